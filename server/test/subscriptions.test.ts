import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import type { ActiveSubscription, Plan } from '../../src/contract/api';
import { renewDueSubscriptions } from '../src/billing/renewals';
import { NO_SAVED_CARD } from '../src/billing/purchase';
import { balanceOf, buyPlan, contextOf, createSubscribedUser, plansByInterval, quietLog, saveCard } from './helpers/billing';
import { mailWithSubject } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer();

const get = (user: SignedInUser, url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: user.headers });
const statusOf = async (user: SignedInUser) => (await get(user, '/webgetsubscription')).json<{ status: string; payment_method: string | null }>();
const activeOf = async (user: SignedInUser) => (await get(user, '/websubscription/active')).json<Required<ActiveSubscription<number>>[]>();
const paymentsOf = (userId: number) => server.db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const subscriptionsOf = (userId: number) => server.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
/** Moves the user's live subscription's paid period into the past, so the next renewal run charges it. */
const makeDue = (userId: number) =>
  server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', userId).where('status', '=', 'active').execute();

describe('authentication', () => {
  test.each([
    ['GET', '/webgetsubscription'],
    ['GET', '/websubscription/active'],
    ['POST', '/websubscription'],
    ['POST', '/webresubscription'],
    ['POST', '/webupgradesubscription'],
    ['DELETE', '/websubscription/details/1'],
    ['POST', '/websubscription/details/1/resume'],
    ['PUT', '/user/webprofile/more'],
  ] as const)('%s %s needs a valid token', async (method, url) => {
    const none = await server.app.inject({ method, url: `/api${url}` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('failure');
    const wrong = await server.app.inject({ method, url: `/api${url}`, headers: authHeader('x'.repeat(43)) });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('PUT /api/user/webprofile/more', () => {
  test("saves the card: the subscription's payment method becomes 'stripe'", async () => {
    const user = await createSignedInUser(server);
    expect(await statusOf(user)).toEqual({ status: 'none', payment_method: null });
    const response = await saveCard(server, user, 'tok_visa');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Payment info changed' });
    expect(await statusOf(user)).toEqual({ status: 'none', payment_method: 'stripe' });
    const row = await server.db.selectFrom('users').select(['payment_customer_id', 'payment_method_token']).where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.payment_customer_id).toMatch(/^cus_sandbox_/);
    expect(row.payment_method_token).toMatch(/^pm_sandbox_/);
    // A second card keeps the customer.
    expect((await saveCard(server, user, 'tok_mastercard')).statusCode).toBe(200);
    const after = await server.db.selectFrom('users').select(['payment_customer_id', 'payment_method_token']).where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(after.payment_customer_id).toBe(row.payment_customer_id);
    expect(after.payment_method_token).not.toBe(row.payment_method_token);
  });

  test.each([
    ['tok_chargeDeclined', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['tok_somethingElse', 'Invalid card token.'],
  ])('%s is refused with 402 and the provider text', async (token, failure) => {
    const user = await createSignedInUser(server);
    const response = await saveCard(server, user, token);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ failure });
    expect((await statusOf(user)).payment_method).toBeNull();
  });

  test.each([
    ['no body field', {}],
    ['a number', { user_stripe_token: 42 }],
    ['an empty token', { user_stripe_token: '' }],
    ['odd characters', { user_stripe_token: 'tok visa<script>' }],
    ['a huge token', { user_stripe_token: 'a'.repeat(300) }],
  ])('%s is a 400', async (_name, payload) => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'PUT', url: '/api/user/webprofile/more', headers: user.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('failure');
  });
});

describe('GET /api/plans/', () => {
  test('lists the seeded plans in cents; only the current plan carries subscription_id and subscription_date', async () => {
    const user = await createSignedInUser(server);
    const plans = (await get(user, '/plans/')).json<Plan<number>[]>();
    expect(plans.map((p) => [p.plan_interval, p.new_total_amount])).toEqual([
      ['month', 1299],
      ['3 months', 2997],
      ['year', 8388],
    ]);
    expect(plans.every((p) => p.subscription_id === null && p.subscription_date === null)).toBe(true);
    expect(plans[0].description_en.split('•').length).toBeGreaterThan(1);

    const subscriber = await createSubscribedUser(server);
    const theirs = (await get(subscriber, '/plans/')).json<Plan<number>[]>();
    const current = theirs.filter((p) => p.subscription_id !== null);
    expect(current).toHaveLength(1);
    expect(current[0].plan_interval).toBe('month');
    expect(new Date(current[0].subscription_date as string).getTime()).toBeLessThanOrEqual(Date.now());
    // Someone else's subscription shows in nobody else's plans.
    expect((await get(user, '/plans/')).json<Plan<number>[]>().every((p) => p.subscription_id === null)).toBe(true);
  });

  test("is public (SPEC §7 'auth none'): a visitor gets the same catalogue without anyone's markers", async () => {
    await createSubscribedUser(server);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/plans/' });
    expect(anonymous.statusCode).toBe(200);
    const plans = anonymous.json<Plan<number>[]>();
    expect(plans.map((p) => p.plan_interval)).toEqual(['month', '3 months', 'year']);
    expect(plans.every((p) => p.subscription_id === null && p.subscription_date === null)).toBe(true);
  });

  test("reads the catalogue from the database at most once a minute (SPEC §7 '(cached)')", async () => {
    await server.app.inject({ method: 'GET', url: '/api/plans/' });
    // Earlier purchases' receipt mails read their plan after answering: not the route's reads.
    await server.app.backgroundTasks.idle();
    const reads: string[] = [];
    const selectFrom = server.db.selectFrom.bind(server.db);
    const spy = jest.spyOn(server.db, 'selectFrom').mockImplementation(((from: string) => {
      reads.push(from);
      return selectFrom(from as never);
    }) as never);
    try {
      for (let visit = 0; visit < 5; visit += 1) expect((await server.app.inject({ method: 'GET', url: '/api/plans/' })).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(reads.filter((table) => table.includes('plans'))).toEqual([]);
  });

  test('a token that is sent must be live: a signed-out token is refused, not served as a visitor', async () => {
    const stale = await server.app.inject({ method: 'GET', url: '/api/plans/', headers: authHeader('x'.repeat(43)) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toHaveProperty('failure');
  });
});

describe('POST /api/websubscription', () => {
  test('charges the saved card once, activates the plan, adds 100 credits and emails a confirmation', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    const response = await buyPlan(server, user, '/websubscription', plans['3 months'].plan_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your subscription is active.' });
    expect(await statusOf(user)).toEqual({ status: 'active', payment_method: 'stripe' });
    const active = await activeOf(user);
    expect(active).toEqual([expect.objectContaining({ plan_id: plans['3 months'].plan_id, plan_name_en: '3 Months', status: 'active' })]);
    expect(await balanceOf(server, user)).toBe(1);
    const [payment] = await paymentsOf(user.userId);
    expect(payment).toMatchObject({ kind: 'subscription', amount_cents: 2997, status: 'succeeded', subscription_id: active[0].subscription_id });
    const [subscription] = await subscriptionsOf(user.userId);
    const months = (new Date(subscription.current_period_end).getTime() - new Date(subscription.current_period_start).getTime()) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(92);
    expect((await mailWithSubject(server, user.email, /3 Months plan is active/)).text).toContain('3 Months');
  });

  test('without a saved card nothing is charged', async () => {
    const user = await createSignedInUser(server);
    const plans = await plansByInterval(server, user);
    const response = await buyPlan(server, user, '/websubscription', plans.month.plan_id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: NO_SAVED_CARD });
    expect(await paymentsOf(user.userId)).toEqual([]);
  });

  test('a failed reCAPTCHA is refused before any charge', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    const response = await buyPlan(server, user, '/websubscription', plans.month.plan_id, { recaptcha: 'not-a-human' });
    expect(response.statusCode).toBe(400);
    expect(response.json().failure).toMatch(/reCAPTCHA/);
    expect(await paymentsOf(user.userId)).toEqual([]);
  });

  test('a card whose charges fail answers 402 with the provider text and records no subscription', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_chargeCustomerFail');
    const plans = await plansByInterval(server, user);
    const response = await buyPlan(server, user, '/websubscription', plans.month.plan_id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ failure: 'Your card was declined.' });
    expect(await statusOf(user)).toMatchObject({ status: 'none' });
    expect(await subscriptionsOf(user.userId)).toEqual([]);
    expect(await balanceOf(server, user)).toBe(0);
    expect((await paymentsOf(user.userId)).map((p) => p.status)).toEqual(['failed']);
    // After fixing the card, the same attempt (same key) goes through.
    await saveCard(server, user, 'tok_visa');
    const key = 'retry-after-decline';
    await saveCard(server, user, 'tok_chargeCustomerFail');
    expect((await buyPlan(server, user, '/websubscription', plans.month.plan_id, { key })).statusCode).toBe(402);
    await saveCard(server, user, 'tok_visa');
    expect((await buyPlan(server, user, '/websubscription', plans.month.plan_id, { key })).statusCode).toBe(200);
  });

  test('a second subscription is refused', async () => {
    const user = await createSubscribedUser(server);
    const plans = await plansByInterval(server, user);
    const response = await buyPlan(server, user, '/websubscription', plans.year.plan_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ failure: 'You already have a subscription.' });
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  test.each([
    ['an unknown plan', { plan: 999999 }, 404],
    ['a plan as text', { plan: '1' }, 400],
    ['no plan', { plan: undefined }, 400],
    ['a negative plan', { plan: -1 }, 400],
    ['no reCAPTCHA token', { plan: 1, recaptcha_token: undefined }, 400],
    ['an extra field', { plan: 1, price: 0 }, 200],
  ])('%s → %s', async (_name, override, status) => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const valid: Record<string, unknown> = { plan: 1, recaptcha_token: sandboxRecaptchaToken() };
    const payload = { ...valid, ...override };
    const response = await server.app.inject({ method: 'POST', url: '/api/websubscription', headers: user.headers, payload });
    expect(response.statusCode).toBe(status);
    if (status !== 200) expect(response.json()).toHaveProperty('failure');
  });

  test('a malformed Idempotency-Key is a 400', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const response = await buyPlan(server, user, '/websubscription', 1, { key: 'has spaces in it' });
    expect(response.statusCode).toBe(400);
  });
});

describe('idempotency', () => {
  test('the same Idempotency-Key twice: one payment, one subscription, one bonus, the same answer', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    const first = await buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: 'checkout-attempt-1' });
    // A retry carries the same (already used) reCAPTCHA token; in production Google would refuse it.
    const second = await buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: 'checkout-attempt-1', recaptcha: 'used-token' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(user.userId)).toHaveLength(1);
    expect(await subscriptionsOf(user.userId)).toHaveLength(1);
    expect(await balanceOf(server, user)).toBe(1);
    const charges = await server.db.selectFrom('sandbox_charges').select('id').where('description', 'like', 'Subscription:%').execute();
    expect(charges.length).toBeGreaterThan(0);
  });

  test('two requests at once with one key: one charge, and both answer the same', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    const chargesBefore = (await server.db.selectFrom('sandbox_charges').select('id').execute()).length;
    const [a, b] = await Promise.all([
      buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: 'double-click' }),
      buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: 'double-click' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await server.db.selectFrom('sandbox_charges').select('id').execute()).length).toBe(chargesBefore + 1);
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  test('without a header, a double click still charges once', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    const [a, b] = await Promise.all([
      buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: null }),
      buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: null }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  test('one key reused for another plan is refused', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/websubscription', plans.month.plan_id, { key: 'k1' })).statusCode).toBe(200);
    const other = await buyPlan(server, user, '/websubscription', plans.year.plan_id, { key: 'k1' });
    expect(other.statusCode).toBe(409);
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  test("one user's key is not another's", async () => {
    const a = await createSignedInUser(server);
    const b = await createSignedInUser(server);
    await saveCard(server, a);
    await saveCard(server, b);
    expect((await buyPlan(server, a, '/websubscription', 1, { key: 'shared-key' })).statusCode).toBe(200);
    expect((await buyPlan(server, b, '/websubscription', 1, { key: 'shared-key' })).statusCode).toBe(200);
    expect(await paymentsOf(b.userId)).toHaveLength(1);
  });
});

describe('POST /api/webupgradesubscription', () => {
  test('moves to a costlier plan, charging its price less the unused part of the current period, and restarting the period', async () => {
    const user = await createSubscribedUser(server);
    const plans = await plansByInterval(server, user);
    const [before] = await subscriptionsOf(user.userId);
    const response = await buyPlan(server, user, '/webupgradesubscription', plans.year.plan_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your plan has been upgraded.' });
    const [after] = await subscriptionsOf(user.userId);
    expect(after.id).toBe(before.id);
    expect(after.plan_id).toBe(plans.year.plan_id);
    expect(new Date(after.current_period_end).getUTCFullYear() - new Date(after.current_period_start).getUTCFullYear()).toBe(1);
    // The monthly plan was paid moments ago: all of its $12.99 is credited (upgradeQuotes.test.ts has the maths).
    expect((await paymentsOf(user.userId)).map((p) => p.amount_cents)).toEqual([1299, 8388 - 1299]);
    expect(await balanceOf(server, user)).toBe(1);
    const current = (await get(user, '/plans/')).json<Plan<number>[]>().filter((p) => p.subscription_id !== null);
    expect(current.map((p) => p.plan_interval)).toEqual(['year']);
  });

  test('to the same or a cheaper plan is refused', async () => {
    const user = await createSubscribedUser(server);
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/webupgradesubscription', plans.year.plan_id)).statusCode).toBe(200);
    for (const plan of [plans.year, plans.month]) {
      const response = await buyPlan(server, user, '/webupgradesubscription', plan.plan_id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ failure: 'You can only upgrade to a plan that costs more than your current plan.' });
    }
    expect(await paymentsOf(user.userId)).toHaveLength(2);
  });

  test('without a subscription is refused', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const response = await buyPlan(server, user, '/webupgradesubscription', 3);
    expect(response.statusCode).toBe(409);
    expect(await paymentsOf(user.userId)).toEqual([]);
  });
});

describe('renewals', () => {
  test('a due subscription is charged for one more period from where it ended', async () => {
    const user = await createSubscribedUser(server);
    await makeDue(user.userId);
    const [due] = await subscriptionsOf(user.userId);
    const report = await renewDueSubscriptions(contextOf(server), quietLog);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const [renewed] = await subscriptionsOf(user.userId);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.current_period_start).getTime()).toBe(new Date(due.current_period_end).getTime());
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(Date.now());
    const payments = await paymentsOf(user.userId);
    expect(payments.map((p) => [p.description, p.status])).toEqual([
      ['Subscription: Monthly', 'succeeded'],
      ['Renewal: Monthly', 'succeeded'],
    ]);
    // Renewals bring no bonus credits; running again charges nothing more.
    expect(await balanceOf(server, user)).toBe(1);
    await renewDueSubscriptions(contextOf(server), quietLog);
    expect(await paymentsOf(user.userId)).toHaveLength(2);
  });

  test("a failed renewal moves to 'transition'; resubscribing makes it active again", async () => {
    const user = await createSubscribedUser(server);
    const plans = await plansByInterval(server, user);
    await saveCard(server, user, 'tok_chargeCustomerFail');
    await makeDue(user.userId);
    const report = await renewDueSubscriptions(contextOf(server), quietLog);
    expect(report.lapsed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(user)).toEqual({ status: 'transition', payment_method: 'stripe' });
    expect(await activeOf(user)).toEqual([]);
    expect((await paymentsOf(user.userId)).map((p) => p.status)).toEqual(['succeeded', 'failed']);

    // While lapsed: no new subscription, no upgrade; resubscribing with the failing card is declined.
    expect((await buyPlan(server, user, '/websubscription', plans.month.plan_id)).json()).toEqual({ failure: 'Your plan has expired: please renew your subscription.' });
    expect((await buyPlan(server, user, '/webupgradesubscription', plans.year.plan_id)).statusCode).toBe(409);
    const declined = await buyPlan(server, user, '/webresubscription', plans.month.plan_id);
    expect(declined.statusCode).toBe(402);
    expect(await statusOf(user)).toMatchObject({ status: 'transition' });

    await saveCard(server, user, 'tok_visa');
    const renewed = await buyPlan(server, user, '/webresubscription', plans.month.plan_id);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ success: true, message: 'Your subscription has been renewed.' });
    expect(await statusOf(user)).toEqual({ status: 'active', payment_method: 'stripe' });
    expect(await activeOf(user)).toHaveLength(1);
    expect(await subscriptionsOf(user.userId)).toHaveLength(1);
  });

  test('a renewal without a card lapses too', async () => {
    const user = await createSubscribedUser(server);
    await server.db.updateTable('users').set({ payment_method_token: null }).where('id', '=', user.userId).execute();
    await makeDue(user.userId);
    await renewDueSubscriptions(contextOf(server), quietLog);
    expect(await statusOf(user)).toMatchObject({ status: 'transition' });
  });

  test('resubscribing without a lapsed subscription is refused', async () => {
    const user = await createSubscribedUser(server);
    const response = await buyPlan(server, user, '/webresubscription', 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ failure: 'There is no expired subscription to renew.' });
  });
});

describe('DELETE /api/websubscription/details/{subscriptionId}', () => {
  test("cancels the caller's own subscription at the end of its paid period", async () => {
    const user = await createSubscribedUser(server);
    const [active] = await activeOf(user);
    const response = await server.app.inject({ method: 'DELETE', url: `/api/websubscription/details/${active.subscription_id}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await statusOf(user)).toMatchObject({ status: 'active' });
    expect(await activeOf(user)).toEqual([expect.objectContaining({ cancels_at: active.renews_at, renews_at: null })]);
    // Cancelling again is harmless; once the period is over, subscribing anew works and brings new bonus credits.
    expect((await server.app.inject({ method: 'DELETE', url: `/api/websubscription/details/${active.subscription_id}`, headers: user.headers })).statusCode).toBe(200);
    await renewDueSubscriptions(contextOf(server), quietLog, new Date(new Date(active.renews_at ?? '').getTime() + 1));
    expect(await statusOf(user)).toMatchObject({ status: 'canceled' });
    expect((await buyPlan(server, user, '/websubscription', 1)).statusCode).toBe(200);
    expect(await statusOf(user)).toMatchObject({ status: 'active' });
    expect(await balanceOf(server, user)).toBe(2);
  });

  test("another customer's subscription can be neither cancelled nor seen", async () => {
    const owner = await createSubscribedUser(server);
    const intruder = await createSubscribedUser(server);
    const [theirs] = await activeOf(owner);
    const response = await server.app.inject({ method: 'DELETE', url: `/api/websubscription/details/${theirs.subscription_id}`, headers: intruder.headers });
    expect(response.statusCode).toBe(404);
    expect(await statusOf(owner)).toMatchObject({ status: 'active' });
    const [mine] = await activeOf(intruder);
    expect(mine.subscription_id).not.toBe(theirs.subscription_id);
  });

  test.each(['abc', '-1', '99999999999', '1.5'])('%s is refused', async (id) => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'DELETE', url: `/api/websubscription/details/${id}`, headers: user.headers });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toHaveProperty('failure');
  });
});
