import { demoAccountApi } from '../../../src/api/demoAccountApi';
import type { EndpointCase } from '../support/endpointCase';

const demo = { email: 'demo@example.com', password: 'demo-password-1' };

/** Sandbox mode only: the login page's demo offer. */
export const demoAccountCases: EndpointCase[] = [
  {
    endpoint: 'getDemoAccount',
    kind: 'query',
    auth: 'none',
    start: (store) => store.dispatch(demoAccountApi.endpoints.getDemoAccount.initiate()),
    sends: { method: 'GET', path: '/sandbox/demo-account' },
    answer: demo,
    returns: demo,
  },
];
