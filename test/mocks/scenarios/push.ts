import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PushSubscriptionRequest } from '../../../src/contract/api';
import { apiUrl } from '../apiUrl';

/** The server's application server key: an uncompressed P-256 point (0x04 and 64 bytes), base64url. */
export const TEST_VAPID_PUBLIC_KEY = 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

/** What the push service mock holds: the stored subscriptions by id. */
export interface PushServiceState {
  subscriptions: Map<string, PushSubscriptionRequest>;
}

/**
 * Web Push (not in SPEC §7), served as our server does: the config gives the key; a subscription is
 * stored by its endpoint (201 with a new id, 200 with the same id when the endpoint is known);
 * deleting an unknown id answers 404.
 */
export function pushService(state: PushServiceState = { subscriptions: new Map() }, vapidPublicKey: string = TEST_VAPID_PUBLIC_KEY): HttpHandler[] {
  let nextId = 1;
  return [
    http.get(apiUrl('/push/config'), () => HttpResponse.json({ vapid_public_key: vapidPublicKey })),
    http.post(apiUrl('/push/subscriptions'), async ({ request }) => {
      const body = (await request.json()) as PushSubscriptionRequest;
      if (typeof body?.endpoint !== 'string' || !body.endpoint.startsWith('https://')) {
        return HttpResponse.json({ message: 'endpoint must be an https address' }, { status: 400 });
      }
      const known = [...state.subscriptions].find(([, stored]) => stored.endpoint === body.endpoint)?.[0];
      const id = known ?? `push_${nextId++}`;
      state.subscriptions.set(id, structuredClone(body));
      return HttpResponse.json({ id }, { status: known ? 200 : 201 });
    }),
    http.delete(apiUrl('/push/subscriptions/:id'), ({ params }) => {
      if (!state.subscriptions.delete(String(params.id))) return HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** A backend without Web Push (SPEC §7 only, or push switched off): each endpoint answers 404. */
export function noPushEndpoints(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [http.get(apiUrl('/push/config'), notFound), http.post(apiUrl('/push/subscriptions'), notFound), http.delete(apiUrl('/push/subscriptions/:id'), notFound)];
}
