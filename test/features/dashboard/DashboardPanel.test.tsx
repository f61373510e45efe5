import { PORT_PENDING_TEXT } from '../../../src/features/dashboard/components/PhoneNumberBlock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { buildEsimRecord, buildPhone, buildPlan, buildProfile } from '../../factories';
import { apiUrl } from '../../mocks/apiUrl';
import {
  answersFailure,
  balanceOf,
  billingHistory,
  blockedNumbers,
  callHistory,
  chatHistory,
  creditBundlesAvailable,
  esimCustomer,
  featureFlag,
  logoutSucceeds,
  plansAvailable,
  signedInCustomer,
} from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { dashboardServer } from '../dashboardServer';
import { resizableWindow, setWindowWidth } from '../../components/layout/windowWidth';

const quarterly = buildPlan({ plan_name_en: 'Quarterly', plan_interval: '3 months', new_total_amount: 2397, subscription_id: 77 });

/** A customer with a number, a current plan, a balance and no eSIM, on the calls page. */
async function openDashboard(...handlers: Parameters<typeof server.use>) {
  server.use(
    ...dashboardServer({
      profile: buildProfile({ first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com' }),
      phones: [buildPhone({ phone_number: '8575550100' })],
    }),
  );
  // Later server.use() calls take precedence over the defaults above.
  server.use(
    ...plansAvailable([buildPlan({ plan_name_en: 'Monthly' }), quarterly]),
    ...balanceOf(1234.5),
    ...callHistory([]),
    ...chatHistory([]),
    ...blockedNumbers([]),
    ...billingHistory([]),
  );
  server.use(...handlers);
  const rendered = renderApp('/dashboard/calls', { session: signedInSession() });
  await screen.findByRole('heading', { level: 1, name: 'Call history' });
  return rendered;
}

const panel = () => screen.getByRole('complementary', { name: 'Account menu' });
const block = (name: string) => within(panel()).getByRole('region', { name });

describe('Dashboard panel', () => {
  it('says when a brought number is still being transferred', async () => {
    await openDashboard(...signedInCustomer({ phones: [buildPhone({ phone_number: '4155550142', status: 'port_pending' })] }));
    // The panel's blocks load after the page's first paint (the first test of the file waits for their code).
    const number = await within(panel()).findByRole('region', { name: 'Your US phone number' });
    expect(await within(number).findByText('+1 (415) 555-0142')).toBeInTheDocument();
    expect(within(number).getByText(PORT_PENDING_TEXT)).toBeInTheDocument();
  });

  it('a number that is not being transferred shows no transfer note', async () => {
    await openDashboard(...signedInCustomer({ phones: [buildPhone({ phone_number: '4155550142', status: 'port_completed' })] }));
    const number = block('Your US phone number');
    expect(await within(number).findByText('+1 (415) 555-0142')).toBeInTheDocument();
    expect(within(number).queryByText(PORT_PENDING_TEXT)).not.toBeInTheDocument();
  });

  it('shows initials, name, email, LOG OUT, the number, the pages, cellular data, balance and plan', async () => {
    await openDashboard();

    const profile = await within(panel()).findByRole('region', { name: 'Your profile' });
    expect(await within(profile).findByText('JD')).toBeInTheDocument();
    expect(within(profile).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(profile).getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'LOG OUT' })).toBeInTheDocument();

    expect(block('Your US phone number')).toHaveTextContent('Your US phone number+1 (857) 555-0100');

    const nav = within(panel()).getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manage account', '/dashboard/account'],
      ['Chats', '/dashboard/chats'],
      ['Call history', '/dashboard/calls'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Call history' })).toHaveAttribute('aria-current', 'page');

    expect(await within(block('Cellular data')).findByText('No eSIM yet')).toBeInTheDocument();
    expect(within(block('Cellular data')).getByRole('link', { name: 'Cellular data' })).toHaveAttribute('href', '/dashboard/esim');

    // Both units, and the way to add credit (to the bundles, where the add-credit flow starts).
    expect(await within(block('Remaining balance')).findByText('$1,234.50 · 123,450 credits')).toBeInTheDocument();
    expect(within(block('Remaining balance')).getByText('REMAINING BALANCE')).toBeInTheDocument();

    const plan = block('Your plan');
    expect(await within(plan).findByText('Quarterly')).toBeInTheDocument();
    expect(within(plan).getByText('$23.97 / 3 months')).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'MANAGE your plan' })).toHaveAttribute('href', '/dashboard/plan');
    // What was paid sits with the plan.
    expect(within(plan).getByRole('link', { name: 'Billing history' })).toHaveAttribute('href', '/dashboard/billing');
  });

  it('an active eSIM and no current plan are said as such', async () => {
    await openDashboard(...esimCustomer({ record: buildEsimRecord() }), ...plansAvailable([buildPlan({ plan_name_en: 'Monthly' })]));
    expect(await within(panel()).findByText('eSIM active')).toBeInTheDocument();
    expect(await within(block('Your plan')).findByText('No plan')).toBeInTheDocument();
    expect(within(block('Your plan')).getByRole('link', { name: 'MANAGE your plan' })).toBeInTheDocument();
  });

  it('the navigation goes to each page', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();

    await user.click(within(panel()).getByRole('link', { name: 'Chats' }));
    await expectLandedOn(router, 'Chats', '/dashboard/chats');
    await user.click(within(panel()).getByRole('link', { name: 'Manage account' }));
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
    await user.click(within(panel()).getByRole('link', { name: 'Billing history' }));
    await expectLandedOn(router, 'Billing history', '/dashboard/billing');
    expect(within(panel()).getByRole('link', { name: 'Billing history' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(panel()).getByRole('link', { name: 'MANAGE your plan' }));
    expect(router.state.location.pathname).toBe('/dashboard/plan');
  });

  it('each block shows a skeleton while its data loads', async () => {
    let releaseBalance: () => void = () => undefined;
    const balanceHeld = new Promise<void>((resolve) => {
      releaseBalance = resolve;
    });
    await openDashboard(
      http.get(apiUrl('/webgetbalance'), async () => {
        await balanceHeld;
        return HttpResponse.json({ balance: 5 });
      }),
    );

    expect(within(block('Remaining balance')).getByRole('progressbar', { name: 'Loading remaining balance' })).toBeInTheDocument();
    expect(within(block('Remaining balance')).queryByText('REMAINING BALANCE')).not.toBeInTheDocument();
    expect(await within(block('Your plan')).findByText('Quarterly')).toBeInTheDocument();
    releaseBalance();
    expect(await within(block('Remaining balance')).findByText('$5.00 · 500 credits')).toBeInTheDocument();
    expect(within(block('Remaining balance')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    { name: 'Remaining balance', path: '/webgetbalance', retried: balanceOf(7), shown: '$7.00 · 700 credits' },
    { name: 'Your plan', path: '/plans/', retried: plansAvailable([quarterly]), shown: 'Quarterly' },
    { name: 'Cellular data', path: '/esim/details', retried: esimCustomer({ record: buildEsimRecord() }), shown: 'eSIM active' },
  ])('the $name block that fails shows the failure and a Retry of its own', async ({ name, path, retried, shown }) => {
    const user = userEvent.setup();
    await openDashboard(...answersFailure(path, 'Service unavailable', 503));

    expect(await within(block(name)).findByText('Service unavailable')).toBeInTheDocument();
    // The other blocks are not affected.
    expect(await within(block('Your US phone number')).findByText('+1 (857) 555-0100')).toBeInTheDocument();
    server.use(...retried);
    await user.click(within(block(name)).getByRole('button', { name: 'Retry' }));
    expect(await within(block(name)).findByText(shown)).toBeInTheDocument();
  });

  it('Add credit beside REMAINING BALANCE: a link (keyboard reachable) to the Manage credits tab, where bundles are bought', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard(...creditBundlesAvailable());
    const addCredit = await within(block('Remaining balance')).findByRole('link', { name: 'Add credit' });
    expect(addCredit).toHaveAttribute('href', '/dashboard/plan');
    act(() => addCredit.focus());
    await user.keyboard('{Enter}');
    await expectLandedOn(router, 'Plan', '/dashboard/plan');
    expect(router.state.location.state).toEqual({ tab: 'credits' });
    expect(await screen.findByRole('tab', { name: 'Manage credits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Credit bundles' })).toBeInTheDocument();
  });

  it('LOG OUT ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const { router, store } = await openDashboard(...logoutSucceeds(), ...featureFlag('migration_mode', false));
    await user.click(await within(panel()).findByRole('button', { name: 'LOG OUT' }));

    await expectLandedOn(router, 'Log in', '/login');
    expect(store.getState().session.token).toBeNull();
  });
});

describe('Dashboard panel on a phone-sized screen', () => {
  let restoreWidth: () => void = () => undefined;
  beforeEach(() => {
    restoreWidth = setWindowWidth(375);
  });
  afterEach(() => restoreWidth());

  it('has one menu button, labelled Menu, in the header (no second one on the page); its drawer holds the panel and the theme', async () => {
    const user = userEvent.setup();
    // public/color-scheme.js's entry point (the script itself: test/theme/colorSchemeScript.test.ts).
    const choose = jest.fn();
    window.__COLOR_SCHEME__ = { choose };
    await openDashboard();
    const menuButtons = screen.getAllByRole('button', { name: /menu|colour scheme/i });
    expect(menuButtons.map((button) => button.textContent)).toEqual(['Menu']);
    expect(menuButtons[0].closest('header')).not.toBeNull();

    await user.click(menuButtons[0]);
    const drawer = await screen.findByRole('complementary', { name: 'Account menu' });
    expect(within(drawer).getByRole('region', { name: 'Your US phone number' })).toBeInTheDocument();
    const theme = within(drawer).getByRole('radiogroup', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'System theme' })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: 'Dark theme' }));
    expect(choose).toHaveBeenCalledWith('dark');
    delete window.__COLOR_SCHEME__;
  });

  it('lives in a drawer opened from a menu button, which closes on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();
    expect(screen.queryByRole('complementary', { name: 'Account menu' })).not.toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    // The drawer's code loads at the first opening.
    expect(await within(await screen.findByRole('complementary', { name: 'Account menu' })).findByText('Jane Doe')).toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel()).getByText('REMAINING BALANCE')).toBeInTheDocument();

    // On a phone the pages are in the tab bar: the drawer keeps the rest.
    expect(within(panel()).queryByRole('link', { name: 'Chats' })).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('link', { name: 'Cellular data' }));
    await expectLandedOn(router, 'eSIM', '/dashboard/esim');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Account menu' })).not.toBeInTheDocument());
  });

  it.each([
    ['MANAGE (the plan)', () => within(panel()).getByRole('link', { name: 'MANAGE your plan' }), '/dashboard/plan'],
    ['Cellular data', () => within(panel()).getByRole('link', { name: 'Cellular data' }), '/dashboard/esim'],
    ['Billing history', () => within(panel()).getByRole('link', { name: 'Billing history' }), '/dashboard/billing'],
  ])('the drawer closes after %s too, as after any navigation', async (_case, link, path) => {
    const user = userEvent.setup();
    const { router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await within(await screen.findByRole('complementary', { name: 'Account menu' })).findByText('Jane Doe');
    await user.click(link());
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Account menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the drawer closes with Escape', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await within(await screen.findByRole('complementary', { name: 'Account menu' })).findByText('Jane Doe');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Account menu' })).not.toBeInTheDocument());
    // Back where the keyboard left off.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Dashboard layout across the 900 px breakpoint', () => {
  it('keeps the page and what was typed in it when the window narrows and widens again', async () => {
    const user = userEvent.setup();
    const browserWindow = resizableWindow(1280);
    try {
      server.use(...dashboardServer());
      renderApp('/dashboard/account', { session: signedInSession() });
      const form = await screen.findByRole('form', { name: 'Change password' });
      await user.type(within(form).getByLabelText('New password'), 'half-typed');
      expect(screen.getByRole('complementary', { name: 'Account menu' })).toBeInTheDocument();

      browserWindow.resize(375);
      expect(screen.queryByRole('complementary', { name: 'Account menu' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
      expect(within(screen.getByRole('form', { name: 'Change password' })).getByLabelText('New password')).toHaveValue('half-typed');

      browserWindow.resize(1280);
      expect(await screen.findByRole('complementary', { name: 'Account menu' })).toBeInTheDocument();
      expect(within(screen.getByRole('form', { name: 'Change password' })).getByLabelText('New password')).toHaveValue('half-typed');
    } finally {
      browserWindow.restore();
    }
  });
});
