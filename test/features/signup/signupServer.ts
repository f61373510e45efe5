import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { CheckoutState } from '../../../src/lib/routeState';
import type { SessionState } from '../../../src/session/sessionSlice';
import type { CreatePortRequest, PortRequest } from '../../../src/contract/api';
import { buildActiveSubscription, buildPlanList, buildPortRequest, buildProfile, buildSubscriptionStatus } from '../../factories';
import { renderApp, signedInSession } from '../../app/renderApp';
import { apiUrl } from '../../mocks/apiUrl';
import { paymentPanelShown } from '../testCard';
import type { RecordedRequest, RequestRecorder } from '../../mocks/requestRecorder';
import { plansAvailable, type CustomerData } from '../../mocks/scenarios';

export const [monthlyPlan, quarterlyPlan, yearlyPlan] = buildPlanList();

/** A verified customer with no plan and no number yet: the start of the funnel. */
export const newCustomer: Omit<CustomerData, 'profile'> = {
  subscription: buildSubscriptionStatus({ status: 'none', payment_method: null }),
  activeSubscriptions: [],
  phones: [],
};

/** How the server's sandbox payment provider treats Stripe's test tokens (server/src/providers/payments). */
const DECLINED = 'Your card was declined.';
const refusedAtSave: Record<string, string> = { tok_chargeDeclined: DECLINED, tok_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.' };
const refusedAtCharge: Record<string, string> = { tok_chargeCustomerFail: DECLINED };
const knownTokens = new Set(['tok_visa', 'tok_mastercard', ...Object.keys(refusedAtSave), ...Object.keys(refusedAtCharge)]);

/**
 * The server as the funnel sees it: the route guard's four calls, the plans, the sandbox's card
 * tokens (0002 refused when saved, 0341 saved but every charge refused, 402 with Stripe's text),
 * and every other purchase succeeding, with what was bought showing in the later answers (a plan
 * in the active list, the number in the phone list), as the real server does. Put failure
 * overrides after it; pass the same handlers to server.resetHandlers() to lift them while
 * keeping what was bought.
 */
export function funnelServer(customer: Partial<CustomerData> = {}): HttpHandler[] {
  const state: CustomerData = {
    profile: buildProfile(),
    ...structuredClone(newCustomer),
    ...customer,
  };
  let savedCard: string | null = null;
  const json = (read: () => JsonBodyType) => () => HttpResponse.json(structuredClone(read()));
  const refusal = (failure: string) => HttpResponse.json({ failure }, { status: 402 });
  const saveCard = async ({ request }: { request: Request }) => {
    const { user_stripe_token: token } = (await request.json()) as { user_stripe_token: string };
    if (!knownTokens.has(token)) return HttpResponse.json({ failure: 'Invalid card token.' }, { status: 402 });
    if (refusedAtSave[token]) return refusal(refusedAtSave[token]);
    savedCard = token;
    return HttpResponse.json({ success: true });
  };
  const charge = (apply: () => void) => () => {
    if (!savedCard) return refusal('This customer has no saved card.');
    if (refusedAtCharge[savedCard]) return refusal(refusedAtCharge[savedCard]);
    apply();
    return HttpResponse.json({ success: true });
  };
  const planBought = charge(() => {
    state.subscription = buildSubscriptionStatus();
    state.activeSubscriptions = [buildActiveSubscription()];
  });
  const filed: PortRequest[] = [];
  return [
    http.get(apiUrl('/user/webprofile'), json(() => state.profile)),
    http.get(apiUrl('/webgetsubscription'), json(() => state.subscription)),
    http.get(apiUrl('/websubscription/active'), json(() => state.activeSubscriptions)),
    http.get(apiUrl('/webphones'), json(() => state.phones)),
    ...plansAvailable([monthlyPlan, quarterlyPlan, yearlyPlan]),
    http.put(apiUrl('/user/webprofile/more'), saveCard),
    http.post(apiUrl('/websubscription'), planBought),
    http.post(apiUrl('/webresubscription'), planBought),
    http.post(apiUrl('/webupgradesubscription'), planBought),
    http.post(apiUrl('/webpurchasecredit'), charge(() => undefined)),
    http.post(apiUrl('/phones/webpurchase/:phone'), ({ params }) => {
      state.phones = [{ phone_number: String(params.phone), status: 'active' }];
      return HttpResponse.json({ success: true });
    }),
    // Before '/portphone/:number', which would take 'requests' for a number: the transfers filed so far.
    http.get(apiUrl('/portphone/requests'), () => HttpResponse.json(filed)),
    http.get(apiUrl('/portphone/:number'), ({ params }) => {
      state.phones = [{ phone_number: String(params.number), status: 'port_pending' }];
      return HttpResponse.json({ success: true });
    }),
    // The transfer with the carrier's details.
    http.post(apiUrl('/portphone/requests'), async ({ request }) => {
      const { phone_number: number } = (await request.json()) as CreatePortRequest;
      state.phones = [{ phone_number: number, status: 'port_pending' }];
      const created = buildPortRequest({ phone_number: number, status: 'submitted' });
      filed.unshift(created);
      return HttpResponse.json(created, { status: 201 });
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
  await paymentPanelShown();
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
