import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { createAppRoutes } from '../../src/app/router';
import type { SessionState } from '../../src/session/sessionSlice';
import { buildSessionUser } from '../factories';
import { renderWithProviders } from '../renderWithProviders';
import { createMemoryRouter, type MemoryRouter } from './memoryRouter';

let scrollSpy: jest.SpyInstance | null = null;
afterEach(() => {
  scrollSpy?.mockRestore();
  scrollSpy = null;
});

/** jsdom has no scrolling (calling it logs an error): a spy stands in. */
export function spyOnScrollTo(): jest.SpyInstance {
  scrollSpy ??= jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return scrollSpy;
}

interface RenderAppOptions {
  session?: Partial<SessionState>;
  /** As in main.tsx: effects run twice. */
  strictMode?: boolean;
  /** Pages not loaded yet, as on a first visit (otherwise pages loaded by earlier tests of the file render at once). */
  freshPages?: boolean;
}

let loadedRoutes: RouteObject[] | null = null;

/** Routes whose pages, once loaded by a test, stay loaded for the file's next tests (as in a visit). */
function sharedRoutes(): RouteObject[] {
  loadedRoutes ??= createAppRoutes();
  return loadedRoutes;
}

/**
 * The real routes in a memory router at `url`, through the real store and AppRouterProvider.
 * The network is whatever the test put into the msw server.
 */
export function renderApp(url: string, { session, strictMode = false, freshPages = false }: RenderAppOptions = {}) {
  const scrollTo = spyOnScrollTo();
  const routes = freshPages ? createAppRoutes() : sharedRoutes();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const rendered = renderWithProviders(<AppRouterProvider router={router} />, {
    preloadedSession: session,
    reactStrictMode: strictMode,
  });
  return { ...rendered, router, scrollTo };
}

/** A session as sign-in leaves it. */
export function signedInSession(overrides: Partial<SessionState> = {}): Partial<SessionState> {
  const user = buildSessionUser();
  return { token: user.user_token, user, ...overrides };
}

/** Waits for the page titled `title` and checks the router is at `path` (pathname and search). */
export async function expectLandedOn(router: MemoryRouter, title: string, path: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const { pathname, search } = router.state.location;
  expect(`${pathname}${search}`).toBe(path);
}
