import { act, render, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { AppRouterProvider } from '../../src/app/AppRouterProvider';
import { createMemoryRouter } from './memoryRouter';
import { useScrollToTop } from '../../src/app/routing/useScrollToTop';
import { guardedPaths } from '../../src/config/paths';
import { recordRequests } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { featureFlag, pageDataAvailable, signedInCustomer } from '../mocks/scenarios';
import { expectLandedOn, renderApp, signedInSession, spyOnScrollTo } from './renderApp';

// /register asks whether migration mode is on.
beforeEach(() => server.use(...featureFlag('migration_mode', false), ...pageDataAvailable()));

describe('router: public routes and unknown paths', () => {
  it.each([
    ['/ shows login', '/', 'Log in', '/'],
    ['/login shows login', '/login', 'Log in', '/login'],
    ['/verify-email is public', '/verify-email', 'Verify your email', '/verify-email'],
    ['/register is open to a visitor', '/register', 'Sign up', '/register'],
    ['/forgot-password is open to a visitor', '/forgot-password', 'Forgot password', '/forgot-password'],
    ['an unknown path says Page not found, where it is', '/no-such-page', 'Page not found', '/no-such-page'],
    ['/dashboard alone is unknown', '/dashboard', 'Page not found', '/dashboard'],
  ])('visitor: %s', async (_rule, url, title, landing) => {
    const recorder = recordRequests();
    const { router } = renderApp(url);
    await expectLandedOn(router, title, landing);
    // Without a session the guard asks the server nothing (/register asks for its feature flag).
    const sent = await recorder.requests();
    expect(sent.filter((request) => !request.path.startsWith('/webgetfeatureflag/'))).toEqual([]);
  });

  it.each(guardedPaths)('visitor: guarded %s goes to /login', async (path) => {
    const { router } = renderApp(path);
    await expectLandedOn(router, 'Log in', '/login');
  });

  it.each([
    ['/register sends a signed-in user to the dashboard', '/register'],
    ['/forgot-password sends a signed-in user to the dashboard', '/forgot-password'],
  ])('%s', async (_rule, url) => {
    server.use(...signedInCustomer());
    const { router } = renderApp(url, { session: signedInSession() });
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
  });

  it.each([
    ['a visitor', undefined, 'Go to sign in', 'Log in', '/login'],
    ['a signed-in customer', signedInSession(), 'Go to your account', 'Manage account', '/dashboard/account'],
  ])('Page not found offers %s the way home', async (_who, session, link, title, landing) => {
    server.use(...signedInCustomer());
    const { router } = renderApp('/no-such-page', { session });
    await expectLandedOn(router, 'Page not found', '/no-such-page');
    act(() => screen.getByRole('link', { name: link }).click());
    await expectLandedOn(router, title, landing);
  });

  it('/login and / stay public for a signed-in user (the login screen clears the session)', async () => {
    const { router } = renderApp('/login', { session: signedInSession() });
    await expectLandedOn(router, 'Log in', '/login');
  });
});

describe('router: lazy pages', () => {
  it('shows a labelled spinner while a page loads, then the page', async () => {
    const { router } = renderApp('/verify-email', { freshPages: true });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await expectLandedOn(router, 'Verify your email', '/verify-email');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the spinner again for the next page of the visit', async () => {
    const { router } = renderApp('/login', { freshPages: true });
    await expectLandedOn(router, 'Log in', '/login');
    act(() => void router.navigate('/register'));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await expectLandedOn(router, 'Sign up', '/register');
  });
});

describe('router: scroll to top', () => {
  it('scrolls to top on the first page and on every route change', async () => {
    const { router, scrollTo } = renderApp('/login');
    await expectLandedOn(router, 'Log in', '/login');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/register'));
    await expectLandedOn(router, 'Sign up', '/register');
    expect(scrollTo).toHaveBeenCalledTimes(2);

    // The same route with another query string is no route change.
    await act(() => router.navigate('/register?plan=2'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the scroll position on /contact', async () => {
    const scrollTo = spyOnScrollTo();
    function Layout() {
      useScrollToTop();
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ path: '/a', element: <h1>A</h1> }, { path: '/contact', element: <h1>Contact</h1> }] }],
      { initialEntries: ['/a'] },
    );
    render(<AppRouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/contact'));
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
