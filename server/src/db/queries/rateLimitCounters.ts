import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** A counter as stored: how many, the latest at, until when it counts, and a streak's lock. */
export interface CounterRow {
  key: string;
  count: number;
  last_at: Date;
  expires_at: Date;
  locked_until: Date | null;
  /** An account's streaks: SHA-256 of the account, which a password reset clears; null otherwise. */
  subject: string | null;
}

/**
 * Counts one hit in a fixed window: the first hit after a window ended starts a new one of
 * `windowMs`. One statement, so concurrent hits on any number of servers are all counted.
 */
export async function hitFixedWindow(db: Kysely<Database>, key: string, now: Date, windowMs: number): Promise<CounterRow> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, last_at: now, expires_at: new Date(now.getTime() + windowMs), locked_until: null, subject: null })
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
 * The rows of `keys` (sorted, so that two transactions always lock in the same order), created
 * empty where missing and locked FOR UPDATE until the transaction ends. Run inside a transaction.
 */
export async function lockCounters(trx: Kysely<Database>, keys: string[], now: Date, subjectOf: (key: string) => string | null = () => null): Promise<CounterRow[]> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return [];
  await trx
    .insertInto('rate_limit_counters')
    .values(sorted.map((key) => ({ key, count: 0, last_at: now, expires_at: now, locked_until: null, subject: subjectOf(key) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const rows = await trx.selectFrom('rate_limit_counters').selectAll().where('key', 'in', sorted).orderBy('key').forUpdate().execute();
  return rows as CounterRow[];
}

export async function writeCounter(db: Kysely<Database>, row: CounterRow): Promise<void> {
  const { key, ...values } = row;
  await db.updateTable('rate_limit_counters').set(values).where('key', '=', key).execute();
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

/** Every counter of `subject` (an account's streaks and locks, from every source and device). */
export async function deleteCountersOfSubject(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('subject', '=', subject).execute();
}

/** Drops counters that no longer count, so a flood of distinct keys does not grow the table for ever. */
export async function deleteExpiredCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now).execute();
}
