import { lazyPart } from '../../components/staging/lazyParts';
import { bundlePaymentWarmUp } from './components/bundlePaymentWarmUp';

/** The add-credit page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/** The payment, the terms and the way back. */
export const BundlePayment = lazyPart(() => import('./components/BundlePayment').then((module) => module.BundlePayment), {
  themed: true,
  evaluateFirst: bundlePaymentWarmUp,
});
export const NoBundleChosen = lazyPart(() => import('./components/BundlePayment').then((module) => module.NoBundleChosen), {
  themed: true,
  evaluateFirst: bundlePaymentWarmUp,
});
