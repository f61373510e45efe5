import { sql, type Kysely } from 'kysely';

/**
 * data_exports: a customer's 'Download your data' requests. A job on any instance claims a pending
 * one (claimed_until), builds its ZIP into `archive` and marks it ready; it can be downloaded until
 * expires_at, then the job deletes the row. In the database rather than DATA_DIR, so that every
 * instance serves the file whichever built it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table data_exports (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    requested_at timestamptz not null,
    claimed_until timestamptz,
    ready_at timestamptz,
    expires_at timestamptz,
    archive bytea,
    size_bytes integer
  )`.execute(db);
  // The account's latest request (state, one a day) and the job's look for pending and expired ones.
  await sql`create index data_exports_user on data_exports (user_id, requested_at desc)`.execute(db);
  await sql`create index data_exports_pending on data_exports (requested_at) where ready_at is null`.execute(db);
  await sql`create index data_exports_expiry on data_exports (expires_at) where expires_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists data_exports`.execute(db);
}
