import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { visibleCallLogRows, type CallLogRow } from './calls';
import type { MessageRow } from './chats';
import { otherPartyIsBlocked, otherPartySpamLikely } from './otherParty';

/** The newest call and message ids of the user (0 when none): where a new stream starts reading. */
export async function newestActivityIds(db: Kysely<Database>, userId: number): Promise<{ callId: number; messageId: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('calls').select((inner) => inner.fn.max('id').as('m')).where('user_id', '=', userId).$asScalar().as('call_id'),
      eb
        .selectFrom('messages as m')
        .innerJoin('chats as c', 'c.id', 'm.chat_id')
        .select((inner) => inner.fn.max('m.id').as('m'))
        .where('c.user_id', '=', userId)
        .$asScalar()
        .as('message_id'),
    ])
    .executeTakeFirstOrThrow();
  return { callId: Number(row.call_id ?? 0), messageId: Number(row.message_id ?? 0) };
}

/**
 * The user's calls with an id above `afterId` as GET /webcalllog shows them (hidden ones left
 * out, is_blocked and the caller lookup as there), oldest id first.
 */
export function visibleCallsAfter(db: Kysely<Database>, userId: number, afterId: number, limit: number): Promise<CallLogRow[]> {
  return visibleCallLogRows(db, userId)
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export type MessageWithChat = MessageRow & { third_party_number: string; is_blocked: boolean; caller_name: string | null; spam_likely: boolean };

/** The user's messages, each with its chat (as GET /webgetallchatmessages): for a query to narrow and order. */
function messagesWithChat(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .leftJoin('caller_lookups as l', 'l.phone_number', 'c.third_party_number')
    .select(['m.id', 'm.chat_id', 'm.text', 'm.sent_at', 'm.direction', 'm.sent', 'm.media_type', 'm.media_url', 'c.third_party_number', 'l.caller_name'])
    .select([otherPartyIsBlocked, otherPartySpamLikely])
    .where('c.user_id', '=', userId);
}

/** At most `limit` of the user's messages with an id above `afterId`, each with its chat (as GET /webgetallchatmessages), oldest id first. */
export async function messagesAfter(db: Kysely<Database>, userId: number, afterId: number, limit: number): Promise<MessageWithChat[]> {
  return messagesWithChat(db, userId).where('m.id', '>', afterId).orderBy('m.id').limit(limit).execute();
}

/** The user's message stored for the carrier's event `externalId`, with its chat. */
export function messageByExternalId(db: Kysely<Database>, userId: number, externalId: string): Promise<MessageWithChat | undefined> {
  return messagesWithChat(db, userId).where('m.external_id', '=', externalId).executeTakeFirst();
}

/** The user's call stored for the carrier's event `externalId`, as the call log shows it (undefined once hidden). */
export function callByExternalId(db: Kysely<Database>, userId: number, externalId: string): Promise<CallLogRow | undefined> {
  return visibleCallLogRows(db, userId).where('c.external_id', '=', externalId).executeTakeFirst();
}

/** A session's id and end, if it is live at `now` (findLiveSession's rules, by id). */
export function findLiveSessionById(
  db: Kysely<Database>,
  sessionId: number,
  now: Date,
  idleMs: number,
): Promise<{ id: number; user_id: number; last_used_at: Date; expires_at: Date | string } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_used_at', 'expires_at'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', new Date(now.getTime() - idleMs))
    .executeTakeFirst();
}
