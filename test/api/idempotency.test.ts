import { http, HttpResponse } from 'msw';
import { creditsApi } from '../../src/api/creditsApi';
import { esimApi } from '../../src/api/esimApi';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import type { AppStore } from '../../src/app/store';
import { apiUrl } from '../mocks/apiUrl';
import { recordRequests } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { signedInStore } from './support/testStore';

const purchases = [
  {
    name: 'subscribe',
    path: '/websubscription',
    run: (store: AppStore, key?: string) =>
      store.dispatch(subscriptionApi.endpoints.subscribe.initiate({ plan: 1, recaptcha_token: 'rc', idempotencyKey: key })).unwrap(),
    body: { plan: 1, recaptcha_token: 'rc' },
  },
  {
    name: 'resubscribe',
    path: '/webresubscription',
    run: (store: AppStore, key?: string) =>
      store.dispatch(subscriptionApi.endpoints.resubscribe.initiate({ plan: 1, recaptcha_token: 'rc', idempotencyKey: key })).unwrap(),
    body: { plan: 1, recaptcha_token: 'rc' },
  },
  {
    name: 'upgradeSubscription',
    path: '/webupgradesubscription',
    run: (store: AppStore, key?: string) =>
      store.dispatch(subscriptionApi.endpoints.upgradeSubscription.initiate({ plan: 3, recaptcha_token: 'rc', idempotencyKey: key })).unwrap(),
    body: { plan: 3, recaptcha_token: 'rc' },
  },
  {
    name: 'purchaseCredit',
    path: '/webpurchasecredit',
    run: (store: AppStore, key?: string) =>
      store.dispatch(creditsApi.endpoints.purchaseCredit.initiate({ plan: null, recaptcha_token: 'rc', idempotencyKey: key })).unwrap(),
    body: { plan: null, recaptcha_token: 'rc' },
  },
  {
    name: 'purchaseEsim',
    path: '/webpurchaseesim',
    run: (store: AppStore, key?: string) =>
      store.dispatch(esimApi.endpoints.purchaseEsim.initiate({ plan_id: 7, recaptcha_token: 'rc', idempotencyKey: key })).unwrap(),
    body: { plan_id: 7, recaptcha_token: 'rc' },
  },
  {
    name: 'purchaseEsimTopup',
    path: '/esim/topup',
    run: (store: AppStore, key?: string) =>
      store.dispatch(esimApi.endpoints.purchaseEsimTopup.initiate({ topup_id: 1, recaptcha_token: 'rc', idempotencyKey: key })).unwrap(),
    body: { topup_id: 1, recaptcha_token: 'rc' },
  },
] as const;

describe('purchase idempotency keys', () => {
  it.each(purchases)('$name sends the key as the Idempotency-Key header, never in the body', async (purchase) => {
    server.use(http.post(apiUrl(purchase.path), () => HttpResponse.json({ success: true })));
    const recorder = recordRequests();
    const store = signedInStore();
    await purchase.run(store, 'attempt-1');
    const request = await recorder.single();
    expect(request.headers['idempotency-key']).toBe('attempt-1');
    expect(request.body).toEqual(purchase.body);
  });

  it.each(purchases)('$name sends no Idempotency-Key header without a key', async (purchase) => {
    server.use(http.post(apiUrl(purchase.path), () => HttpResponse.json({ success: true })));
    const recorder = recordRequests();
    const store = signedInStore();
    await purchase.run(store);
    const request = await recorder.single();
    expect(request.headers['idempotency-key']).toBeUndefined();
    expect(request.body).toEqual(purchase.body);
  });
});
