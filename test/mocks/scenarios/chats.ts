import { http, type HttpHandler } from 'msw';
import type { Chat } from '../../../src/contract/api';
import { buildChat, buildChats } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

/** The conversations, in the order the server sends them (the SPA shows them reversed). */
export function chatHistory(chats: Chat[] = buildChats()): HttpHandler[] {
  return [
    http.get(apiUrl('/webgetallchatmessages'), answer(chats)),
    http.get(apiUrl('/webdeletechat/:chatId'), accepted),
  ];
}

/**
 * Our server's chats: each with the carrier's caller name and spam rating (not in SPEC §7).
 * `chatHistory()` is a SPEC-only backend's, without them.
 */
export function chatHistoryWithCallerIds(
  chats: Chat[] = [
    buildChat({ third_party_number: '5085550187', caller_name: 'City Pharmacy', spam_likely: false }),
    buildChat({ third_party_number: '6465550172', caller_name: null, spam_likely: true }),
  ],
): HttpHandler[] {
  return chatHistory(chats);
}
