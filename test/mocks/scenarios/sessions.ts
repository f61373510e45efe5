import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ActiveSession } from '../../../src/contract/api';
import { buildSessionList } from '../../factories';
import { apiUrl } from '../apiUrl';

/**
 * The signed-in devices, served as our server does: signing one out removes it
 * from the list (404 when it is gone), signing out the others leaves the current one.
 */
export function signedInDevices(sessions: ActiveSession[] = buildSessionList()): HttpHandler[] {
  let live = structuredClone(sessions);
  return [
    http.get(apiUrl('/sessions'), () => HttpResponse.json(structuredClone(live))),
    http.delete(apiUrl('/sessions/:sessionId'), ({ params }) => {
      if (!live.some((session) => session.id === params.sessionId)) return HttpResponse.json({ failure: 'Session not found.' }, { status: 404 });
      live = live.filter((session) => session.id !== params.sessionId);
      return HttpResponse.json({ success: true, message: 'Signed out.' });
    }),
    http.post(apiUrl('/sessions/revoke-others'), () => {
      live = live.filter((session) => session.current);
      return HttpResponse.json({ success: true, message: 'Signed out of all other devices.' });
    }),
  ];
}

/** A backend without the sessions endpoints (SPEC §7 only): each answers 404. */
export function noSessionEndpoints(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [http.get(apiUrl('/sessions'), notFound), http.delete(apiUrl('/sessions/:sessionId'), notFound), http.post(apiUrl('/sessions/revoke-others'), notFound)];
}
