import { sql, type Kysely } from 'kysely';

/**
 * Released numbers held for their last owner, as carriers age disconnected numbers: a deleted
 * account's or a lapsed plan's number stays on our carrier account until `ends_at`, offered to
 * nobody else. The owner is known by user id while the account exists (set null when it goes)
 * and by the SHA-256 of the normalised email, so that the same person signing up again is known
 * without keeping the address. `claimed_until` is the lease of the job that releases the number
 * to the carrier once the hold has ended.
 */
const statements = [
  sql`create table number_holds (
    phone_number text primary key check (phone_number ~ '^[0-9]{10}$'),
    last_owner_user_id integer references users(id) on delete set null,
    last_owner_email_sha256 text not null check (last_owner_email_sha256 ~ '^[0-9a-f]{64}$'),
    reason text not null check (reason in ('account_deleted', 'plan_lapsed')),
    held_at timestamptz not null,
    ends_at timestamptz not null,
    claimed_until timestamptz
  )`,
  sql`create index number_holds_by_end on number_holds (ends_at)`,
  sql`create index number_holds_by_owner_email on number_holds (last_owner_email_sha256)`,
  sql`create index number_holds_by_owner on number_holds (last_owner_user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists number_holds`.execute(db);
}
