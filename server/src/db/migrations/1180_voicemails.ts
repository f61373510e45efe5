import { sql, type Kysely } from 'kysely';

/**
 * voicemails: messages callers left, as the telephony webhook reports them. The audio stays at the
 * carrier (recording_url, fetched with the carrier's credentials when played); the row holds what
 * the inbox lists. One row per carrier event (user_id, external_id), so a re-delivery is stored
 * once. A new voicemail, or one marked heard, is announced like the call log (migration 0400:
 * 'user:{id}' on 'session_changes'), so the live-activity streams of every instance read it.
 */
const statements = [
  sql`create table voicemails (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    external_id text not null,
    from_number text not null,
    caller_name text,
    received_at timestamptz not null,
    duration_seconds integer not null check (duration_seconds >= 0),
    transcript text,
    recording_url text not null,
    heard_at timestamptz,
    created_at timestamptz not null default now(),
    unique (user_id, external_id)
  )`,
  // The inbox's keyset pages, newest first, and its unheard count.
  sql`create index voicemails_by_received on voicemails (user_id, received_at desc, id desc)`,
  sql`create index voicemails_unheard on voicemails (user_id) where heard_at is null`,
  sql`create function notify_voicemail_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'user:' || new.user_id);
      return null;
    end
  $$`,
  sql`create trigger voicemails_change_notifies after insert or update of heard_at on voicemails
    for each row execute function notify_voicemail_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists voicemails_change_notifies on voicemails`.execute(db);
  await sql`drop function if exists notify_voicemail_change()`.execute(db);
  await sql`drop table if exists voicemails`.execute(db);
}
