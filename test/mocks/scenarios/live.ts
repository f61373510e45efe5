import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiUrl } from '../apiUrl';

/**
 * Event tickets as our server issues them, each one new ('ticket-1', 'ticket-2'…).
 * The stream itself is a FakeEventSource (test/mocks/fakeEventSource.ts): msw cannot serve one to jsdom.
 */
export function liveEvents(): HttpHandler[] {
  let issued = 0;
  return [
    http.post(apiUrl('/events/ticket'), () => {
      issued += 1;
      return HttpResponse.json({ ticket: `ticket-${issued}`, expires_in: 30 });
    }),
  ];
}

/** A backend without live activity (SPEC §7 only): the ticket route answers 404. */
export function noLiveEvents(): HttpHandler[] {
  return [http.post(apiUrl('/events/ticket'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 }))];
}
