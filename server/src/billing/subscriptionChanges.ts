import type { Transaction } from 'kysely';
import type { Database, Plan } from '../db/schema';
import { findLiveSubscription } from '../db/queries/subscriptions';

type Trx = Transaction<Database>;

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
export async function startPaidPeriod(trx: Trx, userId: number, plan: Plan, now: Date): Promise<number> {
  const live = await findLiveSubscription(trx, userId, { forUpdate: true });
  const period = { plan_id: plan.id, status: 'active' as const, payment_method: 'stripe', current_period_start: now, current_period_end: addMonths(now, plan.interval_months), updated_at: now };
  if (live) {
    await trx.updateTable('subscriptions').set(period).where('id', '=', live.id).execute();
    return live.id;
  }
  const created = await trx.insertInto('subscriptions').values({ user_id: userId, ...period }).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/** Adds credits to the wallet, tied to the payment that bought them (unique: never credited twice). */
export async function addWalletCredits(
  trx: Trx,
  entry: { userId: number; cents: number; reason: 'purchase' | 'plan_bonus'; paymentId: number; creditBundleId?: number | null },
): Promise<void> {
  await trx
    .insertInto('wallet_entries')
    .values({ user_id: entry.userId, amount_cents: entry.cents, reason: entry.reason, payment_id: entry.paymentId, credit_bundle_id: entry.creditBundleId ?? null })
    .execute();
}
