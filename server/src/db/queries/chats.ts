import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MessagesTable } from '../schema';
import { otherPartyIsBlocked, otherPartySpamLikely } from './otherParty';

export interface ChatRow {
  id: number;
  third_party_number: string;
  is_blocked: boolean;
  /** From the carrier's caller lookup (caller_lookups): none yet is no name, not spam. */
  caller_name: string | null;
  spam_likely: boolean;
}

/** A message as the chat views read it. */
export type MessageRow = Pick<Selectable<MessagesTable>, 'id' | 'chat_id' | 'text' | 'sent_at' | 'direction' | 'sent' | 'media_type' | 'media_url'>;

/**
 * The user's chats, least recently active first (by their newest message, else creation), each
 * with whether its other party is blocked and what the carrier's caller lookup says of it.
 */
export function listChats(db: Kysely<Database>, userId: number): Promise<ChatRow[]> {
  return db
    .selectFrom('chats as c')
    .leftJoin('caller_lookups as l', 'l.phone_number', 'c.third_party_number')
    .select(['c.id', 'c.third_party_number', 'l.caller_name'])
    .select([otherPartySpamLikely, otherPartyIsBlocked])
    .where('c.user_id', '=', userId)
    .orderBy(sql`coalesce((select max(m.sent_at) from messages m where m.chat_id = c.id), c.created_at)`, 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

/** Every message of the user's chats, oldest first within each chat (index messages_chat_sent_at). */
export function listMessagesOfUser(db: Kysely<Database>, userId: number): Promise<MessageRow[]> {
  return db
    .selectFrom('messages as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select(['m.id', 'm.chat_id', 'm.text', 'm.sent_at', 'm.direction', 'm.sent', 'm.media_type', 'm.media_url'])
    .where('c.user_id', '=', userId)
    .orderBy('m.chat_id')
    .orderBy('m.sent_at')
    .orderBy('m.id')
    .execute();
}

/** Deletes one of the user's chats and its messages; false if the user has no chat with that id. */
export async function deleteChat(db: Kysely<Database>, userId: number, chatId: number): Promise<boolean> {
  const row = await db.deleteFrom('chats').where('id', '=', chatId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The user's chat with a number, created on its first message. */
export async function ensureChat(db: Kysely<Database>, userId: number, thirdPartyNumber: string): Promise<number> {
  const row = await db
    .insertInto('chats')
    .values({ user_id: userId, third_party_number: thirdPartyNumber })
    // A no-op update, so that the existing row's id is returned too.
    .onConflict((conflict) => conflict.columns(['user_id', 'third_party_number']).doUpdateSet({ updated_at: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewMessage {
  chatId: number;
  externalId: string;
  text: string;
  sentAt: Date | string;
  direction: 'inbound' | 'outbound';
  sent: boolean;
  mediaType: string | null;
  mediaUrl: string | null;
}

/** Stores a message once per external id within its chat. */
export async function insertMessage(db: Kysely<Database>, message: NewMessage): Promise<void> {
  await db
    .insertInto('messages')
    .values({
      chat_id: message.chatId,
      external_id: message.externalId,
      text: message.text,
      sent_at: message.sentAt,
      direction: message.direction,
      sent: message.sent,
      media_type: message.mediaType,
      media_url: message.mediaUrl,
    })
    .onConflict((conflict) => conflict.columns(['chat_id', 'external_id']).doNothing())
    .execute();
}
