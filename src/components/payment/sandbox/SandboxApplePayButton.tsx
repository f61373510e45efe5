import type { ApplePayButtonProps } from '../applePayTypes';
import { ApplePayStyledButton } from '../ApplePayStyledButton';
import { HeldTokenStatus } from '../HeldTokenStatus';
import { useHeldWalletToken } from '../useHeldWalletToken';

/** The token and payer the sandbox Apple Pay sheet "authorises". */
export const SANDBOX_APPLE_PAY = { token: 'tok_visa', payerEmail: 'applepay.sandbox@example.com' } as const;

/** True in Safari (and wherever a test defines window.ApplePaySession). */
export function browserSupportsApplePay(): boolean {
  return typeof window !== 'undefined' && 'ApplePaySession' in window;
}

/** Offline Apple Pay: only where the browser has Apple Pay, and it always authorises a test Visa. */
export function SandboxApplePayButton({ onToken, disabled = false }: ApplePayButtonProps) {
  const { held, payWith } = useHeldWalletToken();
  if (!browserSupportsApplePay()) return null;
  return (
    <>
      <ApplePayStyledButton sandbox disabled={disabled || held !== null} onClick={() => void payWith({ ...SANDBOX_APPLE_PAY }, onToken)} />
      <HeldTokenStatus held={held} />
    </>
  );
}
