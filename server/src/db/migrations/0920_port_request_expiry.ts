import { sql, type Kysely } from 'kysely';

/**
 * A port request waiting for the customer (details never given, or a rejection they can fix)
 * expires: `expires_at` is when it is cancelled unless fixed (null when not waiting),
 * `expiry_warned_at` when the customer was told it soon will be, and `expiry_due_at` when the
 * expiry job next looks at it (the warning's time, then the expiry's; a claim moves it a lease
 * ahead, so that one instance looks at a time and a run cut short is retried).
 *
 * A request without details no longer holds its number (only a filing with complete details
 * does): the phone rows such requests made are dropped, so that nobody is blocked by them.
 * Requests already waiting get the default 7 days from now.
 */
const statements = [
  sql`alter table port_requests add column expires_at timestamptz`,
  sql`alter table port_requests add column expiry_warned_at timestamptz`,
  sql`alter table port_requests add column expiry_due_at timestamptz`,
  sql`create index port_requests_expiry_due on port_requests (expiry_due_at) where expiry_due_at is not null`,
  sql`create index port_requests_waiting_by_user on port_requests (user_id) where expires_at is not null`,
  sql`update port_requests
    set expires_at = now() + interval '7 days', expiry_due_at = now() + interval '5 days'
    where status = 'rejected' and rejection_code in ('details_missing', 'pin_mismatch', 'account_mismatch', 'zip_mismatch')`,
  sql`delete from phones
    where status = 'port_pending'
      and id in (select phone_id from port_requests where status = 'rejected' and rejection_code = 'details_missing' and phone_id is not null)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists port_requests_waiting_by_user`.execute(db);
  await sql`drop index if exists port_requests_expiry_due`.execute(db);
  await sql`alter table port_requests drop column if exists expiry_due_at`.execute(db);
  await sql`alter table port_requests drop column if exists expiry_warned_at`.execute(db);
  await sql`alter table port_requests drop column if exists expires_at`.execute(db);
}
