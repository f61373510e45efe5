import type { Insertable, Selectable } from 'kysely';
import type { UpgradeQuotesTable } from '../schema';
import type { Executor } from './executor';

export type UpgradeQuote = Selectable<UpgradeQuotesTable>;

export async function insertUpgradeQuote(db: Executor, quote: Insertable<UpgradeQuotesTable>): Promise<UpgradeQuote> {
  return db.insertInto('upgrade_quotes').values(quote).returningAll().executeTakeFirstOrThrow();
}

/** The user's quote by id: another user's quote is not found. */
export function findUserQuote(db: Executor, userId: number, quoteId: string): Promise<UpgradeQuote | undefined> {
  return db.selectFrom('upgrade_quotes').selectAll().where('id', '=', quoteId).where('user_id', '=', userId).executeTakeFirst();
}

/** Marks the quote paid by `paymentId`, unless another payment paid it; answers whether this one did. */
export async function markQuoteUsed(db: Executor, quoteId: string, paymentId: number): Promise<boolean> {
  const result = await db
    .updateTable('upgrade_quotes')
    .set({ used_by_payment_id: paymentId })
    .where('id', '=', quoteId)
    .where((eb) => eb.or([eb('used_by_payment_id', 'is', null), eb('used_by_payment_id', '=', paymentId)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Forgets the user's unused quotes that expired before `before` or are older than their `keep`
 * newest: asking for quotes again and again cannot grow the table.
 */
export async function pruneQuotes(db: Executor, userId: number, before: Date, keep: number): Promise<void> {
  const newest = db.selectFrom('upgrade_quotes').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').limit(keep);
  await db
    .deleteFrom('upgrade_quotes')
    .where('user_id', '=', userId)
    .where('used_by_payment_id', 'is', null)
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('id', 'not in', newest)]))
    .execute();
}

/**
 * What was paid for the subscription's current period: the newest succeeded payment linked to it
 * (subscribe, renewal, upgrade), with the credit an upgrade applied. Undefined if none was.
 */
export async function currentPeriodValueCents(db: Executor, subscriptionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(['amount_cents', 'credit_applied_cents'])
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? row.amount_cents + row.credit_applied_cents : undefined;
}
