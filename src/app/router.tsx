import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { ROUTER_BASENAME } from '../lib/navigation';
import { RequireAuth } from './guards/RequireAuth';
import { RequireGuest } from './guards/RequireGuest';
import { createLazyPages } from './routing/lazyPages';
import { RootLayout } from './routing/RootLayout';
import { RouteErrorPage } from './routing/RouteErrorPage';
import { UnknownRoute } from './routing/UnknownRoute';

/** A route showing one lazily loaded page, with its own error element. */
function pageRoute(path: string, Page: ComponentType): RouteObject {
  return { path, element: <Page />, errorElement: <RouteErrorPage /> };
}

/**
 * The route tree of SPEC §2. A function so that each router gets fresh lazy pages; the app
 * uses `appRoutes`, tests build their own for a memory router.
 */
export function createAppRoutes(): RouteObject[] {
  const pages = createLazyPages();
  return [
    {
      path: paths.home,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        // / and /login both show login.
        { index: true, element: <pages.Login />, errorElement: <RouteErrorPage /> },
        pageRoute(paths.login, pages.Login),
        pageRoute(paths.verifyEmail, pages.VerifyEmail),
        {
          element: <RequireGuest />,
          errorElement: <RouteErrorPage />,
          children: [pageRoute(paths.register, pages.Register), pageRoute(paths.forgotPassword, pages.ForgotPassword)],
        },
        {
          element: <RequireAuth />,
          errorElement: <RouteErrorPage />,
          children: [
            pageRoute(paths.areaCode, pages.AreaCode),
            pageRoute(paths.pricing, pages.Pricing),
            pageRoute(paths.checkout, pages.Checkout),
            pageRoute(paths.subscribeSuccess, pages.SubscribeSuccess),
            pageRoute(paths.addCredit, pages.AddCredit),
            pageRoute(paths.purchaseEsim, pages.PurchaseEsim),
            {
              // Every /dashboard page shares the account panel (SPEC §2 'Dashboard layout').
              element: <pages.DashboardLayout />,
              errorElement: <RouteErrorPage />,
              children: [
                pageRoute(paths.dashboard.account, pages.Account),
                pageRoute(paths.dashboard.chats, pages.Chats),
                pageRoute(paths.dashboard.plan, pages.Plan),
                pageRoute(paths.dashboard.esim, pages.Esim),
                pageRoute(paths.dashboard.calls, pages.Calls),
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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface CreateAppRouterOptions {
  /** Defaults to /app (SPEC §2). */
  basename?: string;
  routes?: RouteObject[];
}

/** The browser router of the app, under /app. */
export function createAppRouter({ basename = ROUTER_BASENAME, routes = appRoutes }: CreateAppRouterOptions = {}): AppRouter {
  return createBrowserRouter(routes, { basename });
}
