import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { AppRouterProvider } from '../../../src/app/AppRouterProvider';
import { RootLayout } from '../../../src/app/routing/RootLayout';
import ForgotPasswordPage from '../../../src/features/auth/pages/ForgotPasswordPage';
import LoginPage from '../../../src/features/auth/pages/LoginPage';
import RegisterPage from '../../../src/features/auth/pages/RegisterPage';
import VerifyEmailPage from '../../../src/features/auth/pages/VerifyEmailPage';
import type { SessionState } from '../../../src/session/sessionSlice';
import { createMemoryRouter } from '../../app/memoryRouter';
import { spyOnScrollTo } from '../../app/renderApp';
import { renderWithProviders } from '../../renderWithProviders';

/** Where the sign-in screens send people; their own pages belong to other features' tests. */
export const landings = {
  dashboard: 'Dashboard landing',
  areaCode: 'Area code landing',
} as const;

function landing(title: string) {
  return <h1>{title}</h1>;
}

/**
 * The real sign-in pages inside the real root layout (header, notices, feedback host) in a
 * memory router, through the real store. Destinations outside the auth feature are plain headings.
 */
export function renderAuthPage(url: string, { session, state }: { session?: Partial<SessionState>; state?: unknown } = {}) {
  spyOnScrollTo();
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <LoginPage /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'verify-email', element: <VerifyEmailPage /> },
        { path: 'dashboard/account', element: landing(landings.dashboard) },
        { path: 'area-code', element: landing(landings.areaCode) },
      ],
    },
  ];
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, hash, state }] });
  const rendered = renderWithProviders(<AppRouterProvider router={router} />, { preloadedSession: session });
  return { ...rendered, router };
}

/** Waits for the h1 `title` and checks the router is at `path`. */
export async function expectOn(router: ReturnType<typeof renderAuthPage>['router'], title: string, path: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}
