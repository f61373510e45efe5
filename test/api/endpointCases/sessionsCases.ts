import { sessionsApi } from '../../../src/api/sessionsApi';
import { buildSessionList } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const sessions = buildSessionList();
const signedOut = { success: true, message: 'Signed out.' };

/** The endpoints (not in SPEC §7): the signed-in devices. */
export const sessionsCases: EndpointCase[] = [
  {
    endpoint: 'getSessions',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(sessionsApi.endpoints.getSessions.initiate()),
    sends: { method: 'GET', path: '/sessions' },
    answer: sessions,
    returns: sessions,
  },
  {
    endpoint: 'revokeSession',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(sessionsApi.endpoints.revokeSession.initiate(sessions[1].id)),
    sends: { method: 'DELETE', path: `/sessions/${sessions[1].id}` },
    answer: signedOut,
    // A DELETE's body is not read (src/api/baseQuery.ts).
    returns: { success: true },
  },
  {
    endpoint: 'revokeOtherSessions',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(sessionsApi.endpoints.revokeOtherSessions.initiate()),
    sends: { method: 'POST', path: '/sessions/revoke-others' },
    answer: signedOut,
    returns: signedOut,
  },
];
