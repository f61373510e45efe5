import { subscriptionApi } from '../../../src/api/subscriptionApi';
import { buildActiveSubscription, buildPlanList, buildSubscriptionStatus, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const plans = buildPlanList();
const status = buildSubscriptionStatus({ status: 'transition' });
const active = [buildActiveSubscription()];
const checkout = { plan: plans[1].plan_id, recaptcha_token: 'recaptcha-ok' };
const success = buildSuccess();

export const subscriptionCases: EndpointCase[] = [
  {
    endpoint: 'getPlans',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.getPlans.initiate()),
    sends: { method: 'GET', path: '/plans/' },
    answer: plans,
    returns: plans,
  },
  {
    endpoint: 'getSubscription',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.getSubscription.initiate()),
    sends: { method: 'GET', path: '/webgetsubscription' },
    answer: status,
    returns: status,
  },
  {
    endpoint: 'getActiveSubscriptions',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.getActiveSubscriptions.initiate()),
    sends: { method: 'GET', path: '/websubscription/active' },
    answer: active,
    returns: active,
  },
  {
    endpoint: 'subscribe',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.subscribe.initiate(checkout)),
    sends: { method: 'POST', path: '/websubscription', json: checkout },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'resubscribe',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.resubscribe.initiate(checkout)),
    sends: { method: 'POST', path: '/webresubscription', json: checkout },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'upgradeSubscription',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.upgradeSubscription.initiate(checkout)),
    sends: { method: 'POST', path: '/webupgradesubscription', json: checkout },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'cancelSubscription',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.cancelSubscription.initiate(77)),
    sends: { method: 'DELETE', path: '/websubscription/details/77' },
    answer: null,
    returns: { success: true },
  },
  {
    endpoint: 'resumeSubscription',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(subscriptionApi.endpoints.resumeSubscription.initiate(77)),
    sends: { method: 'POST', path: '/websubscription/details/77/resume' },
    answer: { success: true, message: 'Your plan will renew.' },
    returns: { success: true, message: 'Your plan will renew.' },
  },
];
