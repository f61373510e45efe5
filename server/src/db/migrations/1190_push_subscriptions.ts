import { sql, type Kysely } from 'kysely';

/**
 * Web Push. push_subscriptions: one row per device that asked for notifications, tied to the
 * session that subscribed and gone with it: a trigger deletes it when the session is revoked, and
 * it cascades when the session row (or the user) is deleted. push_vapid_keys: the application server key pair a
 * sandbox generates when none is configured, one row shared by every instance on the database.
 */
const statements = [
  sql`create table push_subscriptions (
    id text primary key,
    user_id integer not null references users(id) on delete cascade,
    session_id integer not null references sessions(id) on delete cascade,
    endpoint text not null unique,
    p256dh text not null,
    auth text not null,
    kinds text[] not null default '{}',
    previews boolean not null default false,
    created_at timestamptz not null default now(),
    last_success_at timestamptz,
    failures integer not null default 0
  )`,
  sql`create index push_subscriptions_by_user on push_subscriptions(user_id)`,
  sql`create index push_subscriptions_by_session on push_subscriptions(session_id)`,
  // Every way a session ends marks it revoked (sign-out, 'Signed-in devices', password reset's
  // 'sign out every session'): its device's subscriptions go in that same statement.
  sql`create function delete_push_subscriptions_of_revoked_session() returns trigger language plpgsql as $$
    begin
      delete from push_subscriptions where session_id = new.id;
      return null;
    end
  $$`,
  sql`create trigger sessions_revoked_drop_push after update of revoked_at on sessions
    for each row when (new.revoked_at is not null and old.revoked_at is null)
    execute function delete_push_subscriptions_of_revoked_session()`,
  sql`create table push_vapid_keys (
    id integer primary key check (id = 1),
    public_key text not null,
    private_key text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists push_vapid_keys`.execute(db);
  await sql`drop trigger if exists sessions_revoked_drop_push on sessions`.execute(db);
  await sql`drop function if exists delete_push_subscriptions_of_revoked_session()`.execute(db);
  await sql`drop table if exists push_subscriptions`.execute(db);
}
