import type { GuardInput, LoadState } from '../../src/app/guards/guardTypes';
import { buildActiveSubscription, buildPhone, buildProfile, buildSessionUser, buildSubscriptionStatus } from '../factories';

export const loaded = <T>(data: T): LoadState<T> => ({ status: 'loaded', data });
export const loading: LoadState<never> = { status: 'loading' };
export const failed = (failure = 'Internal Server Error'): LoadState<never> => ({ status: 'error', failure });

/** The number the customer owns in these inputs (first item of GET /webphones). */
export const ownedNumber = '8575550199';
/** A number that came in the URL as ?phone_number=. */
export const paramNumber = '6175550123';

/** A signed-in, verified customer with no subscription and no number, on /area-code. */
export function newCustomer(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    path: '/area-code',
    searchParams: { phoneNumber: null, token: null },
    token: 'tok-session-1',
    user: buildSessionUser(),
    profile: loaded(buildProfile()),
    subscription: loaded(buildSubscriptionStatus({ status: 'none', payment_method: null })),
    activeSubscriptions: loaded([]),
    phones: loaded([]),
    chosenPhoneNumber: null,
    ...overrides,
  };
}

/** A customer with an active plan and a number. */
export function subscriber(overrides: Partial<GuardInput> = {}): GuardInput {
  return newCustomer({
    path: '/dashboard/account',
    subscription: loaded(buildSubscriptionStatus()),
    activeSubscriptions: loaded([buildActiveSubscription()]),
    phones: loaded([buildPhone({ phone_number: ownedNumber })]),
    ...overrides,
  });
}

/** A visitor without a session. */
export function visitor(overrides: Partial<GuardInput> = {}): GuardInput {
  return newCustomer({ token: null, user: null, profile: loading, subscription: loading, activeSubscriptions: loading, phones: loading, ...overrides });
}

/** URL query parameters the guard reads. */
export function query(params: { phoneNumber?: string; token?: string }): GuardInput['searchParams'] {
  return { phoneNumber: params.phoneNumber ?? null, token: params.token ?? null };
}
