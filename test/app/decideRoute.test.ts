import { decideRoute } from '../../src/app/guards/decideRoute';
import type { GuardDecision, GuardInput } from '../../src/app/guards/guardTypes';
import type { AppPath } from '../../src/config/paths';
import { buildPhone, buildProfile, buildSubscriptionStatus } from '../factories';
import { failed, loaded, loading, newCustomer, ownedNumber, paramNumber, query, subscriber, visitor } from './guardInput';

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const to = (path: AppPath): GuardDecision => ({ kind: 'redirect', to: path });
/** The redirect that passes the URL's number on to /pricing-page. */
const toPricingWithParam: GuardDecision = { kind: 'redirect', to: '/pricing-page', search: `?phone_number=${paramNumber}` };
const clearSessionToLogin: GuardDecision = { kind: 'clearSessionAndRedirect', to: '/login' };

/** A customer whose plan lapsed (a failed renewal: 'transition'): no active subscription, a number owned. */
const lapsed = (overrides: Partial<GuardInput>) =>
  newCustomer({
    subscription: loaded(buildSubscriptionStatus({ status: 'transition' })),
    phones: loaded([buildPhone({ phone_number: ownedNumber })]),
    ...overrides,
  });
/** A customer who cancelled: no active subscription, a number owned. */
const cancelled = (overrides: Partial<GuardInput>) => lapsed({ subscription: loaded(buildSubscriptionStatus({ status: 'canceled' })), ...overrides });
/** A new customer who picked a number on /area-code (stored in the session), before paying. */
const chosenNumber = (overrides: Partial<GuardInput>) => newCustomer({ chosenPhoneNumber: '8575550101', ...overrides });
/** An active plan but no number (SPEC leaves it open: nothing is blocked). */
const planNoNumber = (overrides: Partial<GuardInput>) => subscriber({ phones: loaded([]), ...overrides });
const withParam = query({ phoneNumber: paramNumber });

const table: [rule: string, input: GuardInput, expected: GuardDecision][] = [
  // 'Without a session, /area-code accepts a token query param … Any other unauthenticated access goes to /login.'
  ['no session: a guarded page goes to /login', visitor({ path: '/dashboard/account' }), to('/login')],
  ['no session: the funnel goes to /login', visitor({ path: '/pricing-page' }), to('/login')],
  ['no session: /area-code?token= verifies the token', visitor({ searchParams: query({ token: 'one-time' }) }), { kind: 'verifyToken', token: 'one-time' }],
  ['no session: /area-code without a token goes to /login', visitor({ path: '/area-code' }), to('/login')],
  ['no session: a token param elsewhere than /area-code is ignored', visitor({ path: '/checkout', searchParams: query({ token: 'one-time' }) }), to('/login')],
  // 'A token but no user: go to /login.'
  ['a token but no user goes to /login', newCustomer({ user: null }), to('/login')],

  // 'Profile, subscription, active subscriptions and phone are loaded in parallel.'
  ['profile loading: wait', newCustomer({ profile: loading }), wait],
  ['subscription loading: wait', newCustomer({ subscription: loading }), wait],
  ['active subscriptions loading: wait', newCustomer({ activeSubscriptions: loading }), wait],
  ['phones loading: wait', newCustomer({ phones: loading }), wait],
  ['a failed guard query is shown, not guessed around', subscriber({ phones: failed('Network Error') }), { kind: 'failed', message: 'Network Error' }],
  // 'No valid profile: session cleared, go to /login.'
  ['profile failed: session cleared, /login', newCustomer({ profile: failed() }), clearSessionToLogin],
  ['profile failed decides at once, even while the rest loads', newCustomer({ profile: failed(), phones: loading }), clearSessionToLogin],
  ['profile without an email: session cleared, /login', newCustomer({ profile: loaded(buildProfile({ email: '' })) }), clearSessionToLogin],
  // §6 'Signed-in users must have a verified email or they are sent to verify-email.'
  [
    'unverified email: session cleared, /verify-email with the email',
    subscriber({ profile: loaded(buildProfile({ is_verified: false, email: 'new@example.com' })) }),
    { kind: 'clearSessionAndRedirect', to: '/verify-email', state: { email: 'new@example.com' } },
  ],

  // 'No active subscription and a phone_number param: only /pricing-page and /checkout are allowed;
  // anything else goes to /pricing-page.'
  ['no active + param: /pricing-page allowed', newCustomer({ path: '/pricing-page', searchParams: withParam }), allow],
  ['no active + param: /checkout allowed', newCustomer({ path: '/checkout', searchParams: withParam }), allow],
  ['no active + param: /area-code goes to /pricing-page', newCustomer({ searchParams: withParam }), toPricingWithParam],
  ['no active + param: the dashboard goes to /pricing-page', newCustomer({ path: '/dashboard/account', searchParams: withParam }), toPricingWithParam],
  ['no active + param: /subscribe_success goes to /pricing-page', newCustomer({ path: '/subscribe_success', searchParams: withParam }), toPricingWithParam],
  ['no active + param: a lapsed customer too', lapsed({ path: '/dashboard/calls', searchParams: withParam }), toPricingWithParam],
  ['no active + param: a number chosen in the session changes nothing', chosenNumber({ path: '/add-credit', searchParams: withParam }), toPricingWithParam],

  // 'No subscription, no phone param and none stored: go to /area-code.'
  ['never subscribed, nothing chosen: /area-code allowed', newCustomer({ path: '/area-code' }), allow],
  ['never subscribed, nothing chosen: /pricing-page goes to /area-code', newCustomer({ path: '/pricing-page' }), to('/area-code')],
  ['never subscribed, nothing chosen: /checkout goes to /area-code', newCustomer({ path: '/checkout' }), to('/area-code')],
  ['never subscribed, nothing chosen: the dashboard goes to /area-code', newCustomer({ path: '/dashboard/account' }), to('/area-code')],
  ['never subscribed, nothing chosen: /purchase-esim goes to /area-code', newCustomer({ path: '/purchase-esim' }), to('/area-code')],
  ['never subscribed (status null): the dashboard goes to /area-code', newCustomer({ path: '/dashboard/calls', subscription: loaded({ status: null }) }), to('/area-code')],
  ['never subscribed (no status field): the dashboard goes to /area-code', newCustomer({ path: '/dashboard/calls', subscription: loaded({}) }), to('/area-code')],
  ['never subscribed but owns a number: still /area-code (the phones list is not the param)', newCustomer({ path: '/dashboard/chats', phones: loaded([buildPhone()]) }), to('/area-code')],
  // …so with a number stored, or with any subscription, the rule does not apply:
  ['number stored: /area-code allowed', chosenNumber({ path: '/area-code' }), allow],
  ['number stored: /pricing-page allowed', chosenNumber({ path: '/pricing-page' }), allow],
  ['number stored: /checkout allowed', chosenNumber({ path: '/checkout' }), allow],
  ['number stored: the dashboard allowed (no rule stops it)', chosenNumber({ path: '/dashboard/plan' }), allow],
  ['lapsed plan: the call history allowed', lapsed({ path: '/dashboard/calls' }), allow],
  ['lapsed plan: the billing history allowed', lapsed({ path: '/dashboard/billing' }), allow],
  ['lapsed plan: the chats allowed', lapsed({ path: '/dashboard/chats' }), allow],
  ['lapsed plan: the plan page allowed (it offers SUBSCRIBE)', lapsed({ path: '/dashboard/plan' }), allow],
  ['lapsed plan: the account page allowed (account deletion)', lapsed({ path: '/dashboard/account' }), allow],
  ['lapsed plan: /pricing-page allowed (to renew)', lapsed({ path: '/pricing-page' }), allow],
  ['lapsed plan: /checkout allowed', lapsed({ path: '/checkout' }), allow],
  ['cancelled plan: the dashboard allowed', cancelled({ path: '/dashboard/calls' }), allow],
  ['cancelled plan: /pricing-page allowed', cancelled({ path: '/pricing-page' }), allow],

  // 'Active subscription and a phone_number param: /pricing-page, /checkout and /area-code redirect to /dashboard/account.'
  ['active + param: /pricing-page goes to the dashboard', subscriber({ path: '/pricing-page', searchParams: withParam }), to('/dashboard/account')],
  ['active + param: /checkout goes to the dashboard', subscriber({ path: '/checkout', searchParams: withParam }), to('/dashboard/account')],
  ['active + param: /area-code goes to the dashboard', subscriber({ path: '/area-code', searchParams: withParam }), to('/dashboard/account')],
  ['active + param: the dashboard allowed', subscriber({ path: '/dashboard/calls', searchParams: withParam }), allow],
  // …and without the param nothing stops a subscriber: the pricing page leads to the checkout's upgrade.
  ['active, no param: /pricing-page allowed (to choose a bigger plan)', subscriber({ path: '/pricing-page' }), allow],
  ['active, no param: /checkout allowed (the upgrade branch)', subscriber({ path: '/checkout' }), allow],
  ['active, no param: /area-code allowed', subscriber({ path: '/area-code' }), allow],
  ['active: /subscribe_success allowed (right after a purchase)', subscriber({ path: '/subscribe_success' }), allow],
  ['active: /dashboard/account allowed', subscriber({ path: '/dashboard/account' }), allow],
  ['active: /dashboard/esim allowed', subscriber({ path: '/dashboard/esim' }), allow],
  ['active: /add-credit allowed', subscriber({ path: '/add-credit' }), allow],
  ['active: /purchase-esim allowed', subscriber({ path: '/purchase-esim' }), allow],
  ['active, no number: the dashboard allowed', planNoNumber({ path: '/dashboard/account' }), allow],
  ['active, no number: /area-code allowed', planNoNumber({ path: '/area-code' }), allow],

  // '/area-code with a phone_number param redirects to /pricing-page' (decided by the rules above).
  ['/area-code + param, no active subscription: /pricing-page', lapsed({ path: '/area-code', searchParams: withParam }), toPricingWithParam],

  // Edge cases
  ['a trailing slash is the same route', subscriber({ path: '/area-code/', searchParams: withParam }), to('/dashboard/account')],
  ['with a session, ?token= on /area-code is ignored', newCustomer({ searchParams: query({ token: 'one-time' }) }), allow],
];

describe('decideRoute', () => {
  it.each(table)('%s', (_rule, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});
