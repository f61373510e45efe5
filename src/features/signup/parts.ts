import { lazyPart } from '../../components/staging/lazyParts';
import { areaCodeStepsWarmUp } from './components/areaCodeStepsWarmUp';
import { checkoutPaymentWarmUp } from './components/checkoutPaymentWarmUp';

/** The sign-up pages' parts that load apart from their own chunks (lazyPart, docs/architecture.md › Loading). */

/** The search, the numbers found and the transfer form: asked for once the introduction (the page's largest paint) has painted. */
export const AreaCodeSteps = lazyPart(() => import('./components/AreaCodeSteps').then((module) => module.AreaCodeSteps), {
  themed: true,
  afterPaint: true,
  evaluateFirst: areaCodeStepsWarmUp,
});
/** The card form, reCAPTCHA and Pay: asked for once the order (the page's largest paint) has painted. */
export const CheckoutPayment = lazyPart(() => import('./components/CheckoutPayment').then((module) => module.CheckoutPayment), {
  themed: true,
  afterPaint: true,
  evaluateFirst: checkoutPaymentWarmUp,
});
export const UpgradeQuoteDialog = lazyPart(() => import('../../components/payment/UpgradeQuoteDialog').then((module) => module.UpgradeQuoteDialog));
