import type { Insertable, Selectable } from 'kysely';
import type { CreditBundlesTable, Plan, SubscriptionsTable } from '../schema';
import type { Executor } from './executor';

export type Subscription = Selectable<SubscriptionsTable>;
export type CreditBundle = Selectable<CreditBundlesTable>;

/** Plans on sale, cheapest first as seeded (sort_order). */
export function listActivePlans(db: Executor): Promise<Plan[]> {
  return db.selectFrom('plans').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

export function findPlan(db: Executor, planId: number): Promise<Plan | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
}

/** The user's active or lapsed ('transition') subscription: at most one (unique index). */
export function findLiveSubscription(db: Executor, userId: number, options: { forUpdate?: boolean } = {}): Promise<Subscription | undefined> {
  const query = db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('status', '<>', 'canceled');
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The user's newest subscription of any status, or undefined if they never had one. */
export function findLatestSubscription(db: Executor, userId: number): Promise<Subscription | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** The fields of a paid period (subscribe, resubscribe, upgrade, renewal). */
export type PaidPeriod = Pick<Insertable<SubscriptionsTable>, 'plan_id' | 'payment_method' | 'current_period_start' | 'current_period_end' | 'updated_at'>;

/** Changes the subscription to an active one for `period`. */
export async function updateSubscriptionPeriod(db: Executor, subscriptionId: number, period: PaidPeriod): Promise<void> {
  // A new paid period (resubscribe, upgrade) renews again, even if the customer had cancelled the old one.
  await db.updateTable('subscriptions').set({ ...period, status: 'active', renewal_off_at: null }).where('id', '=', subscriptionId).execute();
}

/** Records a new active subscription for `period`; answers its id. */
export async function insertActiveSubscription(db: Executor, userId: number, period: PaidPeriod): Promise<number> {
  const created = await db.insertInto('subscriptions').values({ user_id: userId, ...period, status: 'active' }).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/** A renewal: the next period of an active subscription. */
export async function renewSubscriptionPeriod(db: Executor, subscriptionId: number, start: Date, end: Date): Promise<void> {
  await db.updateTable('subscriptions').set({ status: 'active', current_period_start: start, current_period_end: end, updated_at: new Date() }).where('id', '=', subscriptionId).execute();
}

/** A subscription whose renewal failed lapses ('transition'), if it is still active. */
export async function lapseSubscription(db: Executor, subscriptionId: number): Promise<void> {
  await db.updateTable('subscriptions').set({ status: 'transition', updated_at: new Date() }).where('id', '=', subscriptionId).where('status', '=', 'active').execute();
}

/** The subscription, with its row locked until the transaction ends. */
export function lockSubscription(db: Executor, subscriptionId: number): Promise<Subscription | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId).forUpdate().executeTakeFirst();
}

/** The user's active subscriptions with their plans' English names. */
export function listActiveSubscriptionsWithPlan(db: Executor, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select(['subscriptions.id', 'subscriptions.plan_id', 'plans.name_en', 'plans.total_amount_cents', 'subscriptions.current_period_start', 'subscriptions.current_period_end', 'subscriptions.renewal_off_at'])
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', '=', 'active')
    .execute();
}

/** One of the user's subscriptions, if it is theirs. */
export function findUserSubscription(
  db: Executor,
  userId: number,
  subscriptionId: number,
): Promise<Pick<Subscription, 'id' | 'status' | 'current_period_end' | 'renewal_off_at'> | undefined> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'status', 'current_period_end', 'renewal_off_at'])
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The plan of a subscription. */
export async function findUserSubscriptionPlanId(db: Executor, subscriptionId: number): Promise<number | undefined> {
  return (await db.selectFrom('subscriptions').select('plan_id').where('id', '=', subscriptionId).executeTakeFirst())?.plan_id;
}

/** Cancels the subscription now, unless it is canceled already (a lapsed plan has no paid time left). */
export async function cancelSubscription(db: Executor, subscriptionId: number, now: Date): Promise<void> {
  await db.updateTable('subscriptions').set({ status: 'canceled', canceled_at: now, updated_at: now }).where('id', '=', subscriptionId).where('status', '<>', 'canceled').execute();
}

/** Turns renewal off for an active subscription; answers whether this call did it (false: it was off already). */
export async function turnRenewalOff(db: Executor, subscriptionId: number, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('subscriptions')
    .set({ renewal_off_at: now, updated_at: now })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .where('renewal_off_at', 'is', null)
    .returning('id')
    .execute();
  return changed.length > 0;
}

/** Turns renewal back on while the paid period lasts; answers whether this call did it. */
export async function turnRenewalOn(db: Executor, subscriptionId: number, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('subscriptions')
    .set({ renewal_off_at: null, updated_at: now })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .where('renewal_off_at', 'is not', null)
    .where('current_period_end', '>', now)
    .returning('id')
    .execute();
  return changed.length > 0;
}

/** Cancelled plans whose paid period has ended lapse as a cancel did before: 'canceled' at the period's end. */
export async function endCancelledSubscriptions(db: Executor, now: Date): Promise<number> {
  const ended = await db
    .updateTable('subscriptions')
    .set((eb) => ({ status: 'canceled', canceled_at: eb.ref('current_period_end'), updated_at: now }))
    .where('status', '=', 'active')
    .where('renewal_off_at', 'is not', null)
    .where('current_period_end', '<=', now)
    .returning('id')
    .execute();
  return ended.length;
}

/** Adds credits to the wallet, tied to the payment that bought them (unique: never credited twice). */
export async function addWalletCredits(
  db: Executor,
  entry: { userId: number; cents: number; reason: 'purchase' | 'plan_bonus'; paymentId: number; creditBundleId?: number | null },
): Promise<void> {
  await db
    .insertInto('wallet_entries')
    .values({ user_id: entry.userId, amount_cents: entry.cents, reason: entry.reason, payment_id: entry.paymentId, credit_bundle_id: entry.creditBundleId ?? null })
    .execute();
}

/** Whether the user has an active subscription (not a lapsed or canceled one). */
export async function hasActiveSubscription(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst()) !== undefined;
}

/** How many months one period of the subscription's plan lasts, if the subscription exists. */
export async function findSubscriptionIntervalMonths(db: Executor, subscriptionId: number): Promise<number | undefined> {
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
export async function claimDueSubscriptions(db: Executor, now: Date, leaseEnd: Date, exclude: number[], limit: number): Promise<DueSubscription[]> {
  const claimable = db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', '=', 'active')
    // A cancelled plan never renews: it ends (endCancelledSubscriptions).
    .where('renewal_off_at', 'is', null)
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
export async function releaseRenewalClaim(db: Executor, subscriptionId: number): Promise<void> {
  await db.updateTable('subscriptions').set({ renewal_claimed_until: null }).where('id', '=', subscriptionId).execute();
}

/** Moves the renewal claims on these subscriptions that end at `from` to `to`; answers those still claimed that way. */
export async function extendRenewalClaims(db: Executor, ids: number[], from: Date, to: Date): Promise<number[]> {
  const rows = await db.updateTable('subscriptions').set({ renewal_claimed_until: to }).where('id', 'in', ids).where('renewal_claimed_until', '=', from).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Gives back the renewal claims on these subscriptions that end at `from`. */
export async function releaseRenewalClaims(db: Executor, ids: number[], from: Date): Promise<void> {
  await db.updateTable('subscriptions').set({ renewal_claimed_until: null }).where('id', 'in', ids).where('renewal_claimed_until', '=', from).execute();
}

export function listActiveCreditBundles(db: Executor): Promise<CreditBundle[]> {
  return db.selectFrom('credit_bundles').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

export function findCreditBundleByName(db: Executor, purchaseName: string): Promise<CreditBundle | undefined> {
  return db.selectFrom('credit_bundles').selectAll().where('purchase_name', '=', purchaseName).where('active', '=', true).executeTakeFirst();
}

/** The wallet's balance in cents (one credit is one cent). */
export async function walletBalanceCents(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
