import type { Chat, ChatMessage } from '../../src/contract/api';
import { nextId, nextPhoneNumber } from './sequence';

/** A delivered inbound text message unless overridden. */
export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    message_id: nextId(),
    text: 'Hello there',
    timestamp: '2024-05-02T14:30:00.000Z',
    direction: 'inbound',
    sent: true,
    media_type: null,
    media_url: null,
    ...overrides,
  };
}

/** A conversation with one message each way unless overridden. */
export function buildChat(overrides: Partial<Chat> = {}): Chat {
  return {
    chat_id: nextId(),
    third_party_number: nextPhoneNumber(),
    is_blocked: false,
    messages: [
      buildChatMessage({ text: 'Hi, is this Jane?' }),
      buildChatMessage({ text: 'Yes, who is this?', direction: 'outbound', timestamp: '2024-05-02T14:31:00.000Z' }),
    ],
    ...overrides,
  };
}

/** `count` conversations, in the order the server sends them. */
export function buildChats(count = 3): Chat[] {
  return Array.from({ length: count }, () => buildChat());
}
