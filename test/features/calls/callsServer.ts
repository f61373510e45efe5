import { http, HttpResponse, type HttpHandler } from 'msw';
import { samePhone } from '../../../src/lib/formatPhone';
import type { BlockedNumber, CallLogItem, HideCallRequest } from '../../../src/contract/api';
import { apiUrl } from '../../mocks/apiUrl';

/**
 * A call log that changes as the server's would: a hidden call leaves the log, a blocked number
 * marks its calls is_blocked. The SPA sees the change only if it asks again (tag invalidation).
 */
export function callLogThatChanges(initial: CallLogItem[]): HttpHandler[] {
  let calls = initial.map((call) => ({ ...call }));
  return [
    http.get(apiUrl('/webcalllog'), () => HttpResponse.json(calls)),
    http.post(apiUrl('/webhidecalls'), async ({ request }) => {
      const { id } = (await request.json()) as HideCallRequest;
      calls = calls.filter((call) => call.id !== id);
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/websaveblocknumber'), async ({ request }) => {
      const numbers = ((await request.json()) as BlockedNumber[]).map((entry) => entry.phone_number);
      const blocked = (number: string) => numbers.some((phone) => samePhone(phone, number));
      calls = calls.map((call) => (blocked(call.call_from) || blocked(call.call_to) ? { ...call, is_blocked: true } : call));
      return HttpResponse.json({ success: true });
    }),
  ];
}
