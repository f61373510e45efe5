import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../src/db/schema';
import { until } from './until';

/**
 * Makes requests to two instances meet at one row, whichever is quicker: the test holds the row
 * (`lock`: a SELECT ... FOR UPDATE in its own transaction), starts the requests, waits until
 * `waiters` statements beginning with `statementStart` wait for that lock in PostgreSQL, then
 * lets go. What each request did before its statement has been done by both; the database alone
 * decides who wins. Resolves with the requests' answers, in the order `start` gave them.
 */
export async function raceAtLockedRow<T>(
  db: Kysely<Database>,
  lock: (trx: Transaction<Database>) => Promise<unknown>,
  statementStart: string,
  waiters: number,
  start: () => Promise<T>[],
): Promise<T[]> {
  let started: Promise<T>[] = [];
  await db.transaction().execute(async (trx) => {
    await lock(trx);
    started = start();
    await until(
      `${waiters} statements "${statementStart}…" waiting for the locked row`,
      async () => ((await statementsWaiting(db, statementStart)) >= waiters ? true : undefined),
      Date.now() + 30_000,
    );
  });
  return Promise.all(started);
}

/** How many statements beginning with `statementStart` wait for a lock in the test's database now. */
export async function statementsWaiting(db: Kysely<Database>, statementStart: string): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query ilike ${`${statementStart}%`}`.execute(db);
  return rows[0].waiting;
}
