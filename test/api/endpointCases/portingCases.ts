import { portingApi } from '../../../src/api/portingApi';
import { buildPortRequest, buildRejectedPortRequest, REJECTED_PORT_ID } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const rejected = buildRejectedPortRequest();
const submitted = buildPortRequest({ status: 'submitted', timeline: [{ status: 'submitted', at: '2026-11-25T10:00:00.000Z' }] });
const details = { phone_number: '6175550142', account_number: 'ACCT7731', pin: '0142', zip: '02110' };

/** The endpoints (not in SPEC §7): the port tracker. */
export const portingCases: EndpointCase[] = [
  {
    endpoint: 'getPortRequests',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(portingApi.endpoints.getPortRequests.initiate()),
    sends: { method: 'GET', path: '/portphone/requests' },
    answer: [rejected],
    returns: [rejected],
  },
  {
    endpoint: 'createPortRequest',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(portingApi.endpoints.createPortRequest.initiate(details)),
    sends: { method: 'POST', path: '/portphone/requests', json: details },
    answer: submitted,
    returns: submitted,
  },
  {
    endpoint: 'resubmitPortRequest',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(portingApi.endpoints.resubmitPortRequest.initiate({ id: REJECTED_PORT_ID, pin: '0142' })),
    sends: { method: 'POST', path: `/portphone/requests/${REJECTED_PORT_ID}/resubmit`, json: { pin: '0142' } },
    answer: submitted,
    returns: submitted,
  },
];
