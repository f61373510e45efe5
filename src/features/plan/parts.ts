import { lazyPart } from '../../components/staging/lazyParts';

/** The plan page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/** The other two tabs load when first chosen (the page's own JavaScript stays under 60 KB). */
export const ManageCreditsTab = lazyPart(() => import('./components/ManageCreditsTab').then((module) => module.ManageCreditsTab));
export const ChangePaymentInfoTab = lazyPart(() => import('./components/ChangePaymentInfoTab').then((module) => module.ChangePaymentInfoTab));
export const UpgradeCheckout = lazyPart(() => import('./components/UpgradeCheckout').then((module) => module.UpgradeCheckout));
