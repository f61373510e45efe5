import type { Chat, ChatMessage, SuccessResponse } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { authOf } from '../auth/requireAuth';
import { deleteChat, listChats, listMessagesOfUser } from '../db/queries/chats';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import { VersionedCache } from '../lib/versionedCache';
import { chatMessageOf } from '../telephony/chatMessageFormat';
import type { RouteModule } from './RouteModule';

const messageSchema = {
  type: 'object',
  required: ['message_id', 'text', 'timestamp', 'direction', 'sent', 'media_type', 'media_url'],
  properties: {
    message_id: { type: 'integer' },
    text: { type: 'string' },
    timestamp: { type: 'string', description: 'ISO 8601' },
    direction: { type: 'string', enum: ['inbound', 'outbound'] },
    sent: { type: 'boolean', description: 'Outgoing messages: delivered (true) or failed' },
    media_type: { type: ['string', 'null'], description: "e.g. 'image/jpeg'" },
    media_url: { type: ['string', 'null'] },
  },
} as const;

const chatSchema = {
  type: 'object',
  required: ['chat_id', 'third_party_number', 'is_blocked', 'messages'],
  properties: {
    chat_id: { type: 'integer' },
    third_party_number: { type: 'string' },
    is_blocked: { type: 'boolean', description: 'The other party is on the blocked list' },
    caller_name: { type: ['string', 'null'], description: "Not in SPEC: the name the carrier's caller ID lists for the other party; null: none" },
    spam_likely: { type: 'boolean', description: 'Not in SPEC: the carrier rates the other party as likely spam (false until it was looked up)' },
    messages: { type: 'array', items: messageSchema, description: 'Oldest first' },
  },
} as const;

/** Database ids in a path: digits only, within PostgreSQL's integer. */
const idParamSchema = { type: 'string', pattern: '^[0-9]{1,10}$' } as const;
const MAX_ID = 2147483647;

/**
 * How many serialized chats answers a server keeps. 5,000 messages make about 1.8 MB and take
 * some 200 ms to read and serialize on the embedded database; most customers have far fewer.
 */
const CHATS_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/** The user's chats as the SPA reads them, least recently active first. */
async function loadChats(ctx: AppContext, userId: number): Promise<Chat<number>[]> {
  // Two queries whatever the number of chats: the chats, then all of their messages.
  const [chats, messages] = await Promise.all([listChats(ctx.db, userId), listMessagesOfUser(ctx.db, userId)]);
  const byChat = new Map<number, ChatMessage<number>[]>(chats.map((chat) => [chat.id, []]));
  for (const message of messages) {
    byChat.get(message.chat_id)?.push(chatMessageOf(message, ctx.config.publicUrl));
  }
  // Oldest activity first, on purpose: the SPA shows this list reversed (SPEC §7 'reversed
  // order'), so the most recent conversation ends up at the top of the screen.
  return chats.map((chat) => ({
    chat_id: chat.id,
    third_party_number: chat.third_party_number,
    is_blocked: chat.is_blocked,
    caller_name: chat.caller_name,
    spam_likely: chat.spam_likely,
    messages: byChat.get(chat.id) ?? [],
  }));
}

/** Conversations: read all with their messages, delete one. Messages arrive through the telephony webhook. */
export const chatRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  const chatAnswers = new VersionedCache<number>(CHATS_CACHE_LIMITS);

  // Answers with the serialized bytes (kept per user), so no Reply type: the schema below is the contract.
  app.get(
    '/webgetallchatmessages',
    {
      schema: {
        tags: ['chats'],
        summary: 'Every conversation with its messages, least recently active first',
        security: tokenSecurity,
        response: { 200: { type: 'array', items: chatSchema }, ...failureResponses },
      },
    },
    async (request, reply) => {
      // The version was read with the session, before the chats: a write that lands in between
      // leaves a newer answer under the older version, never an older answer under a newer one.
      const { userId, chatsVersion } = authOf(request);
      // Only building the answer takes one of the customer's turns: a kept answer is served at once.
      const body = await chatAnswers.get(userId, chatsVersion, () =>
        ctx.heavyReads.run(userId, async () => {
          const serialized = reply.serialize(await loadChats(ctx, userId));
          return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
        }),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get<{ Params: { chatId: string }; Reply: SuccessResponse }>(
    '/webdeletechat/:chatId',
    {
      config: { writes: true },
      schema: {
        tags: ['chats'],
        summary: 'Delete a conversation and its messages',
        security: tokenSecurity,
        params: { type: 'object', required: ['chatId'], properties: { chatId: idParamSchema } },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const chatId = Number(request.params.chatId);
      const deleted = chatId >= 1 && chatId <= MAX_ID && (await deleteChat(ctx.db, authOf(request).userId, chatId));
      if (!deleted) throw new HttpFailure(404, 'Chat not found.');
      return { success: true, message: 'Chat deleted.' };
    },
  );
};
