import type { ReactNode } from 'react';
import type { HistoryRouterProps, RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import type { LazyPageComponent } from './routing/lazyPage';
import { createLazyPages } from './routing/lazyPages';
import { pageDataPrefetches } from './routing/pageDataPrefetches';
import type { DataPrefetchHandle, PageDataPrefetch } from './routing/prefetchRouteData';
import type { PreloadHandle } from './routing/preloadRoute';
import { RootLayout } from './routing/RootLayout';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { UnknownRoute } from './routing/UnknownRoute';

/** The element, with RouteErrorPage in its place should it fail to load or render. */
function guarded(element: ReactNode): ReactNode {
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}

/** A route's handle: the lazy page it shows, so that a first visit can load it early (preloadRoute). */
function preloads(Page: LazyPageComponent): PreloadHandle {
  return { preload: [Page] };
}

/**
 * A route showing one lazily loaded page, with its own error boundary; `prefetchData` starts the
 * page's own first query with its code on a signed-in first visit (prefetchRouteData).
 */
function pageRoute(path: string, Page: LazyPageComponent, prefetchData?: PageDataPrefetch): RouteObject {
  const handle: PreloadHandle & DataPrefetchHandle = { ...preloads(Page), prefetchData };
  return { path, element: guarded(<Page />), handle };
}

/**
 * The route tree of SPEC §2. A function so that each router gets fresh lazy pages; the app
 * uses `appRoutes`, tests build their own for a memory history.
 */
export function createAppRoutes(): RouteObject[] {
  const pages = createLazyPages();
  return [
    {
      path: paths.home,
      element: guarded(<RootLayout />),
      children: [
        // / and /login both show login.
        { index: true, element: guarded(<pages.Login />), handle: preloads(pages.Login) },
        pageRoute(paths.login, pages.Login),
        pageRoute(paths.verifyEmail, pages.VerifyEmail),
        {
          element: guarded(<pages.RequireGuest />),
          handle: preloads(pages.RequireGuest),
          children: [pageRoute(paths.register, pages.Register), pageRoute(paths.forgotPassword, pages.ForgotPassword)],
        },
        {
          element: guarded(<pages.RequireAuth />),
          handle: preloads(pages.RequireAuth),
          children: [
            pageRoute(paths.areaCode, pages.AreaCode),
            pageRoute(paths.pricing, pages.Pricing),
            pageRoute(paths.checkout, pages.Checkout),
            pageRoute(paths.subscribeSuccess, pages.SubscribeSuccess),
            pageRoute(paths.addCredit, pages.AddCredit, pageDataPrefetches.addCredit),
            pageRoute(paths.purchaseEsim, pages.PurchaseEsim),
            {
              // Every /dashboard page shares the account panel (SPEC §2 'Dashboard layout').
              element: guarded(<pages.DashboardLayout />),
              handle: preloads(pages.DashboardLayout),
              children: [
                pageRoute(paths.dashboard.account, pages.Account),
                pageRoute(paths.dashboard.chats, pages.Chats),
                pageRoute(paths.dashboard.plan, pages.Plan),
                pageRoute(paths.dashboard.esim, pages.Esim, pageDataPrefetches.esim),
                pageRoute(paths.dashboard.calls, pages.Calls, pageDataPrefetches.calls),
                pageRoute(paths.dashboard.billing, pages.Billing),
                pageRoute(paths.dashboard.porting, pages.Porting),
                pageRoute(paths.dashboard.voicemail, pages.Voicemail),
              ],
            },
          ],
        },
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ];
}

/** The app's routes. */
export const appRoutes: RouteObject[] = createAppRoutes();

/** A history the router follows instead of the browser's address bar (tests: a memory history). */
export type RouterHistory = HistoryRouterProps['history'];

/**
 * What the app's router is made of: its routes, and the history it follows (the browser's under
 * /app by default). React Router's declarative mode: the app loads no data through the router,
 * and the data router's machinery cost the first paint about 16 KB of gzip.
 */
export interface AppRouter {
  routes: RouteObject[];
  history?: RouterHistory;
}
