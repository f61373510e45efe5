import { waitFor } from '@testing-library/react';
import { eventsApi } from '../../../src/api/eventsApi';
import { installFakeEventSource } from '../../mocks/fakeEventSource';
import type { EndpointCase } from '../support/endpointCase';

const ticket = { ticket: 'ticket-abc', expires_in: 30 };

/** The endpoints (not in SPEC §7): live activity. */
export const liveCases: EndpointCase[] = [
  {
    endpoint: 'getEventTicket',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(eventsApi.endpoints.getEventTicket.initiate()),
    sends: { method: 'POST', path: '/events/ticket' },
    answer: ticket,
    returns: ticket,
  },
  {
    endpoint: 'liveActivity',
    kind: 'query',
    auth: 'required',
    // Its one request is the stream's ticket: done once the stream has connected with it.
    start: (store) => {
      const sources = installFakeEventSource();
      const started = store.dispatch(eventsApi.endpoints.liveActivity.initiate());
      return started.then(async (outcome) => {
        if (outcome.data) await waitFor(() => expect(sources.all).toHaveLength(1));
        return outcome;
      });
    },
    sends: { method: 'POST', path: '/events/ticket' },
    answer: ticket,
    returns: { connection: 'connecting' },
  },
];
