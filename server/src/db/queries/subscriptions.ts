import type { Selectable } from 'kysely';
import type { CreditBundlesTable, Plan, SubscriptionsTable } from '../schema';
import type { Executor } from './executor';

export type Subscription = Selectable<SubscriptionsTable>;
export type CreditBundle = Selectable<CreditBundlesTable>;
type Db = Executor;

/** Plans on sale, cheapest first as seeded (sort_order). */
export function listActivePlans(db: Db): Promise<Plan[]> {
  return db.selectFrom('plans').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

export function findPlan(db: Db, planId: number): Promise<Plan | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
}

/** The user's active or lapsed ('transition') subscription: at most one (unique index). */
export function findLiveSubscription(db: Db, userId: number, options: { forUpdate?: boolean } = {}): Promise<Subscription | undefined> {
  const query = db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('status', '<>', 'canceled');
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The user's newest subscription of any status, or undefined if they never had one. */
export function findLatestSubscription(db: Db, userId: number): Promise<Subscription | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** How many months one period of the subscription's plan lasts, if the subscription exists. */
export async function findSubscriptionIntervalMonths(db: Db, subscriptionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('plans.interval_months')
    .where('subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.interval_months;
}

/** A subscription a renewal run holds, with what renewing it needs of its plan. */
export type DueSubscription = Subscription & { total_amount_cents: number; interval_months: number; name_en: string };

/**
 * Claims up to `limit` active subscriptions whose paid period has ended by `now` (oldest due
 * first, none in `exclude`) for one renewal run until `leaseEnd`: rows another run holds, by its
 * lease or by a row lock at this moment (SKIP LOCKED), are passed over, so two instances never
 * renew one subscription at once. A run cut short leaves its claims to end with their lease.
 */
export async function claimDueSubscriptions(db: Db, now: Date, leaseEnd: Date, exclude: number[], limit: number): Promise<DueSubscription[]> {
  const claimable = db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', '=', 'active')
    .where('current_period_end', '<=', now)
    .where((eb) => eb.or([eb('renewal_claimed_until', 'is', null), eb('renewal_claimed_until', '<=', now)]))
    .$if(exclude.length > 0, (query) => query.where('id', 'not in', exclude))
    .orderBy('current_period_end')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const claimed = await db.updateTable('subscriptions').set({ renewal_claimed_until: leaseEnd }).where('id', 'in', claimable).returning('id').execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .selectAll('subscriptions')
    .select(['plans.total_amount_cents', 'plans.interval_months', 'plans.name_en'])
    .where(
      'subscriptions.id',
      'in',
      claimed.map((row) => row.id),
    )
    .orderBy('subscriptions.current_period_end')
    .execute();
}

/** Ends a renewal run's claim of a subscription. */
export async function releaseRenewalClaim(db: Db, subscriptionId: number): Promise<void> {
  await db.updateTable('subscriptions').set({ renewal_claimed_until: null }).where('id', '=', subscriptionId).execute();
}

export function listActiveCreditBundles(db: Db): Promise<CreditBundle[]> {
  return db.selectFrom('credit_bundles').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

export function findCreditBundleByName(db: Db, purchaseName: string): Promise<CreditBundle | undefined> {
  return db.selectFrom('credit_bundles').selectAll().where('purchase_name', '=', purchaseName).where('active', '=', true).executeTakeFirst();
}

/** The wallet's balance in cents (one credit is one cent). */
export async function walletBalanceCents(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
