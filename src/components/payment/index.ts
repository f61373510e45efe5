/** Shared payment UI: the card form, Apple Pay, and the runner every purchase screen pays with. */
export { CardForm } from './CardForm';
export type { CardFormHandle, CardFormProps } from './cardFormTypes';
export { CardError, cardMessages } from './cardErrors';
export { ApplePayButton } from './ApplePayButton';
export type { ApplePayButtonProps, HeldWalletToken } from './applePayTypes';
export { outcomeUnknown, usePurchaseRunner, type PurchaseAttempt, type PurchaseOutcome } from './usePurchaseRunner';
export { cardTokenOf } from './cardToken';
export { StripeLoaderProvider, loadStripeLazily, type LoadStripeFn } from './stripe/StripeLoader';
export { SANDBOX_TEST_CARDS, sandboxTokenFor } from './sandbox/sandboxTestCards';
export { sandboxCardMessages } from './sandbox/sandboxCardSchema';
export { SANDBOX_APPLE_PAY } from './sandbox/SandboxApplePayButton';
