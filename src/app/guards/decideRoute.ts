import { funnelPaths, paths, routeParams, signedInHome, type AppPath } from '../../config/paths';
import type { SubscriptionStatus } from '../../contract/api';
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
    hasSubscription: input.activeSubscriptions.data.length > 0 || hasSubscriptionRecord(input.subscription.data),
    phoneNumberParam: input.searchParams.phoneNumber,
    chosenPhoneNumber: input.chosenPhoneNumber,
  });
}

/**
 * Whether GET /webgetsubscription knows of a subscription, current or not ('transition',
 * 'canceled'): a customer who never subscribed has no status, a null or empty one, or 'none'.
 */
function hasSubscriptionRecord(subscription: SubscriptionStatus): boolean {
  const status = subscription.status?.trim().toLowerCase();
  return Boolean(status) && status !== 'none';
}

function firstFailure(queries: LoadState<unknown>[]): string | null {
  for (const query of queries) if (query.status === 'error') return query.failure;
  return null;
}

interface FunnelInput {
  path: string;
  hasActiveSubscription: boolean;
  /** Any subscription at all, a lapsed or cancelled one included. */
  hasSubscription: boolean;
  /** SPEC's 'phone_number param': the ?phone_number= query parameter. */
  phoneNumberParam: string | null;
  /** SPEC's number 'stored': the one chosen on /area-code during sign-up, kept in the session. */
  chosenPhoneNumber: string | null;
}

/** Keeps ?phone_number= on the way to /pricing-page, so the next page still knows the number. */
function toPricingWith(phoneNumberParam: string): GuardDecision {
  return { kind: 'redirect', to: paths.pricing, search: `?${new URLSearchParams({ [routeParams.phoneNumber]: phoneNumberParam })}` };
}

/** SPEC §2 'Route guard', its four rules about the funnel in the spec's order, read literally. */
function decideFunnel({ path, hasActiveSubscription, hasSubscription, phoneNumberParam, chosenPhoneNumber }: FunnelInput): GuardDecision {
  // 'No active subscription and a phone_number param: only /pricing-page and /checkout are
  // allowed; anything else goes to /pricing-page.'
  if (!hasActiveSubscription && phoneNumberParam) {
    return path === paths.pricing || path === paths.checkout ? allow : toPricingWith(phoneNumberParam);
  }
  // 'No subscription, no phone param and none stored: go to /area-code.'
  if (!hasSubscription && !phoneNumberParam && !chosenPhoneNumber) {
    return path === paths.areaCode ? allow : redirect(paths.areaCode);
  }
  // 'Active subscription and a phone_number param: /pricing-page, /checkout and /area-code
  // redirect to /dashboard/account.'
  if (hasActiveSubscription && phoneNumberParam && isOneOf(path, funnelPaths)) return redirect(signedInHome);
  // '/area-code with a phone_number param redirects to /pricing-page': every such case has been
  // decided above (without an active subscription by the first rule, with one by the third).
  return allow;
}
