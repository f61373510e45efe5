import { funnelPaths, paths, routeParams, signedInHome, type AppPath } from '../../config/paths';
import type { GuardDecision, GuardInput, LoadState } from './guardTypes';

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };

function redirect(to: AppPath): GuardDecision {
  return { kind: 'redirect', to };
}

/** '/area-code/' and '/area-code' are the same route. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isOneOf(path: string, list: readonly string[]): boolean {
  return list.includes(path);
}

/**
 * The route guard of SPEC §2 'Route guard' and §6, as a pure function of the URL, the session
 * and the four guard queries (profile, subscription, active subscriptions, phones), which
 * RequireAuth loads in parallel.
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = normalisePath(input.path);

  if (!input.token) {
    // Without a session only /area-code?token=… gets in: the token is exchanged for a session.
    if (path === paths.areaCode && input.searchParams.token) return { kind: 'verifyToken', token: input.searchParams.token };
    return redirect(paths.login);
  }
  if (!input.user) return redirect(paths.login);

  const { profile } = input;
  if (profile.status === 'error') return { kind: 'clearSessionAndRedirect', to: paths.login };
  if (profile.status === 'loading') return wait;
  if (!profile.data?.email) return { kind: 'clearSessionAndRedirect', to: paths.login };
  if (!profile.data.is_verified) {
    // SPEC §6: verified email or /verify-email; §4: a verify redirect clears the session first.
    return { kind: 'clearSessionAndRedirect', to: paths.verifyEmail, state: { email: profile.data.email } };
  }

  const failure = firstFailure([input.subscription, input.activeSubscriptions, input.phones]);
  if (failure !== null) return { kind: 'failed', message: failure };
  if (input.subscription.status !== 'loaded' || input.activeSubscriptions.status !== 'loaded' || input.phones.status !== 'loaded') {
    return wait;
  }

  return decideFunnel({
    path,
    hasActiveSubscription: input.activeSubscriptions.data.length > 0,
    // INTERPRETATION of SPEC's 'phone_number param': the ?phone_number= query parameter when the
    // URL has one, else the number the customer already owns (the first item of GET /webphones).
    phoneNumber: input.searchParams.phoneNumber ?? input.phones.data[0]?.phone_number ?? null,
    phoneNumberParam: input.searchParams.phoneNumber,
    chosenPhoneNumber: input.chosenPhoneNumber,
  });
}

function firstFailure(queries: LoadState<unknown>[]): string | null {
  for (const query of queries) if (query.status === 'error') return query.failure;
  return null;
}

interface FunnelInput {
  path: string;
  hasActiveSubscription: boolean;
  phoneNumber: string | null;
  /** The number when it came in the URL, to pass on to /pricing-page. */
  phoneNumberParam: string | null;
  chosenPhoneNumber: string | null;
}

/** Where a verified customer may go, given their subscription and number. */
function decideFunnel({ path, hasActiveSubscription, phoneNumber, phoneNumberParam, chosenPhoneNumber }: FunnelInput): GuardDecision {
  if (hasActiveSubscription) {
    // A subscriber with a number has nothing left to buy in the funnel.
    if (phoneNumber && isOneOf(path, funnelPaths)) return redirect(signedInHome);
    // Everything else, /subscribe_success right after a purchase included. A subscriber without
    // a number (SPEC leaves this open) may still pick one.
    return allow;
  }
  if (phoneNumber) {
    // A number but no plan: only choosing and paying for a plan (/area-code with a number → pricing).
    if (path === paths.pricing || path === paths.checkout) return allow;
    // Without the param, /pricing-page would not know the number and send the customer to /area-code.
    if (!phoneNumberParam) return redirect(paths.pricing);
    const search = `?${new URLSearchParams({ [routeParams.phoneNumber]: phoneNumberParam })}`;
    return { kind: 'redirect', to: paths.pricing, search };
  }
  if (!chosenPhoneNumber) {
    // Nothing chosen yet: the funnel starts at /area-code.
    return path === paths.areaCode ? allow : redirect(paths.areaCode);
  }
  // A number chosen in this session but not bought: the funnel is open, the rest waits for a plan.
  return isOneOf(path, funnelPaths) ? allow : redirect(paths.pricing);
}
