import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** A bucket's size and how fast it fills (tokens per second). */
export interface BucketRule {
  capacity: number;
  perSecond: number;
}

export interface TokenTaken {
  admitted: boolean;
  tokens: number;
}

/**
 * Takes one token from bucket `key` if it holds one after refilling for the time since it was last
 * touched: one upsert, so concurrent requests on any number of servers each take their own token.
 * A request refused takes nothing. Answers whether it was let through and the tokens left.
 */
export async function takeToken(db: Kysely<Database>, key: string, now: Date, rule: BucketRule): Promise<TokenTaken> {
  const refilled = sql<number>`least(${rule.capacity}::double precision, request_budgets.tokens + greatest(0, extract(epoch from (${now}::timestamptz - request_budgets.refilled_at))) * ${rule.perSecond}::double precision)`;
  const row = await db
    .insertInto('request_budgets')
    .values({ key, tokens: rule.capacity - 1, refilled_at: now, admitted: true })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        tokens: sql<number>`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
        refilled_at: sql<Date>`greatest(request_budgets.refilled_at, ${now}::timestamptz)`,
        admitted: sql<boolean>`${refilled} >= 1`,
      }),
    )
    .returning(['admitted', 'tokens'])
    .executeTakeFirstOrThrow();
  return { admitted: row.admitted, tokens: Number(row.tokens) };
}

/** Drops buckets untouched since `fullSince`: they would be full again, the same as no row. */
export async function deleteFullBuckets(db: Kysely<Database>, fullSince: Date): Promise<void> {
  await db.deleteFrom('request_budgets').where('refilled_at', '<', fullSince).execute();
}
