import { lazy } from 'react';
import { withMuiTheme } from '../../../theme/MuiTheme';

/**
 * The account panel and its drawer are MUI: they load in their own chunk, beside the page's,
 * so that a phone (where the panel waits in a closed drawer) evaluates none of it to paint a page.
 */
export const LazyDashboardPanel = lazy(() =>
  import(/* webpackChunkName: "dashboard-panel" */ '../panel/DashboardPanel').then((module) => ({ default: withMuiTheme(module.DashboardPanel) })),
);

export const LazyPanelDrawer = lazy(() =>
  import(/* webpackChunkName: "dashboard-panel" */ './PanelDrawer').then((module) => ({ default: withMuiTheme(module.PanelDrawer) })),
);
