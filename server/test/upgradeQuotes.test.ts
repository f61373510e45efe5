import { randomUUID } from 'node:crypto';
import type { UpgradeQuoteResponse } from '../../src/contract/api';
import { prorateUpgrade } from '../src/billing/proration';
import { providerKey } from '../src/billing/purchase';
import { QUOTE_EXPIRED, QUOTE_STALE, QUOTE_UNKNOWN, QUOTE_USED, QUOTES_KEPT } from '../src/billing/upgradeQuotes';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { buyPlan, plansByInterval, saveCard } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer();

const DAY = 86_400_000;
const PRICES = { month: 1299, threeMonths: 2997, year: 8388 };

describe('the proration maths (Stripe: unused time of what was paid, in the customer\'s favour)', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-04-01T00:00:00Z'); // 90 days
  const base = { periodValueCents: 2997, periodStart: start, periodEnd: end, lapsed: false, newPlanTotalCents: 8388 };

  test('mid-period: the unused part is credited, rounded up to the cent', () => {
    // 45 of 90 days left: 2997 / 2 = 1498.5 → 1499 (the customer's favour).
    const half = prorateUpgrade({ ...base, now: new Date(start.getTime() + 45 * DAY) });
    expect(half).toEqual({ creditCents: 1499, planTotalCents: 8388, amountDueCents: 8388 - 1499 });
    // 30 of 90 days left: 999 exactly; a millisecond more is already 1000.
    expect(prorateUpgrade({ ...base, now: new Date(start.getTime() + 60 * DAY) }).creditCents).toBe(999);
    expect(prorateUpgrade({ ...base, now: new Date(start.getTime() + 60 * DAY - 1) }).creditCents).toBe(1000);
  });

  test('minutes after paying, nearly all of it is credited', () => {
    expect(prorateUpgrade({ ...base, now: new Date(start.getTime() + 60_000) })).toEqual({ creditCents: 2997, planTotalCents: 8388, amountDueCents: 5391 });
  });

  test('at or after the period end there is nothing left to credit', () => {
    expect(prorateUpgrade({ ...base, now: end })).toEqual({ creditCents: 0, planTotalCents: 8388, amountDueCents: 8388 });
    expect(prorateUpgrade({ ...base, now: new Date(end.getTime() + DAY) }).creditCents).toBe(0);
  });

  test('from a lapsed (transition) subscription there is no credit', () => {
    expect(prorateUpgrade({ ...base, lapsed: true, now: new Date(start.getTime() + DAY) })).toEqual({ creditCents: 0, planTotalCents: 8388, amountDueCents: 8388 });
  });

  test('a credit larger than the new plan is applied up to its total: nothing is due, the rest is not paid out', () => {
    expect(prorateUpgrade({ ...base, periodValueCents: 20_000, now: start })).toEqual({ creditCents: 8388, planTotalCents: 8388, amountDueCents: 0 });
  });

  test('cents × milliseconds beyond 2^53 stay exact', () => {
    const year = { periodStart: new Date('2026-01-01T00:00:00Z'), periodEnd: new Date('2027-01-01T00:00:00Z') };
    const result = prorateUpgrade({ ...base, ...year, periodValueCents: 99_999_999, newPlanTotalCents: 100_000_000, now: new Date(year.periodStart.getTime() + 1) });
    const length = BigInt(year.periodEnd.getTime() - year.periodStart.getTime());
    const expected = (99_999_999n * (length - 1n) + length - 1n) / length;
    expect(result.creditCents).toBe(Number(expected));
  });
});

const quote = (user: SignedInUser, plan: number) => server.app.inject({ method: 'GET', url: `/api/webupgradesubscription/quote?plan=${plan}`, headers: user.headers });

function confirm(user: SignedInUser, plan: number, body: Record<string, unknown> = {}, key: string | null = randomUUID()) {
  return server.app.inject({
    method: 'POST',
    url: '/api/webupgradesubscription',
    headers: { ...user.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { plan, recaptcha_token: sandboxRecaptchaToken(), ...body },
  });
}

const paymentsOf = (userId: number) => server.db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const liveOf = (userId: number) => server.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('status', '<>', 'canceled').executeTakeFirstOrThrow();
const chargesOf = async (userId: number) => {
  const user = await server.db.selectFrom('users').select('payment_customer_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return server.db.selectFrom('sandbox_charges').selectAll().where('customer_id', '=', user.payment_customer_id ?? '').orderBy('created_at').execute();
};

/** A user with a card who bought the 3-month plan ($29.97) just now. */
async function subscribedToThreeMonths() {
  const user = await createSignedInUser(server);
  await saveCard(server, user);
  const plans = await plansByInterval(server, user);
  expect((await buyPlan(server, user, '/websubscription', plans['3 months'].plan_id)).statusCode).toBe(200);
  return { user, plans };
}

describe('GET /api/webupgradesubscription/quote', () => {
  test("the issue's case: $83.88 yearly minutes after paying $29.97 is $53.91 today", async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const response = await quote(user, plans.year.plan_id);
    expect(response.statusCode).toBe(200);
    const body = response.json<UpgradeQuoteResponse>();
    expect(body).toEqual({
      quote_id: expect.stringMatching(/^quote_[0-9a-f]{32}$/),
      amount_due_cents: PRICES.year - PRICES.threeMonths,
      credit_cents: PRICES.threeMonths,
      plan_total_cents: PRICES.year,
      renews_at: expect.any(String),
      expires_at: expect.any(String),
    });
    // The new plan's period starts at the quote (Stripe's default) and runs a year; the quote holds 15 minutes.
    const stored = await server.db.selectFrom('upgrade_quotes').selectAll().where('id', '=', body.quote_id).executeTakeFirstOrThrow();
    const proratedAt = new Date(stored.prorated_at);
    const renews = new Date(proratedAt);
    renews.setUTCFullYear(renews.getUTCFullYear() + 1);
    expect(body.renews_at).toBe(renews.toISOString());
    expect(new Date(body.expires_at ?? 0).getTime() - proratedAt.getTime()).toBe(15 * 60_000);
  });

  test('mid-period: the unused time of what was paid, rounded up', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const live = await liveOf(user.userId);
    // 40 days used of a 90-day period.
    const start = new Date(Date.now() - 40 * DAY);
    const end = new Date(start.getTime() + 90 * DAY);
    await server.db.updateTable('subscriptions').set({ current_period_start: start, current_period_end: end }).where('id', '=', live.id).execute();
    const body = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    const stored = await server.db.selectFrom('upgrade_quotes').selectAll().where('id', '=', body.quote_id).executeTakeFirstOrThrow();
    const left = BigInt(end.getTime() - new Date(stored.prorated_at).getTime());
    const length = BigInt(90 * DAY);
    const expected = Number((BigInt(PRICES.threeMonths) * left + length - 1n) / length);
    expect(expected).toBeGreaterThan(1600);
    expect(expected).toBeLessThan(1700);
    expect(body.credit_cents).toBe(expected);
    expect(body.amount_due_cents).toBe(PRICES.year - expected);
  });

  test("at the period's end (renewal due): no credit", async () => {
    const { user, plans } = await subscribedToThreeMonths();
    await server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).execute();
    const body = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    expect(body).toMatchObject({ credit_cents: 0, amount_due_cents: PRICES.year, plan_total_cents: PRICES.year });
  });

  test('from a transition (lapsed) status: no credit, and the upgrade itself stays refused (SPEC §4)', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    await server.db.updateTable('subscriptions').set({ status: 'transition' }).where('user_id', '=', user.userId).execute();
    const body = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    expect(body).toMatchObject({ credit_cents: 0, amount_due_cents: PRICES.year });
    const refused = await confirm(user, plans.year.plan_id, { quote_id: body.quote_id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ failure: 'Your plan has expired: please renew your subscription.' });
  });

  test('asking again and again keeps the newest 20 unused quotes and forgets the rest', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const ids: string[] = [];
    for (let index = 0; index < QUOTES_KEPT + 5; index += 1) ids.push((await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>().quote_id);
    const kept = await server.db.selectFrom('upgrade_quotes').select('id').where('user_id', '=', user.userId).execute();
    expect(kept.map((row) => row.id).sort()).toEqual(ids.slice(-QUOTES_KEPT).sort());
    const forgotten = await confirm(user, plans.year.plan_id, { quote_id: ids[0] });
    expect(forgotten.json<{ failure: string }>().failure).toBe(QUOTE_UNKNOWN);
  });

  test('no subscription, a plan not above the current one, an unknown plan: refused as the upgrade would be', async () => {
    const bare = await createSignedInUser(server);
    expect((await quote(bare, 1)).json()).toEqual({ failure: 'You have no subscription to upgrade.' });
    const { user, plans } = await subscribedToThreeMonths();
    const lower = await quote(user, plans.month.plan_id);
    expect(lower.statusCode).toBe(400);
    expect((await quote(user, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/webupgradesubscription with quote_id', () => {
  test('charges exactly the quoted amount: payment, provider charge and quote agree to the cent', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const quoted = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    const response = await confirm(user, plans.year.plan_id, { quote_id: quoted.quote_id });
    expect(response.json()).toEqual({ success: true, message: 'Your plan has been upgraded.' });
    const payments = await paymentsOf(user.userId);
    const upgrade = payments[payments.length - 1];
    expect(upgrade).toMatchObject({ status: 'succeeded', amount_cents: quoted.amount_due_cents, credit_applied_cents: quoted.credit_cents, description: 'Upgrade: Yearly' });
    const charge = (await chargesOf(user.userId)).find((row) => row.idempotency_key === providerKey(upgrade));
    expect(charge).toMatchObject({ status: 'succeeded', amount_cents: quoted.amount_due_cents });
    // The new period is the quoted one.
    const live = await liveOf(user.userId);
    expect(live.plan_id).toBe(plans.year.plan_id);
    expect(new Date(live.current_period_end).toISOString()).toBe(quoted.renews_at);
    const stored = await server.db.selectFrom('upgrade_quotes').select('used_by_payment_id').where('id', '=', quoted.quote_id).executeTakeFirstOrThrow();
    expect(stored.used_by_payment_id).toBe(upgrade.id);
  });

  test('an expired quote is refused with 409 and a new quote; nothing is charged', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const quoted = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    await server.db.updateTable('upgrade_quotes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', quoted.quote_id).execute();
    const before = (await chargesOf(user.userId)).length;
    const response = await confirm(user, plans.year.plan_id, { quote_id: quoted.quote_id });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ failure: string; quote: UpgradeQuoteResponse }>();
    expect(body.failure).toBe(QUOTE_EXPIRED);
    expect(body.quote.quote_id).not.toBe(quoted.quote_id);
    expect(body.quote.plan_total_cents).toBe(PRICES.year);
    expect((await chargesOf(user.userId)).length).toBe(before);
    expect((await liveOf(user.userId)).plan_id).toBe(plans['3 months'].plan_id);
    // The new quote goes through.
    expect((await confirm(user, plans.year.plan_id, { quote_id: body.quote.quote_id })).statusCode).toBe(200);
  });

  test('a quote pays for one upgrade: reusing it is refused and charges nothing', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    await buyPlan(server, user, '/websubscription', plans.month.plan_id);
    const quoted = (await quote(user, plans['3 months'].plan_id)).json<UpgradeQuoteResponse>();
    expect((await confirm(user, plans['3 months'].plan_id, { quote_id: quoted.quote_id })).statusCode).toBe(200);
    const charges = (await chargesOf(user.userId)).length;
    // Back on the monthly plan (as if support moved it), the used quote is still refused.
    await server.db.updateTable('subscriptions').set({ plan_id: plans.month.plan_id }).where('user_id', '=', user.userId).execute();
    const reused = await confirm(user, plans['3 months'].plan_id, { quote_id: quoted.quote_id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ failure: string }>().failure).toBe(QUOTE_USED);
    expect(reused.json<{ quote: UpgradeQuoteResponse }>().quote.quote_id).not.toBe(quoted.quote_id);
    expect((await chargesOf(user.userId)).length).toBe(charges);
  });

  test("another user's quote is refused as unknown (409, their own new quote); neither is charged", async () => {
    const owner = await subscribedToThreeMonths();
    const other = await subscribedToThreeMonths();
    const quoted = (await quote(owner.user, owner.plans.year.plan_id)).json<UpgradeQuoteResponse>();
    const response = await confirm(other.user, other.plans.year.plan_id, { quote_id: quoted.quote_id });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ failure: string; quote: UpgradeQuoteResponse }>();
    expect(body.failure).toBe(QUOTE_UNKNOWN);
    expect(body.quote.quote_id).not.toBe(quoted.quote_id);
    const stored = await server.db.selectFrom('upgrade_quotes').select('user_id').where('id', '=', body.quote.quote_id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(other.user.userId);
    expect((await chargesOf(other.user.userId)).length).toBe(1);
    expect((await chargesOf(owner.user.userId)).length).toBe(1);
  });

  test('a stale quote (the period changed since) is refused with 409 and a new quote', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const quoted = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    const live = await liveOf(user.userId);
    await server.db.updateTable('subscriptions').set({ current_period_end: new Date(new Date(live.current_period_end).getTime() + DAY) }).where('id', '=', live.id).execute();
    const response = await confirm(user, plans.year.plan_id, { quote_id: quoted.quote_id });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ failure: string }>().failure).toBe(QUOTE_STALE);
    expect(response.json<{ quote: UpgradeQuoteResponse }>().quote.quote_id).toMatch(/^quote_/);
    expect((await chargesOf(user.userId)).length).toBe(1);
  });

  test('concurrent confirms of one quote charge once', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const quoted = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    const responses = await Promise.all([1, 2, 3].map(() => confirm(user, plans.year.plan_id, { quote_id: quoted.quote_id })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 409 });
    const charges = await chargesOf(user.userId);
    expect(charges.map((charge) => charge.amount_cents)).toEqual([PRICES.threeMonths, quoted.amount_due_cents]);
  });

  test('a retry under the same Idempotency-Key answers the same and charges once', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const quoted = (await quote(user, plans.year.plan_id)).json<UpgradeQuoteResponse>();
    const key = randomUUID();
    expect((await confirm(user, plans.year.plan_id, { quote_id: quoted.quote_id }, key)).statusCode).toBe(200);
    expect((await confirm(user, plans.year.plan_id, { quote_id: quoted.quote_id }, key)).json()).toEqual({ success: true, message: 'Your plan has been upgraded.' });
    expect((await chargesOf(user.userId)).length).toBe(2);
  });
});

describe('POST /api/webupgradesubscription without quote_id (a SPEC §7 client)', () => {
  test('the same proration applies, computed at the request', async () => {
    const { user, plans } = await subscribedToThreeMonths();
    const response = await confirm(user, plans.year.plan_id, {}, null);
    expect(response.statusCode).toBe(200);
    const payments = await paymentsOf(user.userId);
    expect(payments[payments.length - 1]).toMatchObject({ amount_cents: PRICES.year - PRICES.threeMonths, credit_applied_cents: PRICES.threeMonths });
    expect((await chargesOf(user.userId)).map((charge) => charge.amount_cents)).toEqual([PRICES.threeMonths, PRICES.year - PRICES.threeMonths]);
  });
});
