import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { sessionCleared, type SessionState } from '../../src/session/sessionSlice';
import { buildPhone, buildPlan, buildProfile, buildSessionUser, buildSubscriptionStatus } from '../factories';
import { apiUrl } from '../mocks/apiUrl';
import { server } from '../mocks/server';
import userEvent from '@testing-library/user-event';
import { answersFailure, pageDataAvailable, signedInCustomer, signInSucceeds, type CustomerData } from '../mocks/scenarios';
import { expectLandedOn, renderApp, signedInSession } from './renderApp';

/** Never subscribed: no status ('none'), no active subscription, no number. */
const noPlanNoNumber: Partial<CustomerData> = { subscription: buildSubscriptionStatus({ status: 'none' }), activeSubscriptions: [], phones: [] };
const noPlanOwnsNumber: Partial<CustomerData> = {
  subscription: buildSubscriptionStatus({ status: 'transition' }),
  activeSubscriptions: [],
  phones: [buildPhone({ phone_number: '8575550199' })],
};
const planPicked: Partial<SessionState> = { selectedPlan: buildPlan(), selectedPlanName: 'Monthly' };
const chosen: Partial<SessionState> = { chosenPhoneNumber: '8575550101' };
// Checkout needs a plan picked on the pricing page (without one it sends the customer there).
const chosenWithPlan: Partial<SessionState> = { ...chosen, ...planPicked };

// [rule, url, customer data, extra session values, landing page title, landing path]
const table: [string, string, Partial<CustomerData>, Partial<SessionState>, string, string][] = [
  // 'No active subscription and a phone_number param: only /pricing-page and /checkout are allowed; anything else goes to /pricing-page.'
  ['no active + param: /checkout allowed', '/checkout?phone_number=6175550123', noPlanNoNumber, planPicked, 'Checkout', '/checkout?phone_number=6175550123'],
  ['no active + param: /pricing-page allowed', '/pricing-page?phone_number=6175550123', noPlanNoNumber, {}, 'Choose a Plan', '/pricing-page?phone_number=6175550123'],
  ['no active + param: /area-code goes to /pricing-page', '/area-code?phone_number=6175550123', noPlanNoNumber, {}, 'Choose a Plan', '/pricing-page?phone_number=6175550123'],
  ['no active + param: the dashboard goes to /pricing-page', '/dashboard/chats?phone_number=6175550123', noPlanNoNumber, {}, 'Choose a Plan', '/pricing-page?phone_number=6175550123'],
  ['an empty ?phone_number= counts as none', '/checkout?phone_number=', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  // 'No subscription, no phone param and none stored: go to /area-code.'
  ['never subscribed, nothing stored: the dashboard goes to /area-code', '/dashboard/account', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['never subscribed, nothing stored: /pricing-page goes to /area-code', '/pricing-page', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['never subscribed, nothing stored: /area-code allowed', '/area-code', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['number stored: /checkout allowed', '/checkout', noPlanNoNumber, chosenWithPlan, 'Checkout', '/checkout'],
  ['number stored: /area-code allowed', '/area-code', noPlanNoNumber, chosen, 'Choose an area code', '/area-code'],
  // A lapsed customer keeps the dashboard: history, chats, the plan page's SUBSCRIBE, account deletion.
  ['lapsed plan: call history allowed', '/dashboard/calls', noPlanOwnsNumber, {}, 'Call history', '/dashboard/calls'],
  // A customer whose renewal failed finds the failed charge there.
  ['lapsed plan: billing history allowed', '/dashboard/billing', noPlanOwnsNumber, {}, 'Billing history', '/dashboard/billing'],
  ['lapsed plan: chats allowed', '/dashboard/chats', noPlanOwnsNumber, {}, 'Chats', '/dashboard/chats'],
  ['lapsed plan: the plan page allowed', '/dashboard/plan', noPlanOwnsNumber, {}, 'Plan', '/dashboard/plan'],
  ['lapsed plan: the account page allowed', '/dashboard/account', noPlanOwnsNumber, {}, 'Manage account', '/dashboard/account'],
  ['lapsed plan: /pricing-page allowed', '/pricing-page', noPlanOwnsNumber, {}, 'Choose a Plan', '/pricing-page'],
  ['lapsed plan: /checkout allowed', '/checkout', noPlanOwnsNumber, planPicked, 'Checkout', '/checkout'],
  // 'Active subscription and a phone_number param: /pricing-page, /checkout and /area-code redirect to /dashboard/account.'
  ['active + param: /checkout goes to the dashboard', '/checkout?phone_number=6175550123', {}, {}, 'Manage account', '/dashboard/account'],
  ['active + param: /pricing-page goes to the dashboard', '/pricing-page?phone_number=6175550123', {}, {}, 'Manage account', '/dashboard/account'],
  ['active + param: /area-code goes to the dashboard', '/area-code?phone_number=6175550123', {}, {}, 'Manage account', '/dashboard/account'],
  // Without the param, a subscriber may choose a bigger plan on /pricing-page and pay at /checkout (the upgrade).
  ['active, no param: /pricing-page allowed', '/pricing-page', {}, {}, 'Choose a Plan', '/pricing-page'],
  ['active, no param: /checkout allowed', '/checkout', {}, planPicked, 'Checkout', '/checkout'],
  ['active: /subscribe_success allowed', '/subscribe_success', {}, {}, 'Thank you!', '/subscribe_success'],
  ['active: /add-credit allowed', '/add-credit', {}, {}, 'Add credit', '/add-credit'],
  // Allowed; the page itself, with no plan chosen, returns to the eSIM page (SPEC §2).
  ['active: /purchase-esim allowed', '/purchase-esim', {}, {}, 'eSIM', '/dashboard/esim'],
  ['active: /dashboard/chats allowed', '/dashboard/chats', {}, {}, 'Chats', '/dashboard/chats'],
  ['active: /dashboard/plan allowed', '/dashboard/plan', {}, {}, 'Plan', '/dashboard/plan'],
  ['active: /dashboard/esim allowed', '/dashboard/esim', {}, {}, 'eSIM', '/dashboard/esim'],
  ['active: /dashboard/calls allowed', '/dashboard/calls', {}, {}, 'Call history', '/dashboard/calls'],
  ['active: /dashboard/billing allowed', '/dashboard/billing', {}, {}, 'Billing history', '/dashboard/billing'],
];

// The pages shown are not the subject here: they find their own data.
beforeEach(() => server.use(...pageDataAvailable()));

describe('route guard through the real routes', () => {
  it.each(table)('%s', async (_rule, url, customer, session, title, landing) => {
    server.use(...signedInCustomer(customer));
    const { router } = renderApp(url, { session: signedInSession(session) });
    await expectLandedOn(router, title, landing);
  });

  it('loads profile, subscription, active subscriptions and phones in parallel, showing a spinner', async () => {
    const started: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const customer = signedInCustomer();
    const gated = ['/user/webprofile', '/webgetsubscription', '/websubscription/active', '/webphones'].map((path, index) =>
      http.get(apiUrl(path), async (info) => {
        started.push(path);
        await released;
        return customer[index].run(info).then((result) => result?.response ?? HttpResponse.error());
      }),
    );
    server.use(...gated);
    const { router } = renderApp('/dashboard/account', { session: signedInSession() });

    expect(await screen.findByRole('progressbar', { name: 'Checking your account' })).toBeInTheDocument();
    await waitFor(() => expect(started).toHaveLength(4));
    release();
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
  });

  it('a visitor sent from a guarded page to /login goes on to that page once signed in', async () => {
    server.use(...signedInCustomer(), ...signInSucceeds());
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/calls?from=mail');
    await expectLandedOn(router, 'Log in', '/login');
    await user.type(screen.getByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await expectLandedOn(router, 'Call history', '/dashboard/calls?from=mail');
  });

  it('…where the guard decides again: a customer who never subscribed still goes to /area-code', async () => {
    server.use(...signedInCustomer({ subscription: buildSubscriptionStatus({ status: 'none' }), activeSubscriptions: [], phones: [] }), ...signInSucceeds());
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard/calls');
    await expectLandedOn(router, 'Log in', '/login');
    await user.type(screen.getByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await expectLandedOn(router, 'Choose an area code', '/area-code');
  });

  it('a token without a user goes to /login', async () => {
    const { router } = renderApp('/dashboard/account', { session: { token: 'tok-orphan', user: null } });
    await expectLandedOn(router, 'Log in', '/login');
  });

  it('an unverified email clears the session and goes to /verify-email with the email in the navigation state', async () => {
    server.use(...signedInCustomer({ profile: buildProfile({ is_verified: false, email: 'new@example.com' }) }));
    const { router, store } = renderApp('/dashboard/account', { session: signedInSession() });
    await expectLandedOn(router, 'Verify your email', '/verify-email');
    expect(router.state.location.state).toEqual({ email: 'new@example.com' });
    expect(store.getState().session.token).toBeNull();
  });

  it.each([
    ['the profile call fails', answersFailure('/user/webprofile', 'Internal Server Error', 500)],
    ['the profile has no email', signedInCustomer({ profile: buildProfile({ email: '' }) })],
  ])('no valid profile (%s): session cleared, /login', async (_case, profileHandlers) => {
    // Later server.use() calls take precedence.
    server.use(...signedInCustomer());
    server.use(...profileHandlers);
    const { router, store } = renderApp('/dashboard/plan', { session: signedInSession({ chosenPhoneNumber: '8575550101' }) });
    await expectLandedOn(router, 'Log in', '/login');
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(store.getState().session.chosenPhoneNumber).toBeNull();
  });

  it('a failed guard query shows the error with a retry that loads it again', async () => {
    server.use(...signedInCustomer());
    server.use(...answersFailure('/webphones', 'Internal Server Error', 500));
    const { router } = renderApp('/dashboard/account', { session: signedInSession({ user: buildSessionUser() }) });
    expect(await screen.findByText('Your account could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Internal Server Error')).toBeInTheDocument();

    server.resetHandlers(...pageDataAvailable(), ...signedInCustomer());
    screen.getByRole('button', { name: 'Try again' }).click();
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
  });
});

describe('route guard: decided on arrival', () => {
  it('a purchase does not move the customer off /checkout; the next page is decided on fresh data', async () => {
    const withParam = '/checkout?phone_number=6175550123';
    server.use(...signedInCustomer({ activeSubscriptions: [], phones: [] }));
    const { router, store } = renderApp(withParam, { session: signedInSession(planPicked) });
    await expectLandedOn(router, 'Checkout', withParam);

    // The purchase went through: the server now reports a plan, and the guard would now send
    // /checkout?phone_number= to the dashboard; the customer stays until the checkout moves on.
    server.use(...signedInCustomer());
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['ActiveSubscriptions', 'Phones']));
    });
    await waitFor(() => expect(store.getState().session.activeSubscriptions).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    await act(() => router.navigate('/subscribe_success'));
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    await act(() => router.navigate(withParam));
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
  });

  it('arriving while guard data refreshes waits for the fresh data', async () => {
    server.use(...signedInCustomer({ subscription: buildSubscriptionStatus({ status: 'none' }), activeSubscriptions: [], phones: [] }));
    const { router, store } = renderApp('/area-code', { session: signedInSession() });
    await expectLandedOn(router, 'Choose an area code', '/area-code');

    // Subscribed meanwhile (another tab): the data is refetching as the customer moves on.
    server.use(...signedInCustomer());
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Subscription', 'ActiveSubscriptions', 'Phones']));
    });
    // Stale data (never subscribed, nothing stored) would send the dashboard to /area-code.
    await act(() => router.navigate('/dashboard/calls'));
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
  });

  it('losing the session on a page goes to /login', async () => {
    server.use(...signedInCustomer());
    const { router, store } = renderApp('/dashboard/calls', { session: signedInSession() });
    await expectLandedOn(router, 'Call history', '/dashboard/calls');
    act(() => {
      store.dispatch(sessionCleared());
    });
    await expectLandedOn(router, 'Log in', '/login');
  });
});
