import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { sessionCleared, type SessionState } from '../../src/session/sessionSlice';
import { buildPhone, buildPlan, buildProfile, buildSessionUser, buildSubscriptionStatus } from '../factories';
import { apiUrl } from '../mocks/apiUrl';
import { server } from '../mocks/server';
import { answersFailure, pageDataAvailable, signedInCustomer, type CustomerData } from '../mocks/scenarios';
import { expectLandedOn, renderApp, signedInSession } from './renderApp';

const noPlanNoNumber: Partial<CustomerData> = { activeSubscriptions: [], phones: [] };
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
  ['no plan + ?phone_number: /checkout allowed', '/checkout?phone_number=6175550123', noPlanNoNumber, planPicked, 'Checkout', '/checkout?phone_number=6175550123'],
  ['no plan + ?phone_number: /pricing-page allowed', '/pricing-page?phone_number=6175550123', noPlanNoNumber, {}, 'Choose a Plan', '/pricing-page?phone_number=6175550123'],
  ['no plan + ?phone_number: /area-code goes to /pricing-page', '/area-code?phone_number=6175550123', noPlanNoNumber, {}, 'Choose a Plan', '/pricing-page?phone_number=6175550123'],
  ['no plan + ?phone_number: the dashboard goes to /pricing-page', '/dashboard/chats?phone_number=6175550123', noPlanNoNumber, {}, 'Choose a Plan', '/pricing-page?phone_number=6175550123'],
  ['no plan + owned number: /area-code goes to /pricing-page', '/area-code', noPlanOwnsNumber, {}, 'Choose a Plan', '/pricing-page'],
  ['no plan + owned number: /checkout allowed', '/checkout', noPlanOwnsNumber, planPicked, 'Checkout', '/checkout'],
  ['an empty ?phone_number= counts as none', '/checkout?phone_number=', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['nothing chosen: the dashboard goes to /area-code', '/dashboard/account', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['nothing chosen: /pricing-page goes to /area-code', '/pricing-page', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['nothing chosen: /area-code allowed', '/area-code', noPlanNoNumber, {}, 'Choose an area code', '/area-code'],
  ['chosen number: /checkout allowed', '/checkout', noPlanNoNumber, chosenWithPlan, 'Checkout', '/checkout'],
  ['chosen number: /area-code allowed', '/area-code', noPlanNoNumber, chosen, 'Choose an area code', '/area-code'],
  ['chosen number: the dashboard goes to /pricing-page', '/dashboard/calls', noPlanNoNumber, chosen, 'Choose a Plan', '/pricing-page'],
  ['plan + number: /area-code goes to the dashboard', '/area-code', {}, {}, 'Manage account', '/dashboard/account'],
  ['plan + number: /pricing-page goes to the dashboard', '/pricing-page', {}, {}, 'Manage account', '/dashboard/account'],
  ['plan + ?phone_number: /checkout goes to the dashboard', '/checkout?phone_number=6175550123', {}, {}, 'Manage account', '/dashboard/account'],
  ['plan + number: /subscribe_success allowed', '/subscribe_success', {}, {}, 'Thank you!', '/subscribe_success'],
  ['plan + number: /add-credit allowed', '/add-credit', {}, {}, 'Add credit', '/add-credit'],
  ['plan + number: /purchase-esim allowed', '/purchase-esim', {}, {}, 'Purchase eSIM', '/purchase-esim'],
  ['plan + number: /dashboard/chats allowed', '/dashboard/chats', {}, {}, 'Chats', '/dashboard/chats'],
  ['plan + number: /dashboard/plan allowed', '/dashboard/plan', {}, {}, 'Plan', '/dashboard/plan'],
  ['plan + number: /dashboard/esim allowed', '/dashboard/esim', {}, {}, 'eSIM', '/dashboard/esim'],
  ['plan + number: /dashboard/calls allowed', '/dashboard/calls', {}, {}, 'Call history', '/dashboard/calls'],
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
    server.use(...signedInCustomer({ activeSubscriptions: [], phones: [] }));
    const { router, store } = renderApp('/checkout', { session: signedInSession(chosenWithPlan) });
    await expectLandedOn(router, 'Checkout', '/checkout');

    // The purchase went through: the server now reports a plan and a number.
    server.use(...signedInCustomer());
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['ActiveSubscriptions', 'Phones']));
    });
    await waitFor(() => expect(store.getState().session.activeSubscriptions).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    await act(() => router.navigate('/subscribe_success'));
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
    await act(() => router.navigate('/checkout'));
    await expectLandedOn(router, 'Manage account', '/dashboard/account');
  });

  it('arriving while guard data refreshes waits for the fresh data', async () => {
    server.use(...signedInCustomer({ activeSubscriptions: [], phones: [] }));
    const { router, store } = renderApp('/checkout', { session: signedInSession(chosenWithPlan) });
    await expectLandedOn(router, 'Checkout', '/checkout');

    server.use(...signedInCustomer());
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['ActiveSubscriptions', 'Phones']));
    });
    // Stale data (no plan, a chosen number) would send /subscribe_success to /pricing-page.
    await act(() => router.navigate('/subscribe_success'));
    await expectLandedOn(router, 'Thank you!', '/subscribe_success');
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
