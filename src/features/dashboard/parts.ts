import { lazyPart } from '../../components/staging/lazyParts';

/** The dashboard layout's parts that load apart from its own chunk (lazyPart, docs/architecture.md › Loading). */

/**
 * The account panel loads in its own chunk, beside the page's, so that a phone (where the panel
 * waits in a closed drawer, an MUI overlay) evaluates none of it to paint a page.
 */
export const DashboardPanel = lazyPart(() => import('./components/DashboardPanel').then((module) => module.DashboardPanel));
export const PanelDrawer = lazyPart(() => import('./components/PanelDrawer').then((module) => module.PanelDrawer), { themed: true });
/** Shown only after a failed renewal: its code loads then (the page works without it). */
export const RenewalFailedBanner = lazyPart(() => import('./components/RenewalFailedBanner').then((module) => module.RenewalFailedBanner), { optional: true });
