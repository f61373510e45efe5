import { sql, type Kysely } from 'kysely';

/**
 * Tickets that open one live-activity stream each (routes/liveEvents.ts): an
 * EventSource cannot send the Authorization header, so the SPA trades its token for a ticket and
 * puts that in the stream's URL. Only the ticket's SHA-256 is stored; it names the session that
 * asked (and dies with it), is good until `expires_at`, and once: `used_at` is set by the single
 * UPDATE that accepts it, whichever instance the stream reaches. Used and expired rows stay a few
 * minutes, so that the per-session rate of tickets can be counted, then go.
 */
const statements = [
  sql`create table event_tickets (
    ticket_hash text primary key,
    session_id integer not null references sessions(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index event_tickets_by_session on event_tickets (session_id, created_at)`,
  sql`create index event_tickets_by_creation on event_tickets (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists event_tickets`.execute(db);
}
