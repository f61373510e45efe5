import { sql, type Kysely } from 'kysely';

/**
 * - rate_limit_counters.subject: whose streak a counter is (a SHA-256 of the account, like `key`),
 *   so that a password reset, which proves the mailbox, clears every lock and streak of the
 *   account (every source, every device) in one indexed delete. Null for counters of no account.
 * - request_budgets: each source's token bucket for every request (http/requestBudget.ts): the
 *   tokens left when last refilled, taken one per request by one atomic upsert, so every instance
 *   on the database draws from the same bucket; `admitted` says whether that upsert's request was let through. `key` is a SHA-256 of the source; a row idle long
 *   enough to be full again means nothing and is swept. Unlogged: a request's upsert then commits
 *   without waiting for the write-ahead log to reach the disk (the cost that matters on every
 *   request); after a crash the table is empty, which only gives every source a full bucket. No
 *   index on `refilled_at`, which every request changes: the update stays in place (HOT), and the
 *   once-a-minute sweep reads the table, one row per recent source.
 */
const statements = [
  sql`alter table rate_limit_counters add column subject text`,
  sql`create index rate_limit_counters_subject on rate_limit_counters (subject) where subject is not null`,
  sql`create unlogged table request_budgets (
    key text primary key,
    tokens double precision not null,
    refilled_at timestamptz not null,
    admitted boolean not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists request_budgets`.execute(db);
  await sql`drop index if exists rate_limit_counters_subject`.execute(db);
  await sql`alter table rate_limit_counters drop column if exists subject`.execute(db);
}
