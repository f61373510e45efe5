import { sql, type Kysely } from 'kysely';

/**
 * Tells every listening server, through NOTIFY on the channel 'session_changes', whenever what
 * the session lookup reads may have changed, so that a server may keep live sessions in memory
 * (auth/sessionCache.ts) and still refuse a revoked one as soon as the database does:
 *
 * - 'session:{id}' after any update or delete of a session row (revocation, expiry changed,
 *   last_used_at touched, the user deleted and its sessions with it);
 * - 'user:{id}' after the user's call_log_version changes (migration 0300), which the session
 *   lookup also reads;
 * - 'all' after the sessions table is truncated.
 *
 * Inserts need no notice: a server never keeps the absence of a session. Notifications are sent
 * at commit, so a change rolled back is never announced. The channel name is written out here,
 * not imported, so that this migration stays as it ran.
 */
const statements = [
  sql`create function notify_session_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('session_changes', 'all');
      else
        perform pg_notify('session_changes', 'session:' || old.id);
      end if;
      return null;
    end
  $$`,
  sql`create function notify_call_log_version_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'user:' || new.id);
      return null;
    end
  $$`,
  sql`create trigger sessions_change_notifies after update or delete on sessions
    for each row execute function notify_session_change()`,
  sql`create trigger sessions_truncate_notifies after truncate on sessions
    for each statement execute function notify_session_change()`,
  sql`create trigger users_call_log_version_notifies after update of call_log_version on users
    for each row when (old.call_log_version is distinct from new.call_log_version)
    execute function notify_call_log_version_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_call_log_version_notifies on users`.execute(db);
  await sql`drop trigger if exists sessions_truncate_notifies on sessions`.execute(db);
  await sql`drop trigger if exists sessions_change_notifies on sessions`.execute(db);
  await sql`drop function if exists notify_call_log_version_change()`.execute(db);
  await sql`drop function if exists notify_session_change()`.execute(db);
}
