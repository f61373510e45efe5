import type { AppContext } from '../src/appContext';
import { settlePendingPayments } from '../src/billing/pendingPayments';
import type { PurchaseIntent } from '../src/billing/purchaseIntent';
import { renewDueSubscriptions } from '../src/billing/renewals';
import type { PaymentKind } from '../src/db/schema';
import { settleDuePorts } from '../src/phones/portCompletions';
import type { ChargeQuery } from '../src/providers/payments/PaymentProvider';
import { balanceOf, contextOf, createSubscribedUser, quietLog, saveCard } from './helpers/billing';
import type { TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, type SignedInUser } from './helpers/users';

/**
 * Jobs that every instance runs: each piece of work is claimed in the database, so two
 * instances doing the same pass at the same moment share the work instead of both doing it. The
 * apps' own timers are slowed down here so that the passes below are the only ones.
 */
const HOUR_MS = '3600000';
const { server, other } = twoServersOnOneDatabase({ JOB_POLL_INTERVAL_MS: HOUR_MS, RENEWAL_INTERVAL_MS: HOUR_MS, PENDING_PAYMENT_GRACE_MS: '0' });

/** What each instance asked the carrier and the payment provider, on top of the sandbox ones. */
const portStatusAsks: string[] = [];
const chargeLookups: ChargeQuery[] = [];

/** An instance's context, whose carrier and payment provider count what they are asked. */
function instance(through: TestServer): AppContext {
  const ctx = contextOf(through);
  const { telephony, payments } = ctx.providers;
  return {
    ...ctx,
    providers: {
      ...ctx.providers,
      telephony: { ...telephony, portStatus: (input) => (portStatusAsks.push(input.phoneNumber), telephony.portStatus(input)) },
      payments: { ...payments, findCharge: (query) => (chargeLookups.push(query), payments.findCharge(query)) },
    },
  };
}

const sum = <Report extends object>(reports: Report[], field: keyof Report) => reports.reduce((total, report) => total + Number(report[field]), 0);

describe('two instances running the same job pass at once', () => {
  test('every due port is settled once: the carrier is asked about each by one instance only', async () => {
    const user = await createSignedInUser(server);
    const numbers = Array.from({ length: 30 }, (_, index) => `6173${String(index).padStart(6, '0')}`);
    await server.db
      .insertInto('phones')
      .values(numbers.map((phone_number) => ({ user_id: user.userId, phone_number, status: 'port_pending', origin: 'ported', port_requested_at: new Date(), port_completes_at: new Date(Date.now() - 1000) })))
      .execute();
    const looked = await Promise.all([settleDuePorts(instance(server), quietLog), settleDuePorts(instance(other), quietLog)]);
    expect(looked[0] + looked[1]).toBe(numbers.length);
    expect(portStatusAsks.sort()).toEqual(numbers);
    const statuses = await server.db.selectFrom('phones').select('status').where('user_id', '=', user.userId).execute();
    expect(statuses.every((phone) => phone.status === 'port_completed')).toBe(true);
  });

  test('every due subscription is renewed once, by one instance', async () => {
    const users: SignedInUser[] = [];
    for (let index = 0; index < 6; index += 1) users.push(await createSubscribedUser(server));
    const ids = users.map((user) => user.userId);
    await server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', 'in', ids).execute();
    const reports = await Promise.all([renewDueSubscriptions(instance(server), quietLog), renewDueSubscriptions(instance(other), quietLog)]);
    expect({ renewed: sum(reports, 'renewed'), deferred: sum(reports, 'deferred') }).toEqual({ renewed: 6, deferred: 0 });
    const payments = await server.db.selectFrom('payments').select(['user_id', 'description', 'status']).where('user_id', 'in', ids).execute();
    expect(payments.filter((payment) => payment.description.startsWith('Renewal')).map((payment) => [payment.user_id, payment.status]).sort()).toEqual(ids.map((id) => [id, 'succeeded']).sort());
    const claims = await server.db.selectFrom('subscriptions').select('renewal_claimed_until').where('user_id', 'in', ids).execute();
    expect(claims.every((claim) => claim.renewal_claimed_until === null)).toBe(true);
  });
});

describe('payments left pending are settled with the provider', () => {
  /** A pending attempt as a purchase cut short after recording it leaves one; charged at the provider or not. */
  async function pendingAttempt(user: SignedInUser, kind: PaymentKind, amountCents: number, intent: PurchaseIntent, charged: boolean) {
    const providerKey = `payment-test-${user.userId}-${kind}`;
    const payment = await server.db
      .insertInto('payments')
      .values({ user_id: user.userId, idempotency_key: `key-${providerKey}`, kind, amount_cents: amountCents, status: 'pending', provider: 'sandbox', description: `test ${kind}`, provider_key: providerKey, purchase: JSON.stringify(intent), updated_at: new Date(Date.now() - 120_000) })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (charged) {
      const { payment_customer_id: customerId } = await server.db.selectFrom('users').select('payment_customer_id').where('id', '=', user.userId).executeTakeFirstOrThrow();
      await contextOf(server)
        .providers.payments.charge({ customerId: customerId ?? '', amountCents, currency: 'usd', description: payment.description, idempotencyKey: providerKey })
        .catch(() => undefined);
    }
    return payment;
  }

  async function customer(card = 'tok_visa'): Promise<SignedInUser> {
    const user = await createSignedInUser(server);
    expect((await saveCard(server, user, card)).statusCode).toBe(200);
    return user;
  }

  const paymentOf = (id: number) => server.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('charged: recorded with what it bought; declined: failed; never charged: failed and its key freed; each by one instance', async () => {
    const plan = await server.db.selectFrom('plans').selectAll().where('interval', '=', 'month').executeTakeFirstOrThrow();
    const esimPlan = await server.db.selectFrom('esim_plans').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const subscriber = await customer();
    const creditBuyer = await customer();
    const esimBuyer = await customer();
    const interrupted = await customer();
    const declined = await customer('tok_chargeCustomerFail');
    const attempts = {
      subscription: await pendingAttempt(subscriber, 'subscription', plan.total_amount_cents, { type: 'subscription', purpose: 'subscribe', planId: plan.id }, true),
      credits: await pendingAttempt(creditBuyer, 'credits', 1000, { type: 'credits', credits: 1000, bundleId: null }, true),
      esim: await pendingAttempt(esimBuyer, 'esim', esimPlan.price_cents, { type: 'esim', esimPlanId: esimPlan.id }, true),
      neverCharged: await pendingAttempt(interrupted, 'subscription', plan.total_amount_cents, { type: 'subscription', purpose: 'subscribe', planId: plan.id }, false),
      declined: await pendingAttempt(declined, 'credits', 1000, { type: 'credits', credits: 1000, bundleId: null }, true),
    };

    const reports = await Promise.all([settlePendingPayments(instance(server), quietLog), settlePendingPayments(instance(other), quietLog)]);
    expect({ recorded: sum(reports, 'recorded'), declined: sum(reports, 'declined'), released: sum(reports, 'released'), left: sum(reports, 'left') }).toEqual({ recorded: 3, declined: 1, released: 1, left: 0 });
    expect(chargeLookups.map((query) => query.idempotencyKey).sort()).toEqual(Object.values(attempts).map((payment) => payment.provider_key).sort());

    const subscription = await server.db.selectFrom('subscriptions').selectAll().where('user_id', '=', subscriber.userId).executeTakeFirstOrThrow();
    expect(await paymentOf(attempts.subscription.id)).toMatchObject({ status: 'succeeded', subscription_id: subscription.id, provider_charge_id: expect.stringMatching(/^pi_sandbox_/) });
    expect(subscription).toMatchObject({ status: 'active', plan_id: plan.id });
    expect(await balanceOf(server, subscriber)).toBe(1);
    expect(await paymentOf(attempts.credits.id)).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(server, creditBuyer)).toBe(10);
    expect(await paymentOf(attempts.esim.id)).toMatchObject({ status: 'succeeded' });
    expect(await server.db.selectFrom('esims').select('payment_id').where('user_id', '=', esimBuyer.userId).execute()).toEqual([{ payment_id: attempts.esim.id }]);
    expect(await paymentOf(attempts.neverCharged.id)).toMatchObject({ status: 'failed', idempotency_key: `${attempts.neverCharged.idempotency_key}#unsettled-${attempts.neverCharged.id}` });
    expect(await server.db.selectFrom('subscriptions').select('id').where('user_id', '=', interrupted.userId).execute()).toEqual([]);
    expect(await paymentOf(attempts.declined.id)).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.' });
    expect(await balanceOf(server, declined)).toBe(0);

    // Settled once: another pass finds nothing more to do.
    expect(await settlePendingPayments(instance(other), quietLog)).toEqual({ recorded: 0, declined: 0, released: 0, superseded: 0, left: 0 });
  });

  test('a charge for what the customer has bought another way meanwhile is closed, not applied twice', async () => {
    const plan = await server.db.selectFrom('plans').selectAll().where('interval', '=', 'month').executeTakeFirstOrThrow();
    const user = await createSubscribedUser(server);
    const attempt = await pendingAttempt(user, 'subscription', plan.total_amount_cents, { type: 'subscription', purpose: 'subscribe', planId: plan.id }, true);
    const report = await settlePendingPayments(instance(server), quietLog);
    expect(report).toMatchObject({ superseded: 1, recorded: 0 });
    expect(await paymentOf(attempt.id)).toMatchObject({ status: 'failed', failure_message: 'superseded: You already have a subscription.' });
    expect(await server.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
  });

  test('a charged eSIM attempt of a customer who has an eSIM meanwhile is closed, not a second eSIM', async () => {
    const esimPlan = await server.db.selectFrom('esim_plans').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const user = await customer();
    const intent: PurchaseIntent = { type: 'esim', esimPlanId: esimPlan.id };
    const first = await pendingAttempt(user, 'esim', esimPlan.price_cents, intent, true);
    expect(await settlePendingPayments(instance(server), quietLog)).toMatchObject({ recorded: 1 });
    const second = await server.db
      .insertInto('payments')
      .values({ user_id: user.userId, idempotency_key: 'key-second-esim', kind: 'esim', amount_cents: esimPlan.price_cents, status: 'pending', provider: 'sandbox', description: 'test esim', provider_key: first.provider_key, purchase: JSON.stringify(intent), updated_at: new Date(Date.now() - 120_000) })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The provider answers the second attempt's key with the first's charge: taken.
    expect(await settlePendingPayments(instance(server), quietLog)).toMatchObject({ superseded: 1, recorded: 0 });
    expect(await paymentOf(second.id)).toMatchObject({ status: 'failed', failure_message: 'superseded: You already have an eSIM.' });
    expect(await server.db.selectFrom('esims').select('payment_id').where('user_id', '=', user.userId).execute()).toEqual([{ payment_id: first.id }]);
  });
});
