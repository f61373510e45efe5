import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import { findEsimPlan } from '../db/queries/esims';
import { findPlan } from '../db/queries/subscriptions';
import { findUserById } from '../db/queries/users';
import type { Database, User } from '../db/schema';
import { recordPaidEsim } from '../esim/purchaseEsim';
import { HttpFailure } from '../http/HttpFailure';
import { JobPoller } from '../lib/jobPoller';
import type { Logger } from '../lib/logger';
import { creditsEffect } from './creditPurchase';
import { IN_PROGRESS_MS, providerKey, type Payment, type PurchaseEffect } from './purchase';
import type { PurchaseIntent } from './purchaseIntent';
import { renewalEffect } from './renewals';
import { sendSubscriptionStartedEmail, subscriptionEffect } from './subscriptionPurchase';

/** Pending payments claimed at a time. */
const CLAIM_BATCH = 20;

/** What became of one pending payment. */
export type Settlement = 'recorded' | 'declined' | 'released' | 'superseded' | 'left';

/**
 * Claims up to `limit` pending payments (none in `exclude`) that were recorded `graceMs` ago and
 * not touched since (nor within the purchase's own in-progress minute): a purchase cut short by a
 * crash, or one whose customer never retried after an outage. A payment from before migration 0610
 * (no provider key) is left to the customer's retry. The claim touches updated_at, which is what
 * marks an attempt as running: a retry meanwhile waits for it, and another instance passes it by.
 */
function claimUnsettledPayments(db: Kysely<Database>, now: Date, graceMs: number, exclude: number[], limit: number): Promise<Payment[]> {
  const quietSince = new Date(now.getTime() - Math.max(graceMs, IN_PROGRESS_MS));
  const unsettled = db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'pending')
    .where('provider_key', 'is not', null)
    .where('created_at', '<=', new Date(now.getTime() - graceMs))
    .where('updated_at', '<=', quietSince)
    .$if(exclude.length > 0, (query) => query.where('id', 'not in', exclude))
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db.updateTable('payments').set({ updated_at: now }).where('id', 'in', unsettled).where('status', '=', 'pending').returningAll().execute();
}

/** What the payment's purchase checks and does, rebuilt from what was stored with it. */
async function effectOf(db: Kysely<Database>, intent: Exclude<PurchaseIntent, { type: 'esim' }>, userId: number): Promise<PurchaseEffect> {
  if (intent.type === 'credits') return creditsEffect(userId, intent.credits, intent.bundleId);
  if (intent.type === 'subscription') {
    const plan = await findPlan(db, intent.planId);
    if (!plan) throw new Error(`plan ${intent.planId} no longer exists`);
    return subscriptionEffect(userId, intent.purpose, plan);
  }
  const subscription = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('plans.interval_months')
    .where('subscriptions.id', '=', intent.subscriptionId)
    .executeTakeFirst();
  if (!subscription) return { check: () => Promise.reject(new HttpFailure(409, 'This subscription no longer exists.')), apply: async () => null };
  return renewalEffect(intent.subscriptionId, new Date(intent.endedAt), subscription.interval_months, new Date());
}

/** With the payment's row locked: whether it is still pending (a request may have settled it meanwhile). */
async function stillPending(trx: Transaction<Database>, payment: Payment): Promise<boolean> {
  const current = await trx.selectFrom('payments').select('status').where('id', '=', payment.id).forUpdate().executeTakeFirst();
  return current?.status === 'pending';
}

/**
 * The charge was taken: record the payment and what it bought in one transaction, as the purchase
 * would have, with the same check first. If the purchase is no longer allowed (the customer bought
 * the same thing another way meanwhile), the attempt is closed and the charge logged for a refund.
 */
async function recordCharged(ctx: AppContext, payment: Payment, user: User, intent: PurchaseIntent, chargeId: string, log: Logger): Promise<Settlement> {
  if (intent.type === 'esim') {
    const plan = await findEsimPlan(ctx.db, intent.esimPlanId);
    if (!plan) throw new Error(`eSIM plan ${intent.esimPlanId} no longer exists`);
    await recordPaidEsim(ctx, payment, user, plan, chargeId, log);
    return 'recorded';
  }
  const effect = await effectOf(ctx.db, intent, user.id);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Settlement> => {
    const locked = await trx.selectFrom('users').selectAll().where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    if (!(await stillPending(trx, payment))) return 'left';
    try {
      await effect.check(trx, locked);
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      await trx
        .updateTable('payments')
        .set({ status: 'failed', failure_message: `superseded: ${error.message}`, provider_charge_id: chargeId, idempotency_key: `${payment.idempotency_key}#superseded-${payment.id}`, updated_at: new Date() })
        .where('id', '=', payment.id)
        .execute();
      return 'superseded';
    }
    const subscriptionId = await effect.apply(trx, payment, locked);
    await trx
      .updateTable('payments')
      .set({ status: 'succeeded', provider_charge_id: chargeId, subscription_id: subscriptionId, updated_at: new Date() })
      .where('id', '=', payment.id)
      .execute();
    return 'recorded';
  });
  if (outcome === 'superseded') log.error({ paymentId: payment.id, providerKey: providerKey(payment), chargeId }, 'charged, but what it paid for is no longer allowed: refund the charge');
  if (outcome === 'recorded' && intent.type === 'subscription' && intent.purpose === 'subscribe') {
    const plan = await findPlan(ctx.db, intent.planId);
    if (plan) await sendSubscriptionStartedEmail(ctx, user.id, plan);
  }
  return outcome;
}

/** The provider refused the charge: the attempt fails as a decline in the request would have (a renewal lapses). */
async function recordDeclined(ctx: AppContext, payment: Payment, intent: PurchaseIntent, message: string): Promise<Settlement> {
  return ctx.db.transaction().execute(async (trx): Promise<Settlement> => {
    if (!(await stillPending(trx, payment))) return 'left';
    await trx
      .updateTable('payments')
      .set({ status: 'failed', failure_message: message, idempotency_key: `${payment.idempotency_key}#declined-${payment.id}`, updated_at: new Date() })
      .where('id', '=', payment.id)
      .execute();
    if (intent.type === 'renewal') await (await effectOf(trx, intent, payment.user_id)).onDecline?.(trx, payment);
    return 'declined';
  });
}

/** Nothing was ever charged: the attempt fails and frees its key, so that a retry starts afresh. */
async function releaseUncharged(ctx: AppContext, payment: Payment): Promise<Settlement> {
  const released = await ctx.db
    .updateTable('payments')
    .set({ status: 'failed', failure_message: 'not charged: the purchase stopped before its charge', idempotency_key: `${payment.idempotency_key}#unsettled-${payment.id}`, updated_at: new Date() })
    .where('id', '=', payment.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return released.numUpdatedRows > 0n ? 'released' : 'left';
}

/** Asks the provider what became of one claimed payment's charge, and settles the payment by it. */
async function settle(ctx: AppContext, payment: Payment, log: Logger): Promise<Settlement> {
  const intent = payment.purchase as PurchaseIntent;
  const user = await findUserById(ctx.db, payment.user_id);
  // A charge needs the provider's customer: without one, none was made.
  if (!user?.payment_customer_id) return releaseUncharged(ctx, payment);
  const found = await ctx.providers.payments.findCharge({ idempotencyKey: providerKey(payment), customerId: user.payment_customer_id, createdAfter: new Date(payment.created_at) });
  if (found.status === 'succeeded') return recordCharged(ctx, payment, user, intent, found.chargeId, log);
  if (found.status === 'declined') return recordDeclined(ctx, payment, intent, found.message);
  if (found.status === 'none') return releaseUncharged(ctx, payment);
  return 'left';
}

/**
 * Settles every payment left pending past PENDING_PAYMENT_GRACE_MS with the payment provider,
 * each claimed first so that one instance settles it: a charge taken is recorded with what it
 * bought (subscription, renewal, credits, eSIM) as the purchase would have; a charge refused is
 * recorded as declined; a charge never made frees the attempt. Anything else (the provider
 * unreachable, a charge still processing) is looked at again after the grace period.
 */
export async function settlePendingPayments(ctx: AppContext, log: Logger, now = new Date()): Promise<Record<Settlement, number>> {
  const report: Record<Settlement, number> = { recorded: 0, declined: 0, released: 0, superseded: 0, left: 0 };
  const tried: number[] = [];
  for (;;) {
    const batch = await claimUnsettledPayments(ctx.db, now, ctx.config.pendingPaymentGraceMs, tried, CLAIM_BATCH);
    if (batch.length === 0) return report;
    for (const payment of batch) {
      tried.push(payment.id);
      let outcome: Settlement;
      try {
        outcome = await settle(ctx, payment, log);
      } catch (error) {
        log.warn({ err: error, paymentId: payment.id }, 'pending payment could not be settled now; will try again');
        outcome = 'left';
      }
      report[outcome] += 1;
      if (outcome !== 'left') log.info({ paymentId: payment.id, outcome }, 'pending payment settled');
    }
  }
}

/** Settles pending payments at start and every JOB_POLL_INTERVAL_MS, on every instance. Returns the function that stops it. */
export function startPendingPaymentSweeper(ctx: AppContext, log: Logger): () => void {
  const poller = new JobPoller('pending payments', ctx.config.jobPollIntervalMs, ctx.background, async () => {
    await settlePendingPayments(ctx, log);
  });
  poller.start({ runAtOnce: true });
  return () => poller.stop();
}
