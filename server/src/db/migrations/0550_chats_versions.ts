import { sql, type Kysely } from 'kysely';

/** The tables the chats answer is made from: chats, their messages, and blocked_numbers for is_blocked. */
const SOURCES = ['chats', 'messages', 'blocked_numbers'] as const;

/**
 * users.chats_version changes in the same transaction as every change to a user's chats, their
 * messages or the user's blocked numbers, whoever makes it (the telephony webhook, deleting a chat,
 * blocking a number, the seed, a hand-written SQL fix), so a server may keep a chats answer for as
 * long as the version it was made at is still current (routes/chats.ts), as it does the call log
 * (migration 0300). A change of the version is announced like the call log's (migration 0400:
 * 'user:{id}' on 'session_changes'), because the session lookup reads it too.
 *
 * Statement-level triggers, one per event (a trigger with transition tables may have one event
 * only). Messages name their chat, not their user: the chat is looked up. Messages deleted with
 * their chat (ON DELETE CASCADE) find no chat any more, but the chat's own delete has bumped the
 * version already. TRUNCATE has no transition table, so it changes every version.
 */
const statements = [
  sql`alter table users add column chats_version bigint not null default 0`,
  sql`create function bump_chats_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        update users set chats_version = chats_version + 1;
      elsif tg_table_name = 'messages' then
        if tg_op = 'INSERT' then
          update users set chats_version = chats_version + 1
            where id in (select c.user_id from chats c where c.id in (select chat_id from new_rows));
        elsif tg_op = 'UPDATE' then
          update users set chats_version = chats_version + 1
            where id in (select c.user_id from chats c where c.id in (select chat_id from new_rows union select chat_id from old_rows));
        else
          update users set chats_version = chats_version + 1
            where id in (select c.user_id from chats c where c.id in (select chat_id from old_rows));
        end if;
      elsif tg_op = 'INSERT' then
        update users set chats_version = chats_version + 1 where id in (select user_id from new_rows);
      elsif tg_op = 'UPDATE' then
        update users set chats_version = chats_version + 1
          where id in (select user_id from new_rows union select user_id from old_rows);
      else
        update users set chats_version = chats_version + 1 where id in (select user_id from old_rows);
      end if;
      return null;
    end
  $$`,
  ...SOURCES.flatMap((table) => [
    sql`create trigger ${sql.id(`${table}_insert_bumps_chats`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function bump_chats_version()`,
    sql`create trigger ${sql.id(`${table}_update_bumps_chats`)} after update on ${sql.table(table)}
      referencing new table as new_rows old table as old_rows for each statement execute function bump_chats_version()`,
    sql`create trigger ${sql.id(`${table}_delete_bumps_chats`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement execute function bump_chats_version()`,
    sql`create trigger ${sql.id(`${table}_truncate_bumps_chats`)} after truncate on ${sql.table(table)}
      for each statement execute function bump_chats_version()`,
  ]),
  // Announced as migration 0400 announces the call log's version: 'user:{id}' drops the user's
  // kept sessions. A function of its own, so that each migration can be undone alone.
  sql`create function notify_chats_version_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'user:' || new.id);
      return null;
    end
  $$`,
  sql`create trigger users_chats_version_notifies after update of chats_version on users
    for each row when (old.chats_version is distinct from new.chats_version)
    execute function notify_chats_version_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_chats_version_notifies on users`.execute(db);
  await sql`drop function if exists notify_chats_version_change()`.execute(db);
  for (const table of SOURCES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.id(`${table}_${event}_bumps_chats`)} on ${sql.table(table)}`.execute(db);
    }
  }
  await sql`drop function if exists bump_chats_version()`.execute(db);
  await sql`alter table users drop column if exists chats_version`.execute(db);
}
