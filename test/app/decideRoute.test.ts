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

/** A customer with no plan who owns a number (e.g. a lapsed 'transition' subscription). */
const ownsNumberNoPlan = (overrides: Partial<GuardInput>) =>
  newCustomer({
    subscription: loaded(buildSubscriptionStatus({ status: 'transition' })),
    phones: loaded([buildPhone({ phone_number: ownedNumber })]),
    ...overrides,
  });
/** A customer with no plan and no number who picked one on /area-code. */
const chosenNumber = (overrides: Partial<GuardInput>) => newCustomer({ chosenPhoneNumber: '8575550101', ...overrides });
/** An active plan but no number (SPEC leaves it open: nothing is blocked). */
const planNoNumber = (overrides: Partial<GuardInput>) => subscriber({ phones: loaded([]), ...overrides });

const table: [rule: string, input: GuardInput, expected: GuardDecision][] = [
  // Without a session (SPEC §2, §6)
  ['no session: a guarded page goes to /login', visitor({ path: '/dashboard/account' }), to('/login')],
  ['no session: the funnel goes to /login', visitor({ path: '/pricing-page' }), to('/login')],
  ['no session: /area-code?token= verifies the token', visitor({ searchParams: query({ token: 'one-time' }) }), { kind: 'verifyToken', token: 'one-time' }],
  ['no session: /area-code without a token goes to /login', visitor({ path: '/area-code' }), to('/login')],
  ['no session: a token param elsewhere than /area-code is ignored', visitor({ path: '/checkout', searchParams: query({ token: 'one-time' }) }), to('/login')],
  ['a token but no user goes to /login', newCustomer({ user: null }), to('/login')],

  // The profile
  ['profile loading: wait', newCustomer({ profile: loading }), wait],
  ['profile failed: session cleared, /login', newCustomer({ profile: failed() }), clearSessionToLogin],
  ['profile failed decides at once, even while the rest loads', newCustomer({ profile: failed(), phones: loading }), clearSessionToLogin],
  ['profile without an email: session cleared, /login', newCustomer({ profile: loaded(buildProfile({ email: '' })) }), clearSessionToLogin],
  [
    'unverified email: session cleared, /verify-email with the email',
    subscriber({ profile: loaded(buildProfile({ is_verified: false, email: 'new@example.com' })) }),
    { kind: 'clearSessionAndRedirect', to: '/verify-email', state: { email: 'new@example.com' } },
  ],

  // The other three guard queries
  ['subscription loading: wait', newCustomer({ subscription: loading }), wait],
  ['active subscriptions loading: wait', newCustomer({ activeSubscriptions: loading }), wait],
  ['phones loading: wait', newCustomer({ phones: loading }), wait],
  ['a failed guard query is shown, not guessed around', subscriber({ phones: failed('Network Error') }), { kind: 'failed', message: 'Network Error' }],

  // No active subscription, a phone_number (the URL param)
  ['no plan + ?phone_number: /pricing-page allowed', newCustomer({ path: '/pricing-page', searchParams: query({ phoneNumber: paramNumber }) }), allow],
  ['no plan + ?phone_number: /checkout allowed', newCustomer({ path: '/checkout', searchParams: query({ phoneNumber: paramNumber }) }), allow],
  ['no plan + ?phone_number: /area-code goes to /pricing-page', newCustomer({ searchParams: query({ phoneNumber: paramNumber }) }), toPricingWithParam],
  ['no plan + ?phone_number: the dashboard goes to /pricing-page', newCustomer({ path: '/dashboard/account', searchParams: query({ phoneNumber: paramNumber }) }), toPricingWithParam],
  ['no plan + ?phone_number: /subscribe_success goes to /pricing-page', newCustomer({ path: '/subscribe_success', searchParams: query({ phoneNumber: paramNumber }) }), toPricingWithParam],
  // No active subscription, a phone_number (the owned number: our interpretation)
  ['no plan + owned number: /pricing-page allowed', ownsNumberNoPlan({ path: '/pricing-page' }), allow],
  ['no plan + owned number: /checkout allowed', ownsNumberNoPlan({ path: '/checkout' }), allow],
  ['no plan + owned number: /area-code goes to /pricing-page', ownsNumberNoPlan({ path: '/area-code' }), to('/pricing-page')],
  ['no plan + owned number: /dashboard/chats goes to /pricing-page', ownsNumberNoPlan({ path: '/dashboard/chats' }), to('/pricing-page')],
  ['no plan + owned number: /add-credit goes to /pricing-page', ownsNumberNoPlan({ path: '/add-credit' }), to('/pricing-page')],

  // No active subscription, no phone_number, nothing chosen
  ['nothing yet: /area-code allowed', newCustomer({ path: '/area-code' }), allow],
  ['nothing yet: /pricing-page goes to /area-code', newCustomer({ path: '/pricing-page' }), to('/area-code')],
  ['nothing yet: /checkout goes to /area-code', newCustomer({ path: '/checkout' }), to('/area-code')],
  ['nothing yet: the dashboard goes to /area-code', newCustomer({ path: '/dashboard/account' }), to('/area-code')],
  ['nothing yet: /purchase-esim goes to /area-code', newCustomer({ path: '/purchase-esim' }), to('/area-code')],

  // No active subscription, no phone_number, a number chosen in the session
  ['chosen number: /area-code allowed', chosenNumber({ path: '/area-code' }), allow],
  ['chosen number: /pricing-page allowed', chosenNumber({ path: '/pricing-page' }), allow],
  ['chosen number: /checkout allowed', chosenNumber({ path: '/checkout' }), allow],
  ['chosen number: the dashboard goes to /pricing-page', chosenNumber({ path: '/dashboard/plan' }), to('/pricing-page')],
  ['chosen number: /subscribe_success goes to /pricing-page', chosenNumber({ path: '/subscribe_success' }), to('/pricing-page')],

  // Active subscription and a phone_number
  ['plan + number: /pricing-page goes to the dashboard', subscriber({ path: '/pricing-page' }), to('/dashboard/account')],
  ['plan + number: /checkout goes to the dashboard', subscriber({ path: '/checkout' }), to('/dashboard/account')],
  ['plan + number: /area-code goes to the dashboard', subscriber({ path: '/area-code' }), to('/dashboard/account')],
  ['plan + ?phone_number: /area-code goes to the dashboard', subscriber({ path: '/area-code', phones: loaded([]), searchParams: query({ phoneNumber: paramNumber }) }), to('/dashboard/account')],
  ['plan + number: /subscribe_success allowed (right after a purchase)', subscriber({ path: '/subscribe_success' }), allow],
  ['plan + number: /dashboard/account allowed', subscriber({ path: '/dashboard/account' }), allow],
  ['plan + number: /dashboard/calls allowed', subscriber({ path: '/dashboard/calls' }), allow],
  ['plan + number: /dashboard/esim allowed', subscriber({ path: '/dashboard/esim' }), allow],
  ['plan + number: /add-credit allowed', subscriber({ path: '/add-credit' }), allow],
  ['plan + number: /purchase-esim allowed', subscriber({ path: '/purchase-esim' }), allow],

  // Active subscription, no number
  ['plan, no number: /area-code allowed', planNoNumber({ path: '/area-code' }), allow],
  ['plan, no number: /subscribe_success allowed', planNoNumber({ path: '/subscribe_success' }), allow],
  ['plan, no number: the dashboard allowed', planNoNumber({ path: '/dashboard/account' }), allow],

  // Edge cases
  ['a trailing slash is the same route', subscriber({ path: '/area-code/' }), to('/dashboard/account')],
  ['with a session, ?token= on /area-code is ignored', newCustomer({ searchParams: query({ token: 'one-time' }) }), allow],
  ['the param wins over the owned number when passed on', ownsNumberNoPlan({ path: '/add-credit', searchParams: query({ phoneNumber: paramNumber }) }), toPricingWithParam],
  ['?phone_number wins over having nothing chosen', newCustomer({ path: '/checkout', searchParams: query({ phoneNumber: paramNumber }) }), allow],
];

describe('decideRoute', () => {
  it.each(table)('%s', (_rule, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});
