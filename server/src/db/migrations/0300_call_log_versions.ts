import { sql, type Kysely } from 'kysely';

/** The two tables the call log is made from: calls, and blocked_numbers for each call's is_blocked. */
const SOURCES = ['calls', 'blocked_numbers'] as const;

/**
 * users.call_log_version changes in the same transaction as every change to a user's calls or
 * blocked numbers, whoever makes it (this server, another server on the same database, the seed,
 * a hand-written SQL fix), so a server may keep a call log answer for as long as the version it
 * was made at is still current (routes/calls.ts).
 *
 * The triggers run once per statement, not per row: the seed's bulk insert of thousands of calls
 * updates its user's row once. A statement-level trigger with transition tables may have one event
 * only, hence one trigger per event; TRUNCATE has no transition table, so it changes every version.
 */
const statements = [
  sql`alter table users add column call_log_version bigint not null default 0`,
  sql`create function bump_call_log_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update users set call_log_version = call_log_version + 1 where id in (select user_id from new_rows);
      elsif tg_op = 'UPDATE' then
        update users set call_log_version = call_log_version + 1
          where id in (select user_id from new_rows union select user_id from old_rows);
      elsif tg_op = 'DELETE' then
        update users set call_log_version = call_log_version + 1 where id in (select user_id from old_rows);
      else
        update users set call_log_version = call_log_version + 1;
      end if;
      return null;
    end
  $$`,
  ...SOURCES.flatMap((table) => [
    sql`create trigger ${sql.id(`${table}_insert_bumps_call_log`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function bump_call_log_version()`,
    sql`create trigger ${sql.id(`${table}_update_bumps_call_log`)} after update on ${sql.table(table)}
      referencing new table as new_rows old table as old_rows for each statement execute function bump_call_log_version()`,
    sql`create trigger ${sql.id(`${table}_delete_bumps_call_log`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function bump_call_log_version()`,
    sql`create trigger ${sql.id(`${table}_truncate_bumps_call_log`)} after truncate on ${sql.table(table)}
      for each statement execute function bump_call_log_version()`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SOURCES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.id(`${table}_${event}_bumps_call_log`)} on ${sql.table(table)}`.execute(db);
    }
  }
  await sql`drop function if exists bump_call_log_version()`.execute(db);
  await sql`alter table users drop column if exists call_log_version`.execute(db);
}
