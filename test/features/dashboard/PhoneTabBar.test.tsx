import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signedInSession } from '../../app/renderApp';
import { buildPhone, buildPlan, buildProfile } from '../../factories';
import { balanceOf, billingHistory, blockedNumbers, callHistory, chatHistory, plansAvailable, signedInCustomer } from '../../mocks/scenarios';
import { apiUrl } from '../../mocks/apiUrl';
import { server } from '../../mocks/server';
import { inboundMessageArrived } from '../../../src/api/liveActivitySlice';
import { dashboardServer } from '../dashboardServer';
import { resizableWindow } from '../../components/layout/windowWidth';

const quarterly = buildPlan({ plan_name_en: 'Quarterly', plan_interval: '3 months', new_total_amount: 2397, renew_en: 'Renews every 3 months', subscription_id: 77 });

/** A customer with a number, a plan and a balance, at `width` px on `url`. */
async function openDashboard(url: string, width: number, ...handlers: Parameters<typeof server.use>) {
  const browserWindow = resizableWindow(width);
  server.use(...dashboardServer({ profile: buildProfile({ first_name: 'Jane', last_name: 'Doe' }), phones: [buildPhone({ phone_number: '8575550100' })] }));
  server.use(...plansAvailable([buildPlan({ plan_name_en: 'Monthly' }), quarterly]), ...balanceOf(11), ...callHistory([]), ...chatHistory([]), ...blockedNumbers([]), ...billingHistory([]));
  server.use(...handlers);
  const rendered = renderApp(url, { session: signedInSession() });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, browserWindow };
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

const tabBar = () => screen.queryByRole('navigation', { name: 'Dashboard pages' });

describe('the phone tab bar', () => {
  it('below 600 px lists the five pages as links, in order, the current one marked', async () => {
    const user = userEvent.setup();
    const { browserWindow, router } = await openDashboard('/dashboard/calls', 390);
    restore = browserWindow.restore;

    const links = within(tabBar()!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Calls', '/dashboard/calls'],
      ['Chats', '/dashboard/chats'],
      ['eSIM', '/dashboard/esim'],
      ['Plan', '/dashboard/plan'],
      ['Account', '/dashboard/account'],
    ]);
    // A list of links: each is an item, reached by Tab in this order.
    expect(within(tabBar()!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(tabBar()!).getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabBar()!).getByRole('link', { name: 'Chats' })).not.toHaveAttribute('aria-current');

    await user.click(within(tabBar()!).getByRole('link', { name: 'Chats' }));
    await screen.findByRole('heading', { level: 1, name: 'Chats' });
    expect(router.state.location.pathname).toBe('/dashboard/chats');
    expect(within(tabBar()!).getByRole('link', { name: 'Chats' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabBar()!).getByRole('link', { name: 'Calls' })).not.toHaveAttribute('aria-current');
  });

  it('on the voicemail page (reached beside Calls) marks Calls as the current section', async () => {
    const { browserWindow } = await openDashboard('/dashboard/voicemail', 390);
    restore = browserWindow.restore;
    expect(within(tabBar()!).getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'true');
    for (const name of ['Chats', 'eSIM', 'Plan', 'Account']) expect(within(tabBar()!).getByRole('link', { name })).not.toHaveAttribute('aria-current');
  });

  it('is not there at 600 px and wider, and comes and goes as the window crosses 600 px', async () => {
    const { browserWindow } = await openDashboard('/dashboard/calls', 600);
    restore = browserWindow.restore;
    expect(tabBar()).not.toBeInTheDocument();
    // 600 to 900 px: the drawer behind Menu, as before.
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();

    browserWindow.resize(599);
    expect(tabBar()).toBeInTheDocument();
    browserWindow.resize(1280);
    expect(tabBar()).not.toBeInTheDocument();
    // The panel beside the page (its code loads now).
    expect(await within(screen.getByRole('complementary', { name: 'Account menu' })).findByRole('region', { name: 'Your profile' })).toBeInTheDocument();
  });

  it('carries the unread count on Chats; the Menu button, whose drawer has no Chats link on a phone, does not', async () => {
    const { browserWindow, store } = await openDashboard('/dashboard/calls', 390);
    restore = browserWindow.restore;
    act(() => {
      store.dispatch(inboundMessageArrived());
      store.dispatch(inboundMessageArrived());
    });
    const chats = within(tabBar()!).getByRole('link', { name: 'Chats 2 unread' });
    expect(within(chats).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();

    // Wider, the drawer holds Chats again and the button says the count (as before).
    browserWindow.resize(700);
    expect(screen.getByRole('button', { name: 'Menu 2 unread' })).toBeInTheDocument();
  });

  it("the drawer keeps the rest: profile, number, cellular data, balance, plan and theme, not the bar's pages", async () => {
    const user = userEvent.setup();
    const { browserWindow } = await openDashboard('/dashboard/calls', 390);
    restore = browserWindow.restore;
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('complementary', { name: 'Account menu' });
    expect(await within(drawer).findByText('Jane Doe')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'LOG OUT' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Cellular data' })).toBeInTheDocument();
    expect(within(drawer).getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    for (const name of ['Chats', 'Call history', 'Manage account']) expect(within(drawer).queryByRole('link', { name })).not.toBeInTheDocument();
  });
});

const summary = () => screen.queryByRole('region', { name: 'Account summary' });

describe("the account page's summary on a phone", () => {
  it('shows the number, the balance in dollars and credits, and the plan with its renewal, each a link to its page', async () => {
    const { browserWindow } = await openDashboard('/dashboard/account', 390);
    restore = browserWindow.restore;
    const region = await screen.findByRole('region', { name: 'Account summary' });
    await waitFor(() => expect(within(region).getByRole('link', { name: /^Plan/ })).toHaveTextContent('PlanQuarterlyRenews every 3 months'));
    expect(within(region).getByRole('link', { name: /^Your number/ })).toHaveTextContent('Your number+1 (857) 555-0100');
    expect(within(region).getByRole('link', { name: /^Your number/ })).toHaveAttribute('href', '/dashboard/calls');
    await waitFor(() => expect(within(region).getByRole('link', { name: /^Balance/ })).toHaveTextContent('Balance$11.00 · 1,100 creditsAdd credit'));
    expect(within(region).getByRole('link', { name: /^Balance/ })).toHaveAttribute('href', '/add-credit');
    expect(within(region).getByRole('link', { name: /^Plan/ })).toHaveAttribute('href', '/dashboard/plan');
  });

  it('says when the plan cancels or renews, from the renewal facts our server adds', async () => {
    const { browserWindow } = await openDashboard(
      '/dashboard/account',
      390,
      ...signedInCustomer({ phones: [buildPhone({ phone_number: '8575550100' })], activeSubscriptions: [{ subscription_id: 77, plan_id: quarterly.plan_id, status: 'active', cancels_at: '2026-12-28T12:00:00Z' } as never] }),
    );
    restore = browserWindow.restore;
    const region = await screen.findByRole('region', { name: 'Account summary' });
    await waitFor(() => expect(within(region).getByRole('link', { name: /^Plan/ })).toHaveTextContent('PlanQuarterlyCancels on 28 Dec 2026'));
  });

  it('says a failed renewal', async () => {
    const { browserWindow } = await openDashboard('/dashboard/account', 390, ...signedInCustomer({ subscription: { status: 'transition' } }));
    restore = browserWindow.restore;
    const region = await screen.findByRole('region', { name: 'Account summary' });
    await waitFor(() => expect(within(region).getByRole('link', { name: /^Plan/ })).toHaveTextContent('PlanQuarterlyRenewal failed'));
  });

  it('makes up nothing while the balance cannot be read', async () => {
    const { browserWindow } = await openDashboard('/dashboard/account', 390, http.get(apiUrl('/webgetbalance'), () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    restore = browserWindow.restore;
    const region = await screen.findByRole('region', { name: 'Account summary' });
    await waitFor(() => expect(within(region).getByRole('link', { name: /^Plan/ })).toHaveTextContent('Quarterly'));
    expect(within(region).getByRole('link', { name: /^Balance/ })).toHaveTextContent('Balance–Add credit');
  });

  it('is not on the other pages', async () => {
    const { browserWindow } = await openDashboard('/dashboard/calls', 390);
    restore = browserWindow.restore;
    expect(screen.getByRole('heading', { level: 1, name: 'Call history' })).toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();
  });

  it('is not there at 600 px and wider (the panel shows the same)', async () => {
    const { browserWindow } = await openDashboard('/dashboard/account', 700);
    restore = browserWindow.restore;
    await screen.findByRole('heading', { level: 1, name: 'Manage account' });
    expect(summary()).not.toBeInTheDocument();
    browserWindow.resize(390);
    expect(summary()).toBeInTheDocument();
  });
});
