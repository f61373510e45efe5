import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRouterProvider } from '../../../src/app/AppRouterProvider';
import { RootLayout } from '../../../src/app/routing/RootLayout';
import { getConfig, setConfig } from '../../../src/config/loadConfig';
import { initialSessionState, type SessionState } from '../../../src/session/sessionSlice';
import { signedInSession, spyOnScrollTo } from '../../app/renderApp';
import { http, HttpResponse } from 'msw';
import { buildActiveSubscription, buildPhone, buildPlan } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import { recordRequests } from '../../mocks/requestRecorder';
import { logoutSucceeds, serverDown } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../renderWithProviders';
import { setWindowWidth } from './windowWidth';
import { createMemoryRouter } from '../../app/memoryRouter';
import { resetColorScheme, runColorSchemeScript, systemPrefers } from '../../theme/colorSchemeScript';

/** The header inside the real root layout; the pages are plain headings. */
function renderShell(url: string, session?: Partial<SessionState>) {
  spyOnScrollTo();
  // On the dashboard the header reads the customer's number (its transfer chip): a bought one here.
  server.use(http.get(apiUrl('/webphones'), () => HttpResponse.json([buildPhone({ phone_number: '8575550100' })])));
  const page = (title: string) => <h1>{title}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'login', element: page('Log in') },
          { path: 'area-code', element: page('Area code') },
          { path: 'dashboard/account', element: page('Account') },
          { path: 'dashboard/calls', element: page('Calls') },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const rendered = renderWithProviders(<AppRouterProvider router={router} />, { preloadedSession: session });
  return { ...rendered, router };
}

const subscriber = () => signedInSession({ activeSubscriptions: [buildActiveSubscription()] });

describe('Header', () => {
  let restoreWidth: (() => void) | null = null;
  afterEach(() => {
    restoreWidth?.();
    restoreWidth = null;
  });

  it('shows the brand name as a text logo in text mode', async () => {
    setConfig({ ...getConfig(), brandName: 'NEWBRAND', brandMode: 'text' });
    renderShell('/login');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('NEWBRAND')).toBeInTheDocument();
    expect(within(banner).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the image logo, named after the brand, in logo mode', async () => {
    setConfig({ ...getConfig(), brandName: 'NEWBRAND', brandMode: 'logo' });
    renderShell('/login');
    const logo = within(await screen.findByRole('banner')).getByRole('img', { name: 'NEWBRAND' });
    expect(logo).toHaveAttribute('src', '/app/logo.svg');
  });

  it('a visitor sees the logo (a link to log in) and no Dashboard or Sign out', async () => {
    renderShell('/login');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'SLYNUMBER' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('with an active subscription: Dashboard goes to /dashboard/account, the logo links there too', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/area-code', subscriber());
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'SLYNUMBER' })).toHaveAttribute('href', '/dashboard/account');
    await user.click(within(banner).getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
  });

  it.each([
    ['an empty list', []],
    ['no list loaded', null],
  ])('signed in without an active subscription (%s): Sign out but no Dashboard', async (_case, activeSubscriptions) => {
    renderShell('/area-code', signedInSession({ activeSubscriptions }));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('Sign out ends the session on the server, clears every session value and cached result, and goes to /login', async () => {
    const user = userEvent.setup();
    server.use(...logoutSucceeds());
    const recorder = recordRequests();
    const full: Partial<SessionState> = {
      ...subscriber(),
      selectedPlan: buildPlan(),
      selectedPlanName: 'Monthly',
      chosenPhoneNumber: '5085551234',
      deviceId: 'device-1',
    };
    const { store, router } = renderShell('/dashboard/account', full);
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject(initialSessionState);
    expect(store.getState().api.queries).toEqual({});
    // Besides the header's read of the number on the dashboard: exactly one logout.
    const logouts = (await recorder.requests()).filter((request) => request.path === '/user/weblogout');
    expect(logouts).toHaveLength(1);
    const [logout] = logouts;
    expect(logout).toMatchObject({ method: 'POST', path: '/user/weblogout', headers: { authorization: `Token ${full.token}` } });
    await waitFor(() => expect(window.sessionStorage.getItem('persist:session') ?? '').not.toContain(String(full.token)));
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('Sign out still clears everything and goes to /login when the server cannot be reached', async () => {
    const user = userEvent.setup();
    server.use(...serverDown('/user/weblogout'));
    const { store, router } = renderShell('/dashboard/account', { ...subscriber(), chosenPhoneNumber: '5085551234' });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject(initialSessionState);
  });

  it.each([
    ['/dashboard/calls', 'dashboard'],
    ['/dashboard/account', 'dashboard'],
    ['/area-code', 'default'],
    ['/login', 'default'],
  ])('on %s the header is %s-styled', async (url, variant) => {
    renderShell(url, subscriber());
    const banner = await screen.findByRole('banner');
    // The theme's stylesheet draws the dashboard variant as a bar in the header's colours (the browser suite's style-twin page checks them).
    expect(banner).toHaveAttribute('data-variant', variant);
  });

  it('at 900 px the navigation hides behind a menu button that still reaches Dashboard and Sign out', async () => {
    restoreWidth = setWindowWidth(900);
    const user = userEvent.setup();
    const { router } = renderShell('/area-code', subscriber());
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
  });

  it('at 901 px the navigation shows as buttons', async () => {
    restoreWidth = setWindowWidth(901);
    renderShell('/area-code', subscriber());
    const navigation = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Account' });
    expect(within(navigation).getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

describe('the colour scheme in the header menu', () => {
  let system: ReturnType<typeof systemPrefers> | null = null;
  afterEach(() => {
    system?.restore();
    system = null;
    resetColorScheme();
  });

  it('a visitor on a wide screen chooses Dark: the page turns dark at once, and this browser remembers it', async () => {
    system = systemPrefers('light');
    runColorSchemeScript();
    const user = userEvent.setup();
    renderShell('/login');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Colour scheme' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'System theme' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark theme' }));

    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(window.localStorage.getItem('color-scheme')).toBe('dark');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Colour scheme' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
  });

  it('on a narrow screen the choice sits under the actions; back to the system theme forgets the stored choice', async () => {
    restoreWidthAndSystem();
    const user = userEvent.setup();
    window.localStorage.setItem('color-scheme', 'light');
    runColorSchemeScript();
    renderShell('/area-code', subscriber());
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    const names = (role: string) => within(menu).getAllByRole(role).map((item) => item.textContent);
    expect(names('menuitem')).toEqual(['Dashboard', 'Sign out']);
    expect(names('menuitemradio')).toEqual(['System theme', 'Light theme', 'Dark theme']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'System theme' }));

    // The system prefers dark here (see below).
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(window.localStorage.getItem('color-scheme')).toBeNull();
  });

  /** A 900 px window whose system prefers dark: one matchMedia answers both. */
  function restoreWidthAndSystem() {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: query.includes('max-width:900px') || query.includes('prefers-color-scheme: dark'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }),
    });
    system = { switchTo: () => undefined, restore: () => delete (window as { matchMedia?: unknown }).matchMedia };
  }
});

describe('the Sandbox ribbon', () => {
  let restoreWidth: (() => void) | null = null;
  afterEach(() => {
    restoreWidth?.();
    restoreWidth = null;
  });

  it.each([
    ['/login', undefined],
    ['/dashboard/account', subscriber()],
  ])('shows in the header on %s when config.js says sandbox', async (url, session) => {
    setConfig({ ...getConfig(), sandbox: true });
    renderShell(url, session);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Sandbox')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Sandbox · payments, sign-in and messages are simulated');
  });

  it.each([
    ['says sandbox: false', { sandbox: false }],
    ['says nothing (the default)', {}],
  ])('is absent when config.js %s', async (_case, changes) => {
    setConfig({ ...getConfig(), ...changes });
    renderShell('/login');
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByText('Sandbox')).not.toBeInTheDocument();
    expect(banner).not.toHaveTextContent(/simulated/);
  });

  // Its colours (readable in both schemes) are axe's to check, in the browser suite.
  it('at 390 px it sits in the flow above the toolbar, and every control stays reachable', async () => {
    restoreWidth = setWindowWidth(390);
    setConfig({ ...getConfig(), sandbox: true });
    renderShell('/area-code', subscriber());
    const banner = await screen.findByRole('banner');
    const ribbon = within(banner).getByText('Sandbox').parentElement as HTMLElement;
    // Not laid over anything: in the flow (jsdom leaves an unset position empty), before the toolbar
    // that holds the logo and the menu button.
    expect(['', 'static', 'relative']).toContain(getComputedStyle(ribbon).position);
    expect(ribbon.nextElementSibling).toHaveClass('pn-toolbar');
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

