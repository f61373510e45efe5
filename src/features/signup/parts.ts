import { lazyPart } from '../../components/staging/lazyParts';

/** The sign-up pages' parts that load apart from their own chunks (lazyPart, docs/architecture.md › Loading). */

/** The search, the numbers found and the transfer form. */
export const AreaCodeSteps = lazyPart(() => import('./components/AreaCodeSteps').then((module) => module.AreaCodeSteps));
/** The card form, reCAPTCHA and Pay. */
export const CheckoutPayment = lazyPart(() => import('./components/CheckoutPayment').then((module) => module.CheckoutPayment));
/** A subscriber's order is confirmed on its quoted price in this dialog (MUI). */
export const UpgradeQuoteDialog = lazyPart(() => import('../../components/payment/UpgradeQuoteDialog').then((module) => module.UpgradeQuoteDialog), { themed: true });
