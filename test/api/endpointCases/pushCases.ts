import { pushApi } from '../../../src/api/pushApi';
import type { PushSubscriptionRequest } from '../../../src/contract/api';
import { TEST_VAPID_PUBLIC_KEY } from '../../mocks/scenarios/push';
import type { EndpointCase } from '../support/endpointCase';

export const pushSubscriptionRequest: PushSubscriptionRequest = {
  endpoint: 'https://push.example.com/send/device-1',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  kinds: ['call', 'voicemail'],
  previews: false,
};

/** The endpoints (not in SPEC §7): Web Push. */
export const pushCases: EndpointCase[] = [
  {
    endpoint: 'getPushConfig',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(pushApi.endpoints.getPushConfig.initiate()),
    sends: { method: 'GET', path: '/push/config' },
    answer: { vapid_public_key: TEST_VAPID_PUBLIC_KEY },
    returns: { vapid_public_key: TEST_VAPID_PUBLIC_KEY },
  },
  {
    endpoint: 'savePushSubscription',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(pushApi.endpoints.savePushSubscription.initiate(pushSubscriptionRequest)),
    sends: { method: 'POST', path: '/push/subscriptions', json: pushSubscriptionRequest },
    answer: { id: 'push_1' },
    returns: { id: 'push_1' },
  },
  {
    endpoint: 'deletePushSubscription',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(pushApi.endpoints.deletePushSubscription.initiate('push_1')),
    sends: { method: 'DELETE', path: '/push/subscriptions/push_1' },
    answer: { success: true },
    returns: { success: true },
  },
];
