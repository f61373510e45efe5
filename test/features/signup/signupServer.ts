import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { CheckoutState } from '../../../src/lib/routeState';
import type { SessionState } from '../../../src/session/sessionSlice';
import { buildActiveSubscription, buildPlanList, buildProfile, buildSubscriptionStatus } from '../../factories';
import { renderApp, signedInSession } from '../../app/renderApp';
import { apiUrl } from '../../mocks/apiUrl';
import type { RecordedRequest, RequestRecorder } from '../../mocks/requestRecorder';
import { plansAvailable, type CustomerData } from '../../mocks/scenarios';
import { accepted } from '../../mocks/scenarios/respond';

export const [monthlyPlan, quarterlyPlan, yearlyPlan] = buildPlanList();

/** A verified customer with no plan and no number yet: the start of the funnel. */
export const newCustomer: Omit<CustomerData, 'profile'> = {
  subscription: buildSubscriptionStatus({ status: 'none', payment_method: null }),
  activeSubscriptions: [],
  phones: [],
};

/**
 * The server as the funnel sees it: the route guard's four calls, the plans, and every purchase
 * succeeding, with what was bought showing in the later answers (a plan in the active list, the
 * number in the phone list), as the real server does. Put failure overrides after it; pass the
 * same handlers to server.resetHandlers() to lift them while keeping what was bought.
 */
export function funnelServer(customer: Partial<CustomerData> = {}): HttpHandler[] {
  const state: CustomerData = {
    profile: buildProfile(),
    ...structuredClone(newCustomer),
    ...customer,
  };
  const json = (read: () => JsonBodyType) => () => HttpResponse.json(structuredClone(read()));
  const planBought = () => {
    state.subscription = buildSubscriptionStatus();
    state.activeSubscriptions = [buildActiveSubscription()];
    return HttpResponse.json({ success: true });
  };
  return [
    http.get(apiUrl('/user/webprofile'), json(() => state.profile)),
    http.get(apiUrl('/webgetsubscription'), json(() => state.subscription)),
    http.get(apiUrl('/websubscription/active'), json(() => state.activeSubscriptions)),
    http.get(apiUrl('/webphones'), json(() => state.phones)),
    ...plansAvailable([monthlyPlan, quarterlyPlan, yearlyPlan]),
    http.put(apiUrl('/user/webprofile/more'), accepted),
    http.post(apiUrl('/websubscription'), planBought),
    http.post(apiUrl('/webresubscription'), planBought),
    http.post(apiUrl('/webupgradesubscription'), planBought),
    http.post(apiUrl('/webpurchasecredit'), accepted),
    http.post(apiUrl('/phones/webpurchase/:phone'), ({ params }) => {
      state.phones = [{ phone_number: String(params.phone), status: 'active' }];
      return HttpResponse.json({ success: true });
    }),
    http.get(apiUrl('/portphone/:number'), ({ params }) => {
      state.phones = [{ phone_number: String(params.number), status: 'port_pending' }];
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** A session at checkout: a number chosen and a plan selected. */
export function checkoutSession(overrides: Partial<SessionState> = {}): Partial<SessionState> {
  return signedInSession({
    chosenPhoneNumber: '8575550101',
    selectedPlan: quarterlyPlan,
    selectedPlanName: quarterlyPlan.plan_name_en,
    ...overrides,
  });
}

/** Renders /checkout as the pricing page leaves it, with the add-on flag in the navigation state. */
export async function renderCheckout(session: Partial<SessionState> = checkoutSession(), state?: CheckoutState) {
  const rendered = renderApp('/checkout', { session });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  if (state) await act(() => rendered.router.navigate('/checkout', { state }));
  return { user: userEvent.setup(), ...rendered };
}

/** The requests that change something (everything but GET), in order. */
export async function purchaseCalls(recorder: RequestRecorder): Promise<RecordedRequest[]> {
  return (await recorder.requests()).filter((request) => request.method !== 'GET');
}

/** The dataLayer entries with an event name, in order. */
export function dataLayerEvents(): Record<string, unknown>[] {
  return (window.dataLayer ?? []).filter((entry) => 'event' in entry);
}

afterEach(() => {
  delete window.dataLayer;
});
