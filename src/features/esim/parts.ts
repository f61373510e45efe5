import { lazyPart } from '../../components/staging/lazyParts';

/** The eSIM pages' parts that load apart from their own chunks (lazyPart, docs/architecture.md › Loading). */

/** The eSIM page's tabs. */
export type EsimTab = 'activation' | 'usage';

/** MUI's tab strip (mounted one paint after the page, see EsimPage). */
export const EsimTabStrip = lazyPart(() => import('../../components/layout/PageTabs').then((module) => module.PageTabs<EsimTab>), {
  themed: true,
});
/** The offer (no eSIM yet) and the usage report. */
export const EsimPurchaseOffer = lazyPart(() => import('./components/EsimPurchaseOffer').then((module) => module.EsimPurchaseOffer));
export const UsageReport = lazyPart(() => import('./components/UsageReport').then((module) => module.UsageReport));
/** 'Buy more data': MUI's dialog, loaded when it opens. */
export const TopUpDialog = lazyPart(() => import('./components/TopUpDialog').then((module) => module.TopUpDialog), { themed: true });
export const UsageChart = lazyPart(() => import('./components/UsageChart').then((module) => module.default), { themed: true });
export const EsimInstallOptions = lazyPart(() => import('./components/EsimInstallOptions').then((module) => module.EsimInstallOptions));
/** The payment and the way back. */
export const EsimPaymentAndWayBack = lazyPart(() => import('./components/EsimPaymentAndWayBack').then((module) => module.EsimPaymentAndWayBack));
