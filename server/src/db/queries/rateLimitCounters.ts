import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** A counter as stored: how many, the latest at, and until when it counts. */
export interface CounterRow {
  key: string;
  count: number;
  last_at: Date;
  expires_at: Date;
}

/**
 * Counts one hit in a fixed window: the first hit after a window ended starts a new one of
 * `windowMs`. One statement, so concurrent hits on any number of servers are all counted.
 */
export async function hitFixedWindow(db: Kysely<Database>, key: string, now: Date, windowMs: number): Promise<CounterRow> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, last_at: now, expires_at: new Date(now.getTime() + windowMs) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_counters.expires_at <= ${now} then 1 else rate_limit_counters.count + 1 end`,
        last_at: now,
        expires_at: sql<Date>`case when rate_limit_counters.expires_at <= ${now} then excluded.expires_at else rate_limit_counters.expires_at end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as CounterRow;
}

/**
 * Adds one failure to each streak of `keys` (one statement): a streak is forgotten `forgetMs`
 * after its latest failure, and starts again from 1 after that.
 */
export async function addToStreaks(db: Kysely<Database>, keys: string[], now: Date, forgetMs: number): Promise<CounterRow[]> {
  if (keys.length === 0) return [];
  const expiresAt = new Date(now.getTime() + forgetMs);
  const rows = await db
    .insertInto('rate_limit_counters')
    .values(keys.map((key) => ({ key, count: 1, last_at: now, expires_at: expiresAt })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_counters.expires_at <= ${now} then 1 else rate_limit_counters.count + 1 end`,
        last_at: now,
        expires_at: expiresAt,
      }),
    )
    .returningAll()
    .execute();
  return rows as CounterRow[];
}

/** The counters of `keys` that still count at `now`. */
export async function liveCounters(db: Kysely<Database>, keys: string[], now: Date): Promise<CounterRow[]> {
  if (keys.length === 0) return [];
  const rows = await db.selectFrom('rate_limit_counters').selectAll().where('key', 'in', keys).where('expires_at', '>', now).execute();
  return rows as CounterRow[];
}

export async function deleteCounters(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('rate_limit_counters').where('key', 'in', keys).execute();
}

/** Drops counters that no longer count, so a flood of distinct keys does not grow the table for ever. */
export async function deleteExpiredCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now).execute();
}
