import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** How far back a session's tickets are counted, and how long rows are kept after their creation. */
export const TICKET_RATE_WINDOW_MS = 60_000;

/**
 * Stores a ticket for the session unless the session has asked for `maxPerWindow` tickets within
 * the last TICKET_RATE_WINDOW_MS (one statement: concurrent askers cannot both slip under the
 * limit by much). Answers false when over the limit. Rows past the window go on the way.
 */
export async function insertEventTicket(
  db: Kysely<Database>,
  ticket: { ticketHash: string; sessionId: number; now: Date; ttlMs: number },
  maxPerWindow: number,
): Promise<boolean> {
  const windowStart = new Date(ticket.now.getTime() - TICKET_RATE_WINDOW_MS);
  // Old rows of every session, on the creation index: nothing else needs them.
  await db.deleteFrom('event_tickets').where('created_at', '<', new Date(windowStart.getTime() - TICKET_RATE_WINDOW_MS)).execute();
  const inserted = await db
    .insertInto('event_tickets')
    .columns(['ticket_hash', 'session_id', 'expires_at'])
    .expression(
      db
        .selectNoFrom([
          sql<string>`${ticket.ticketHash}::text`.as('ticket_hash'),
          sql<number>`${ticket.sessionId}::integer`.as('session_id'),
          sql<Date>`${new Date(ticket.now.getTime() + ticket.ttlMs)}::timestamptz`.as('expires_at'),
        ])
        .where(
          db.selectFrom('event_tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('session_id', '=', ticket.sessionId).where('created_at', '>', windowStart),
          '<',
          maxPerWindow,
        ),
    )
    .returning('ticket_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Whose a ticket is, if it could still open a stream at `now` (unused, unexpired), without
 * spending it: the stream's opening waits for one of that customer's turns before it does.
 */
export async function peekEventTicket(db: Kysely<Database>, ticketHash: string, now: Date): Promise<{ userId: number } | undefined> {
  const row = await db
    .selectFrom('event_tickets')
    .innerJoin('sessions', 'sessions.id', 'event_tickets.session_id')
    .select('sessions.user_id')
    .where('event_tickets.ticket_hash', '=', ticketHash)
    .where('event_tickets.used_at', 'is', null)
    .where('event_tickets.expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id };
}

/**
 * Accepts a ticket once: marks it used and answers its session (and the session's user), if it exists, is unused and has
 * not expired at `now`. A single UPDATE, so two streams racing with one ticket (on one instance
 * or two) get it once between them.
 */
export async function useEventTicket(db: Kysely<Database>, ticketHash: string, now: Date): Promise<{ sessionId: number; userId: number } | undefined> {
  const row = await db
    .updateTable('event_tickets')
    .set({ used_at: now })
    .from('sessions')
    .whereRef('sessions.id', '=', 'event_tickets.session_id')
    .where('event_tickets.ticket_hash', '=', ticketHash)
    .where('event_tickets.used_at', 'is', null)
    .where('event_tickets.expires_at', '>', now)
    .returning(['event_tickets.session_id', 'sessions.user_id'])
    .executeTakeFirst();
  return row && { sessionId: row.session_id, userId: row.user_id };
}
