import type { Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import { listDueSubscriptions } from '../db/queries/subscriptions';
import type { Database } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { addMonths } from './subscriptionChanges';
import { NO_SAVED_CARD, purchase } from './purchase';

export interface RenewalReport {
  renewed: number;
  /** Moved to 'transition': the renewal charge was declined or there is no card to charge. */
  lapsed: number;
  /** Left for the next run (an outage, or another purchase of the user running). */
  deferred: number;
}

/**
 * Charges every active subscription whose period has ended, for one more period of its plan.
 * The key of a renewal is the subscription and the period it ends, so a run interrupted after the
 * charge is resumed by the next run without charging twice. A declined charge moves the
 * subscription to 'transition' in the same transaction that records the failed payment; the
 * customer keeps the number and renews with POST /webresubscription.
 *
 * The next period starts where the paid one ended (no drift), unless even that period is already
 * over (the server was down for long): then it starts now, and missed periods are not billed.
 * Renewals do not add the plan's 100 bonus credits; those come with a new subscription only.
 */
export async function renewDueSubscriptions(ctx: AppContext, log: Logger, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, lapsed: 0, deferred: 0 };
  for (const due of await listDueSubscriptions(ctx.db, now)) {
    const endedAt = new Date(due.current_period_end);
    const lapse = (trx: Transaction<Database>) =>
      trx.updateTable('subscriptions').set({ status: 'transition', updated_at: new Date() }).where('id', '=', due.id).where('status', '=', 'active').execute();
    try {
      await purchase(
        ctx,
        {
          userId: due.user_id,
          idempotencyKey: `renewal:${due.id}:${endedAt.toISOString()}`,
          kind: 'subscription',
          amountCents: due.total_amount_cents,
          description: `Renewal: ${due.name_en}`,
          exclusive: true,
          async check(trx) {
            const current = await trx.selectFrom('subscriptions').selectAll().where('id', '=', due.id).forUpdate().executeTakeFirst();
            if (current?.status !== 'active' || new Date(current.current_period_end).getTime() !== endedAt.getTime()) {
              throw new HttpFailure(409, 'This subscription was changed meanwhile.');
            }
          },
          async apply(trx) {
            const nextEnd = addMonths(endedAt, due.interval_months);
            const start = nextEnd > now ? endedAt : now;
            const end = nextEnd > now ? nextEnd : addMonths(now, due.interval_months);
            await trx
              .updateTable('subscriptions')
              .set({ status: 'active', current_period_start: start, current_period_end: end, updated_at: new Date() })
              .where('id', '=', due.id)
              .execute();
            return due.id;
          },
          onDecline: async (trx) => {
            await lapse(trx);
          },
        },
        log,
      );
      report.renewed += 1;
    } catch (error) {
      if (error instanceof HttpFailure && (error.statusCode === 402 || error.message === NO_SAVED_CARD)) {
        if (error.statusCode !== 402) await ctx.db.transaction().execute(lapse);
        report.lapsed += 1;
        log.info({ subscriptionId: due.id, reason: error.message }, 'subscription renewal failed: now in transition');
      } else {
        report.deferred += 1;
        log.warn({ err: error, subscriptionId: due.id }, 'subscription renewal deferred');
      }
    }
  }
  return report;
}

/**
 * Runs renewDueSubscriptions every `intervalMs` (config RENEWAL_INTERVAL_MS) through the app's
 * background tasks; a run never overlaps the previous one. Returns the function that stops it.
 */
export function startRenewalTimer(ctx: AppContext, log: Logger, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    ctx.background.run('subscription renewals', async () => {
      try {
        const report = await renewDueSubscriptions(ctx, log);
        if (report.renewed + report.lapsed + report.deferred > 0) log.info(report, 'subscription renewals');
      } finally {
        running = false;
      }
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
