import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import type { SessionState } from '../../src/session/sessionSlice';
import type { Plan } from '../../src/contract/api';
import { recordRequests, summarise } from '../mocks/requestRecorder';
import {
  legacyBackend,
  legacyEsim,
  legacyNeverSubscribed,
  legacyNoStatusField,
  legacyPlans,
  legacySubscriber,
  type LegacyCustomer,
} from '../mocks/scenarios';
import { installFakeEventSource } from '../mocks/fakeEventSource';
import { server } from '../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from './renderApp';
import { aSandboxRecaptchaToken } from '../features/testCard';

/**
 * Every signed-in screen renders against a backend that answers within SPEC §3 but not
 * as our server does: string identifiers, a never-subscribed customer's status null or missing,
 * a bare balance. None of these may turn a screen into 'Your account could not be loaded'.
 */

const yearly = legacyPlans[0] as Plan;
/** A plan picked on the pricing page and a number on /area-code, as the funnel leaves them. */
const funnelSession: Partial<SessionState> = { selectedPlan: yearly, selectedPlanName: 'Yearly', chosenPhoneNumber: '8575550101' };

const account = 'Your account could not be loaded';
const panel = () => screen.getByRole('complementary', { name: 'Account menu' });

// [route, page title, something of the answer's data on it]
const screens: [string, string, string | RegExp][] = [
  ['/dashboard/account', 'Manage account', 'jane@example.com'],
  ['/dashboard/calls', 'Call history', 'No answer'],
  ['/dashboard/chats', 'Chats', 'Yes, see you then'],
  ['/dashboard/plan', 'Plan', 'Quarterly'],
  ['/dashboard/esim', 'eSIM', '$15.00'],
  ['/pricing-page', 'Choose a Plan', 'Yearly'],
  ['/checkout', 'Checkout', 'Yearly'],
  ['/add-credit', 'Add credit', 'No credit bundle selected.'],
  ['/subscribe_success', 'Thank you!', /Thank you/],
];

async function expectScreen(url: string, title: string, content: string | RegExp, session: Partial<SessionState>) {
  const { router } = renderApp(url, { session: signedInSession(session) });
  await expectLandedOn(router, title, url);
  expect((await screen.findAllByText(content)).length).toBeGreaterThan(0);
  expect(screen.queryByText(account)).not.toBeInTheDocument();
  expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
}

describe.each([
  ['string identifiers (a subscriber)', legacySubscriber],
  ['status null (never subscribed, a number chosen)', legacyNeverSubscribed],
  ['no status field (never subscribed, a number chosen)', legacyNoStatusField],
])('a backend answering %s', (_variant, customer: LegacyCustomer) => {
  beforeEach(() => server.use(...legacyBackend(customer)));

  it.each(screens)('%s renders', async (url, title, content) => {
    await expectScreen(url, title, content, funnelSession);
  });

  it('/area-code renders', async () => {
    // The area-code page clears the chosen number on load (SPEC §4): nothing stored is needed.
    await expectScreen('/area-code', 'Choose an area code', 'Confirm', {});
  });
});

describe('a backend answering the balance as SPEC §3 allows', () => {
  it.each<[string, JsonBodyType]>([
    ['a bare number', 12.5],
    ['a number as text', '12.50'],
    ["our server's { balance }", { balance: 12.5 }],
  ])('%s: the panel shows $12.50 · 1,250 credits', async (_case, balance) => {
    server.use(...legacyBackend(legacySubscriber, balance));
    const { router } = renderApp('/dashboard/calls', { session: signedInSession() });
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
    expect(await within(panel()).findByText('$12.50 · 1,250 credits')).toBeInTheDocument();
  });

  it('a balance that is no number at all is the §8 error with a retry, in its block only', async () => {
    server.use(...legacyBackend(legacySubscriber, { balance: 'plenty' }));
    const { router } = renderApp('/dashboard/calls', { session: signedInSession() });
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
    const balance = within(panel()).getByRole('region', { name: 'Remaining balance' });
    expect(await within(balance).findByText('Internal Server Error')).toBeInTheDocument();
    expect(within(balance).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The list itself comes one paint after the filters.
    expect(await screen.findByText('No answer')).toBeInTheDocument();
  });
});

describe('string identifiers travel opaque, encoded, end to end', () => {
  beforeEach(() => server.use(...legacyBackend()));

  it('the current plan is the one the active subscription names (GET /plans/ marks none)', async () => {
    renderApp('/dashboard/plan', { session: signedInSession() });
    const current = await screen.findByRole('region', { name: 'Monthly' });
    expect(within(current).getByText('$12.99 / month')).toBeInTheDocument();
    expect(within(panel()).getByText('Monthly')).toBeInTheDocument();
    // Upgrades are the dearer plans only.
    expect(screen.getByRole('button', { name: /Quarterly/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Monthly/ })).not.toBeInTheDocument();
  });

  it('an upgrade sends the plan id as given; cancelling deletes the subscription by its id', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/plan', { session: signedInSession() });
    await user.click(await screen.findByRole('button', { name: /Yearly/ }));
    // The payment form loads once a plan is chosen.
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: 'UPGRADE' }));
    // Confirmed in a dialog first; without a quote endpoint (404) on the plan price, and sent as SPEC §7 says.
    await user.click(await screen.findByRole('button', { name: 'Confirm and upgrade' }));
    await waitFor(async () => expect(summarise(await recorder.requests())).toContain('POST /webupgradesubscription'));
    const upgrade = (await recorder.requests()).find((request) => request.path === '/webupgradesubscription');
    expect(upgrade?.body).toEqual({ plan: 'plan_year', recaptcha_token: aSandboxRecaptchaToken() });

    await user.click(await screen.findByRole('button', { name: 'CANCEL PLAN' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(async () => expect(summarise(await recorder.requests())).toContain('DELETE /websubscription/details/sub_123'));
  });

  it('a chat is opened and deleted by its string id', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/chats', { session: signedInSession() });
    await user.click(await screen.findByRole('button', { name: /Yes, see you then/ }));
    expect(await screen.findByText('Are we still on for Friday?')).toBeInTheDocument();
    const recorder = recordRequests();
    await user.click(screen.getByRole('button', { name: /Actions for the conversation/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete chat' }));
    await waitFor(async () => expect(summarise(await recorder.requests())).toContain('GET /webdeletechat/c1'));
  });

  it('credit bundles with a string id and a price as text are offered', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/plan', { session: signedInSession() });
    await user.click(await screen.findByRole('tab', { name: 'Manage credits' }));
    expect(await screen.findByRole('button', { name: 'PURCHASE 500 credits for $5.00' })).toBeInTheDocument();
  });

  it('blocked numbers sent as JSON numbers are listed', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/account', { session: signedInSession() });
    await user.click(await screen.findByRole('tab', { name: 'Blocked numbers' }));
    expect(await screen.findByText('(617) 555-0199')).toBeInTheDocument();
  });

  it('an installed eSIM without a success field shows its QR code and its usage report', async () => {
    const user = userEvent.setup();
    server.use(...legacyBackend(legacySubscriber, 12.5, legacyEsim.record));
    renderApp('/dashboard/esim', { session: signedInSession() });
    // Installed, so its codes wait behind a disclosure.
    expect(await screen.findByText('Installed on the phone with IMEI 356938035643809')).toBeInTheDocument();
    // The tab strip comes one paint after the panel.
    const usageTab = await screen.findByRole('tab', { name: 'Usage report' });
    await user.click(screen.getByRole('button', { name: 'Show installation details' }));
    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
    expect(screen.getByText('356938035643809')).toBeInTheDocument();
    await user.click(usageTab);
    expect(await screen.findByText('Total data usage - 30 days')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('a call is hidden by its string id', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/calls', { session: signedInSession() });
    const recorder = recordRequests();
    const menus = await screen.findAllByRole('button', { name: /Actions for the call/ });
    await user.click(menus[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete call history' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await recorder.requests()).map((request) => request.body)).toContainEqual({ id: 'call_2' }));
  });
});

describe('a browser with EventSource, and a backend without live activity', () => {
  it('asks for a ticket once, opens no stream, and the chats render as before', async () => {
    const sources = installFakeEventSource();
    server.use(...legacyBackend(legacySubscriber));
    const recorder = recordRequests();

    await expectScreen('/dashboard/chats', 'Chats', 'Yes, see you then', {});

    await waitFor(async () => expect(summarise(await recorder.requests())).toContain('POST /events/ticket'));
    expect(sources.all).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
