import type { PlanPageTab } from '../../lib/routeState';
import { lazyPart } from '../../components/staging/lazyParts';

/** The plan page's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/** The other two tabs load when first chosen (the page's own JavaScript stays under 60 KB). */
export const ManageCreditsTab = lazyPart(() => import('./components/ManageCreditsTab').then((module) => module.ManageCreditsTab));
export const ChangePaymentInfoTab = lazyPart(() => import('./components/ChangePaymentInfoTab').then((module) => module.ChangePaymentInfoTab));
/** The upgrade's payment and its quote dialog (MUI). */
export const UpgradeCheckout = lazyPart(() => import('./components/UpgradeCheckout').then((module) => module.UpgradeCheckout), { themed: true });
/** MUI's tab strip (mounted once the open tab is on screen, see PlanPage). */
export const PlanTabStrip = lazyPart(() => import('../../components/layout/PageTabs').then((module) => module.PageTabs<PlanPageTab>), { themed: true });
/** MUI's confirmation of a cancellation, loaded when first asked for. */
export const CancelPlanDialog = lazyPart(() => import('./components/CancelPlanDialog').then((module) => module.CancelPlanDialog), { themed: true, optional: true });
