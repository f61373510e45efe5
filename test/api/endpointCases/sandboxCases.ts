import { sandboxApi } from '../../../src/api/sandboxApi';
import type { EndpointCase } from '../support/endpointCase';

const missedCall = { event: 'missed_call' as const };
const done = { success: true, summary: 'A missed call from (617) 555-0123 reached (212) 555-0100.' };

/** The sandbox's network simulator (not in SPEC §7; sandbox servers only). */
export const sandboxCases: EndpointCase[] = [
  {
    endpoint: 'simulateNetworkEvent',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(sandboxApi.endpoints.simulateNetworkEvent.initiate(missedCall)),
    sends: { method: 'POST', path: '/sandbox/simulate', json: missedCall },
    answer: done,
    returns: done,
  },
];
