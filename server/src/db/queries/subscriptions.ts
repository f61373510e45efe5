import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CreditBundlesTable, Database, Plan, SubscriptionsTable } from '../schema';

export type Subscription = Selectable<SubscriptionsTable>;
export type CreditBundle = Selectable<CreditBundlesTable>;
type Db = Kysely<Database> | Transaction<Database>;

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

/** Active subscriptions whose paid period has ended, oldest due first. */
export function listDueSubscriptions(db: Db, now: Date): Promise<(Subscription & { total_amount_cents: number; interval_months: number; name_en: string })[]> {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .selectAll('subscriptions')
    .select(['plans.total_amount_cents', 'plans.interval_months', 'plans.name_en'])
    .where('subscriptions.status', '=', 'active')
    .where('subscriptions.current_period_end', '<=', now)
    .orderBy('subscriptions.current_period_end')
    .execute();
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
