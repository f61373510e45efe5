import { esimApi } from '../../../src/api/esimApi';
import { buildEsimPlans, buildEsimRecord, buildEsimTopups, buildEsimUsage, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const plans = buildEsimPlans();
const record = buildEsimRecord();
const usage = buildEsimUsage();
const activation = { success: true, textQrCode: record.textQrCode };
const lastThirtyDays = { startDate: '2024-04-02', endDate: '2024-05-01' };
const purchase = { plan_id: plans.plans[0].id, recaptcha_token: 'recaptcha-ok' };
const topups = buildEsimTopups();
const topupPurchase = { topup_id: topups.topups[0].id, recaptcha_token: 'recaptcha-ok' };

export const esimCases: EndpointCase[] = [
  {
    endpoint: 'getEsimPlans',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.getEsimPlans.initiate()),
    sends: { method: 'GET', path: '/esim/getplans' },
    answer: plans,
    returns: plans,
  },
  {
    endpoint: 'getEsimDetails',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.getEsimDetails.initiate()),
    sends: { method: 'GET', path: '/esim/details' },
    answer: record,
    returns: record,
  },
  {
    endpoint: 'getEsimActivation',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.getEsimActivation.initiate()),
    sends: { method: 'GET', path: '/esim/activation' },
    answer: activation,
    returns: activation,
  },
  {
    endpoint: 'getEsimUsage',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.getEsimUsage.initiate(lastThirtyDays)),
    sends: { method: 'GET', path: '/esim/usage', query: lastThirtyDays },
    answer: usage,
    returns: usage,
  },
  {
    endpoint: 'purchaseEsim',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.purchaseEsim.initiate(purchase)),
    sends: { method: 'POST', path: '/webpurchaseesim', json: purchase },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
  {
    endpoint: 'getEsimTopups',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.getEsimTopups.initiate()),
    sends: { method: 'GET', path: '/esim/topups' },
    answer: topups,
    returns: topups,
  },
  {
    endpoint: 'purchaseEsimTopup',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(esimApi.endpoints.purchaseEsimTopup.initiate(topupPurchase)),
    sends: { method: 'POST', path: '/esim/topup', json: topupPurchase },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
];
