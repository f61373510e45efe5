import { lazyPart } from '../../components/staging/lazyParts';

/** The add-credit page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/** The payment and the way back. */
export const BundlePayment = lazyPart(() => import('./components/BundlePayment').then((module) => module.BundlePayment));
export const NoBundleChosen = lazyPart(() => import('./components/BundlePayment').then((module) => module.NoBundleChosen));
