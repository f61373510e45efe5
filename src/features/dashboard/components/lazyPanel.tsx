import { lazyPart, lazyWidget } from '../../../components/staging/lazyParts';
import { themed } from '../../../theme/loadMuiTheme';

/**
 * The account panel and its drawer are MUI: they load in their own chunk, beside the page's,
 * so that a phone (where the panel waits in a closed drawer) evaluates none of it to paint a page.
 */
export const LazyDashboardPanel = lazyPart(() =>
  themed(() => import('./DashboardPanel').then((module) => module.DashboardPanel)),
);

export const LazyPanelDrawer = lazyPart(() => themed(() => import('./PanelDrawer').then((module) => module.PanelDrawer)));

/** Shown only after a failed renewal: its code loads then, and a failed load shows nothing (the page works without it). */
export const LazyRenewalFailedBanner = lazyWidget(() =>
  themed(() => import('./RenewalFailedBanner').then((module) => module.RenewalFailedBanner)),
);
