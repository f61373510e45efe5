import { http, type HttpHandler } from 'msw';
import type { Chat } from '../../../src/contract/api';
import { buildChats } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

/** The conversations, in the order the server sends them (the SPA shows them reversed). */
export function chatHistory(chats: Chat[] = buildChats()): HttpHandler[] {
  return [
    http.get(apiUrl('/webgetallchatmessages'), answer(chats)),
    http.get(apiUrl('/webdeletechat/:chatId'), accepted),
  ];
}
