import { creditsApi } from '../../../src/api/creditsApi';
import { buildBalance, buildCreditBundles, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const bundles = buildCreditBundles();
const purchase = { plan: 'credits_1000', recaptcha_token: 'recaptcha-ok' };

export const creditsCases: EndpointCase[] = [
  {
    endpoint: 'getCreditBundles',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(creditsApi.endpoints.getCreditBundles.initiate()),
    sends: { method: 'GET', path: '/getcredits' },
    answer: bundles,
    returns: bundles,
  },
  {
    endpoint: 'purchaseCredit',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(creditsApi.endpoints.purchaseCredit.initiate(purchase)),
    sends: { method: 'POST', path: '/webpurchasecredit', json: purchase },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
  {
    endpoint: 'getBalance',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(creditsApi.endpoints.getBalance.initiate()),
    sends: { method: 'GET', path: '/webgetbalance' },
    answer: buildBalance(12.5),
    // The { balance } wrapper is dropped: callers get the dollars.
    returns: 12.5,
  },
];
