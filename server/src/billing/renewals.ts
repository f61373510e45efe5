import type { AppContext } from '../appContext';
import { claimDueSubscriptions, endCancelledSubscriptions, lapseSubscription, lockSubscription, releaseRenewalClaim, renewSubscriptionPeriod, type DueSubscription } from '../db/queries/subscriptions';
import { renewalClaims } from '../jobs/claimKinds';
import { Lease, leaseAt } from '../jobs/lease';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { addMonths } from './subscriptionChanges';
import { NO_SAVED_CARD, purchase, type PurchaseEffect } from './purchase';
import { findDeclinedRenewal, recordUnchargeableRenewal } from '../db/queries/billingRecords';
import { sendFailedRenewalEmail } from './billingMail';
import type { PurchaseIntent } from './purchaseIntent';

export interface RenewalReport {
  renewed: number;
  /** Moved to 'transition': the renewal charge was declined or there is no card to charge. */
  lapsed: number;
  /** Left for the next run (an outage, or another purchase of the user running). */
  deferred: number;
  /** Cancelled by the customer, and their paid period is over: now 'canceled'. */
  ended: number;
}

/** Subscriptions claimed at a time, so that one instance does not hold them all while it works. */
const CLAIM_BATCH = 20;

/**
 * What a renewal checks (the subscription is still active and still ends where it was due) and
 * does once paid (one more period from where the paid one ended), or on a decline (the plan
 * lapses). The renewal run and the settling of a renewal cut short (pendingPayments.ts) use it.
 */
export function renewalEffect(subscriptionId: number, endedAt: Date, intervalMonths: number, now: Date): PurchaseEffect {
  return {
    async check(trx) {
      const current = await lockSubscription(trx, subscriptionId);
      if (current?.status !== 'active' || new Date(current.current_period_end).getTime() !== endedAt.getTime()) {
        throw new HttpFailure(409, 'This subscription was changed meanwhile.');
      }
    },
    async apply(trx) {
      const nextEnd = addMonths(endedAt, intervalMonths);
      const start = nextEnd > now ? endedAt : now;
      const end = nextEnd > now ? nextEnd : addMonths(now, intervalMonths);
      await renewSubscriptionPeriod(trx, subscriptionId, start, end);
      return subscriptionId;
    },
    onDecline: async (trx) => {
      await lapseSubscription(trx, subscriptionId);
    },
  };
}

/**
 * A renewal failed: the declined attempt (or, with no card to charge, a declined record made
 * now) is in the customer's history, and the customer is mailed once about it.
 */
async function tellRenewalFailed(ctx: AppContext, due: DueSubscription, renewal: { key: string; description: string; intent: PurchaseIntent }, reason: string, log: Logger): Promise<void> {
  const failed =
    reason === NO_SAVED_CARD
      ? await recordUnchargeableRenewal(ctx.db, { userId: due.user_id, renewalKey: renewal.key, amountCents: due.total_amount_cents, description: renewal.description, failureMessage: reason, intent: renewal.intent })
      : await findDeclinedRenewal(ctx.db, due.user_id, renewal.key);
  if (failed) await sendFailedRenewalEmail(ctx, failed.id, log);
}

async function renew(ctx: AppContext, due: DueSubscription, log: Logger, now: Date, report: RenewalReport): Promise<void> {
  const endedAt = new Date(due.current_period_end);
  const renewal = {
    key: `renewal:${due.id}:${endedAt.toISOString()}`,
    description: `Renewal: ${due.name_en}`,
    intent: { type: 'renewal', subscriptionId: due.id, endedAt: endedAt.toISOString() } satisfies PurchaseIntent,
  };
  try {
    await purchase(
      ctx,
      {
        userId: due.user_id,
        idempotencyKey: renewal.key,
        kind: 'subscription',
        amountCents: due.total_amount_cents,
        description: renewal.description,
        exclusive: true,
        intent: renewal.intent,
        ...renewalEffect(due.id, endedAt, due.interval_months, now),
      },
      log,
    );
    report.renewed += 1;
  } catch (error) {
    if (error instanceof HttpFailure && (error.statusCode === 402 || error.message === NO_SAVED_CARD)) {
      if (error.statusCode !== 402) await lapseSubscription(ctx.db, due.id);
      await tellRenewalFailed(ctx, due, renewal, error.message, log);
      report.lapsed += 1;
      log.info({ subscriptionId: due.id, reason: error.message }, 'subscription renewal failed: now in transition');
    } else {
      report.deferred += 1;
      log.warn({ err: error, subscriptionId: due.id }, 'subscription renewal deferred');
    }
  }
}

/**
 * Charges every active subscription whose period has ended, for one more period of its plan.
 * Each is claimed in the database first (claimDueSubscriptions: SKIP LOCKED and a lease the
 * job's runner renews while the run works), so that of several instances running this at once,
 * exactly one renews it; a server stopping renews no more and gives back the rest. The key of a renewal is
 * the subscription and the period it ends, so a run interrupted after the charge is resumed by the
 * next run without charging twice. A declined charge moves the subscription to 'transition' in the
 * same transaction that records the failed payment; the customer keeps the number and renews with
 * POST /webresubscription.
 *
 * The next period starts where the paid one ended (no drift), unless even that period is already
 * over (the server was down for long): then it starts now, and missed periods are not billed.
 * Renewals do not add the plan's 100 bonus credits; those come with a new subscription only.
 * A plan the customer cancelled is not charged: when its paid period is over it ends ('canceled').
 */
export async function renewDueSubscriptions(ctx: AppContext, log: Logger, at: Lease | Date = new Date()): Promise<RenewalReport> {
  const lease = leaseAt(at, ctx.config.jobLeaseMs);
  const claims = renewalClaims(ctx.db);
  const now = lease.now();
  const report: RenewalReport = { renewed: 0, lapsed: 0, deferred: 0, ended: 0 };
  report.ended = await endCancelledSubscriptions(ctx.db, now);
  // A subscription tried once in this run (deferred, say) waits for the next run.
  const tried: number[] = [];
  while (lease.active) {
    const batch = new Map<number, DueSubscription>();
    await lease.claim(claims, async (until) => {
      for (const due of await claimDueSubscriptions(ctx.db, now, until, tried, CLAIM_BATCH)) batch.set(due.id, due);
      return [...batch.keys()];
    });
    if (batch.size === 0) break;
    for (const due of batch.values()) {
      tried.push(due.id);
      // Lost to another instance, or the server is stopping: released below or by the one that has it.
      if (!lease.holds(claims, due.id)) continue;
      try {
        await renew(ctx, due, log, now, report);
      } finally {
        lease.done(claims, due.id);
        await releaseRenewalClaim(ctx.db, due.id).catch((error: unknown) => log.warn({ err: error, subscriptionId: due.id }, 'renewal claim left to its lease'));
      }
    }
  }
  return report;
}
