import type { Chat } from '../../contract/api';
import { callerIdFields } from './callerIdReaders';
import { bool, digits, id, listOf, optional, responseCheck, shape, text } from './readers';

/** A message of a chat; the live stream's message events carry one. */
export const chatMessage = shape({
  message_id: id,
  text: optional(text, ''),
  timestamp: text,
  direction: text,
  media_type: optional(text, null),
  media_url: optional(text, null),
});
const chat = shape({
  chat_id: id,
  third_party_number: digits,
  is_blocked: optional(bool, false),
  ...callerIdFields,
  messages: optional(listOf(chatMessage), []),
});

export const chatsChecks = {
  chats: responseCheck<Chat[]>('chats', listOf(chat)),
};
