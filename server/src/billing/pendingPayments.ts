import type { AppContext } from '../appContext';
import { findEsimPlan } from '../db/queries/esims';
import type { Executor } from '../db/queries/executor';
import { claimUnsettledPayments, closePayment, lockPaymentStatus, markPaymentPaid, type Payment } from '../db/queries/payments';
import { findPlan, findSubscriptionIntervalMonths } from '../db/queries/subscriptions';
import { findUserById, lockUser } from '../db/queries/users';
import type { User } from '../db/schema';
import { esimEffect, sendEsimReadyEmail } from '../esim/purchaseEsim';
import { sendTopupEmail, topupEffect } from '../esim/purchaseTopup';
import { findEsimById, findEsimTopupPlan } from '../db/queries/esimTopups';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import type { CardSummary } from '../providers/payments/PaymentProvider';
import { creditsEffect } from './creditPurchase';
import { sendFailedRenewalEmail, sendReceiptEmail } from './billingMail';
import { deliveryOf, IN_PROGRESS_MS, providerKey, type PurchaseEffect } from './purchase';
import type { PurchaseIntent } from './purchaseIntent';
import { renewalEffect } from './renewals';
import { sendSubscriptionStartedEmail, subscriptionEffect } from './subscriptionPurchase';

/** Pending payments claimed at a time. */
const CLAIM_BATCH = 20;

/** What became of one pending payment. */
export type Settlement = 'recorded' | 'declined' | 'released' | 'superseded' | 'left';

/** An effect whose delivery type is its own business: the settling only passes it from deliver to apply. */
type AnyEffect = PurchaseEffect<unknown>;

/**
 * Claims up to `limit` pending payments (none in `exclude`) that were recorded `graceMs` ago and
 * not touched since (nor within the purchase's own in-progress minute): a purchase cut short by a
 * crash, or one whose customer never retried after an outage. A payment from before migration 0610
 * (no provider key) is left to the customer's retry. The claim touches updated_at, which is what
 * marks an attempt as running: a retry meanwhile waits for it, and another instance passes it by.
 */
function claimUnsettled(ctx: AppContext, now: Date, exclude: number[]): Promise<Payment[]> {
  const graceMs = ctx.config.pendingPaymentGraceMs;
  return claimUnsettledPayments(ctx.db, {
    now,
    recordedBefore: new Date(now.getTime() - graceMs),
    quietSince: new Date(now.getTime() - Math.max(graceMs, IN_PROGRESS_MS)),
    exclude,
    limit: CLAIM_BATCH,
  });
}

/** What the payment's purchase checks and does, rebuilt from what was stored with it. */
async function effectOf(ctx: AppContext, intent: PurchaseIntent, userId: number): Promise<AnyEffect> {
  if (intent.type === 'credits') return creditsEffect(userId, intent.credits, intent.bundleId);
  if (intent.type === 'subscription') {
    const plan = await findPlan(ctx.db, intent.planId);
    if (!plan) throw new Error(`plan ${intent.planId} no longer exists`);
    return subscriptionEffect(userId, intent.purpose, plan, intent.pricing);
  }
  if (intent.type === 'esim') {
    const plan = await findEsimPlan(ctx.db, intent.esimPlanId);
    if (!plan) throw new Error(`eSIM plan ${intent.esimPlanId} no longer exists`);
    return esimEffect(ctx, plan);
  }
  if (intent.type === 'esim_topup') {
    const plan = await findEsimTopupPlan(ctx.db, intent.topupPlanId);
    if (!plan) throw new Error(`eSIM top-up ${intent.topupPlanId} no longer exists`);
    const esim = await findEsimById(ctx.db, intent.esimId);
    // The eSIM went with its account: the check refuses, and the charge is logged for a refund.
    if (!esim) return { check: () => Promise.reject(new HttpFailure(404, 'This eSIM no longer exists.')), apply: async () => null };
    return topupEffect(ctx, esim, plan);
  }
  const intervalMonths = await findSubscriptionIntervalMonths(ctx.db, intent.subscriptionId);
  if (intervalMonths === undefined) return { check: () => Promise.reject(new HttpFailure(409, 'This subscription no longer exists.')), apply: async () => null };
  return renewalEffect(intent.subscriptionId, new Date(intent.endedAt), intervalMonths, new Date());
}

/** With the payment's row locked: whether it is still pending (a request may have settled it meanwhile). */
async function stillPending(trx: Executor, payment: Payment): Promise<boolean> {
  return (await lockPaymentStatus(trx, payment.id)) === 'pending';
}

/** After a purchase is recorded here: the mail the request would have sent. */
async function tellCustomer(ctx: AppContext, payment: Payment, intent: PurchaseIntent, userId: number): Promise<void> {
  if (intent.type === 'subscription' && intent.purpose === 'subscribe') {
    const plan = await findPlan(ctx.db, intent.planId);
    if (plan) await sendSubscriptionStartedEmail(ctx, userId, plan);
  }
  if (intent.type === 'esim') {
    const plan = await findEsimPlan(ctx.db, intent.esimPlanId);
    if (plan) await sendEsimReadyEmail(ctx, userId, plan, payment.amount_cents);
  }
  if (intent.type === 'esim_topup') {
    const plan = await findEsimTopupPlan(ctx.db, intent.topupPlanId);
    if (plan) await sendTopupEmail(ctx, userId, plan.data_mb, payment.amount_cents);
  }
}

/**
 * The charge was taken: record the payment and what it bought in one transaction, as the purchase
 * would have, with the same check first (and what must be delivered fetched before). If the
 * purchase is no longer allowed (the customer bought the same thing another way meanwhile), the
 * attempt is closed and the charge logged for a refund.
 */
async function recordCharged(ctx: AppContext, payment: Payment, user: User, intent: PurchaseIntent, charge: { chargeId: string; card?: CardSummary | null }, log: Logger): Promise<Settlement> {
  const { chargeId } = charge;
  const card = charge.card ?? null;
  const effect = await effectOf(ctx, intent, user.id);
  const delivery = await deliveryOf(effect, payment, user);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Settlement> => {
    const locked = await lockUser(trx, user.id);
    if (!locked) throw new Error(`user ${user.id} no longer exists`);
    if (!(await stillPending(trx, payment))) return 'left';
    try {
      await effect.check(trx, locked);
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      await closePayment(trx, payment, { reason: 'superseded', failureMessage: `superseded: ${error.message}`, chargeId });
      return 'superseded';
    }
    const subscriptionId = await effect.apply(trx, payment, locked, delivery);
    await markPaymentPaid(trx, payment.id, chargeId, subscriptionId, card);
    return 'recorded';
  });
  if (outcome === 'superseded') log.error({ paymentId: payment.id, providerKey: providerKey(payment), chargeId }, 'charged, but what it paid for is no longer allowed: refund the charge');
  if (outcome === 'recorded') {
    await tellCustomer(ctx, payment, intent, user.id);
    await sendReceiptEmail(ctx, payment.id, log);
  }
  return outcome;
}

/** The provider refused the charge: the attempt fails as a decline in the request would have (a renewal lapses). */
async function recordDeclined(ctx: AppContext, payment: Payment, intent: PurchaseIntent, message: string, log: Logger): Promise<Settlement> {
  const effect = intent.type === 'renewal' ? await effectOf(ctx, intent, payment.user_id) : undefined;
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Settlement> => {
    if (!(await stillPending(trx, payment))) return 'left';
    await closePayment(trx, payment, { reason: 'declined', failureMessage: message });
    await effect?.onDecline?.(trx, payment);
    return 'declined';
  });
  // As the renewal run would have: the customer hears of the failed renewal (once).
  if (outcome === 'declined' && intent.type === 'renewal') await sendFailedRenewalEmail(ctx, payment.id, log);
  return outcome;
}

/** Nothing was ever charged: the attempt fails and frees its key, so that a retry starts afresh. */
async function releaseUncharged(ctx: AppContext, payment: Payment): Promise<Settlement> {
  const released = await closePayment(ctx.db, payment, { reason: 'unsettled', failureMessage: 'not charged: the purchase stopped before its charge', onlyIfPending: true });
  return released ? 'released' : 'left';
}

/** Asks the provider what became of one claimed payment's charge, and settles the payment by it. */
async function settle(ctx: AppContext, payment: Payment, log: Logger): Promise<Settlement> {
  const intent = payment.purchase as PurchaseIntent;
  const user = await findUserById(ctx.db, payment.user_id);
  // A charge needs the provider's customer: without one, none was made.
  if (!user?.payment_customer_id) return releaseUncharged(ctx, payment);
  const found = await ctx.providers.payments.findCharge({ idempotencyKey: providerKey(payment), customerId: user.payment_customer_id, createdAfter: new Date(payment.created_at) });
  if (found.status === 'succeeded') return recordCharged(ctx, payment, user, intent, found, log);
  if (found.status === 'declined') return recordDeclined(ctx, payment, intent, found.message, log);
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
    const batch = await claimUnsettled(ctx, now, tried);
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
