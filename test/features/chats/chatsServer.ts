import { http, HttpResponse, type HttpHandler } from 'msw';
import { samePhone } from '../../../src/lib/formatPhone';
import type { BlockedNumber, Chat } from '../../../src/contract/api';
import { apiUrl } from '../../mocks/apiUrl';

/**
 * Conversations that change as the server's would: a deleted chat leaves the list, a blocked
 * number marks its chat is_blocked. The SPA sees the change only if it asks again (tag invalidation).
 */
export function chatsThatChange(initial: Chat[]): HttpHandler[] {
  let chats = structuredClone(initial);
  return [
    http.get(apiUrl('/webgetallchatmessages'), () => HttpResponse.json(chats)),
    http.get(apiUrl('/webdeletechat/:chatId'), ({ params }) => {
      chats = chats.filter((chat) => String(chat.chat_id) !== params.chatId);
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/websaveblocknumber'), async ({ request }) => {
      const numbers = ((await request.json()) as BlockedNumber[]).map((entry) => entry.phone_number);
      chats = chats.map((chat) =>
        numbers.some((phone) => samePhone(phone, chat.third_party_number)) ? { ...chat, is_blocked: true } : chat,
      );
      return HttpResponse.json({ success: true });
    }),
  ];
}
