import type { Executor } from '../db/queries/executor';
import type { Plan } from '../db/schema';
import { findLiveSubscription, insertActiveSubscription, updateSubscriptionPeriod } from '../db/queries/subscriptions';

/** SPEC §1: a plan includes 100 free outbound credits (one credit is one cent). */
export const PLAN_BONUS_CREDITS = 100;

/** `months` calendar months after `date` (UTC), the day clamped to the month's end (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Puts the user on `plan` for a full period starting `now`: the live subscription (active or lapsed)
 * is changed in place, keeping its id; without one a new subscription is made. Subscribe,
 * resubscribe and upgrade all end here: each was paid for a whole new period.
 */
export async function startPaidPeriod(trx: Executor, userId: number, plan: Plan, now: Date): Promise<number> {
  const live = await findLiveSubscription(trx, userId, { forUpdate: true });
  const period = { plan_id: plan.id, payment_method: 'stripe', current_period_start: now, current_period_end: addMonths(now, plan.interval_months), updated_at: now };
  if (live) {
    await updateSubscriptionPeriod(trx, live.id, period);
    return live.id;
  }
  return insertActiveSubscription(trx, userId, period);
}
