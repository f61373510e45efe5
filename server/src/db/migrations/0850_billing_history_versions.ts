import { sql, type Kysely } from 'kysely';

/** Which payments are charges in the billing history (db/queries/billingRecords.ts says the same). */
const IS_CHARGE = sql`status = 'succeeded' or (status = 'failed' and idempotency_key like '%#declined-%')`;

/**
 * The billing history at speed:
 *
 * - payments_charges: the history's keyset index (user, id) over charges only, so a page reads
 *   just its own rows. The older payments_history index (all of a user's payments) made the
 *   planner read every payment of the customer and sort them for each page (EXPLAIN on PGlite with
 *   1,000 charges: a bitmap heap scan of 1,000 rows and a top-N sort).
 * - users.billing_history_version changes in the same transaction as every change to a user's
 *   payments, whoever makes it (this server, another server on the same database, a hand-written
 *   SQL fix), so a server may keep a history page for as long as the version it was made at is
 *   current (routes/billing.ts), as it does the call log (migration 0300). A change is announced
 *   like the call log's (migration 0400: 'user:{id}' on 'session_changes'), because the session
 *   lookup reads it too.
 *
 * Statement-level triggers, one per event (a trigger with transition tables may have one event
 * only). TRUNCATE has no transition table, so it changes every version.
 */
const statements = [
  sql`create index payments_charges on payments (user_id, id desc) where ${IS_CHARGE}`,
  sql`alter table users add column billing_history_version bigint not null default 0`,
  sql`create function bump_billing_history_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update users set billing_history_version = billing_history_version + 1 where id in (select user_id from new_rows);
      elsif tg_op = 'UPDATE' then
        update users set billing_history_version = billing_history_version + 1
          where id in (select user_id from new_rows union select user_id from old_rows);
      elsif tg_op = 'DELETE' then
        update users set billing_history_version = billing_history_version + 1 where id in (select user_id from old_rows);
      else
        update users set billing_history_version = billing_history_version + 1;
      end if;
      return null;
    end
  $$`,
  sql`create trigger payments_insert_bumps_billing_history after insert on payments
    referencing new table as new_rows for each statement execute function bump_billing_history_version()`,
  sql`create trigger payments_update_bumps_billing_history after update on payments
    referencing new table as new_rows old table as old_rows for each statement execute function bump_billing_history_version()`,
  sql`create trigger payments_delete_bumps_billing_history after delete on payments
    referencing old table as old_rows for each statement execute function bump_billing_history_version()`,
  sql`create trigger payments_truncate_bumps_billing_history after truncate on payments
    for each statement execute function bump_billing_history_version()`,
  // A function of its own, so that each migration can be undone alone.
  sql`create function notify_billing_history_version_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'user:' || new.id);
      return null;
    end
  $$`,
  sql`create trigger users_billing_history_version_notifies after update of billing_history_version on users
    for each row when (old.billing_history_version is distinct from new.billing_history_version)
    execute function notify_billing_history_version_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_billing_history_version_notifies on users`.execute(db);
  await sql`drop function if exists notify_billing_history_version_change()`.execute(db);
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`payments_${event}_bumps_billing_history`)} on payments`.execute(db);
  }
  await sql`drop function if exists bump_billing_history_version()`.execute(db);
  await sql`alter table users drop column if exists billing_history_version`.execute(db);
  await sql`drop index if exists payments_charges`.execute(db);
}
