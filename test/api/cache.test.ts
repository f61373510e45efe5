import { accountApi } from '../../src/api/accountApi';
import { callsApi } from '../../src/api/callsApi';
import { chatsApi } from '../../src/api/chatsApi';
import { creditsApi } from '../../src/api/creditsApi';
import { esimApi } from '../../src/api/esimApi';
import { phonesApi } from '../../src/api/phonesApi';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import { cacheSeconds } from '../../src/api/tags';
import type { AppStore } from '../../src/app/store';
import { recordRequests } from '../mocks/requestRecorder';
import { numbersAvailable } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { endpointCase } from './endpointCases';
import { answerEndpointCases, type CallOutcome, type EndpointCase } from './support/endpointCase';
import { settle } from './support/settle';
import { signedInStore } from './support/testStore';

/** SPEC §7 '(cached)' and served from the cache unless a refresh is forced. */
const forcedRefresh: Record<string, (store: AppStore) => PromiseLike<CallOutcome>> = {
  getPlans: (store) => store.dispatch(subscriptionApi.endpoints.getPlans.initiate(undefined, { forceRefetch: true })),
  getCallLog: (store) => store.dispatch(callsApi.endpoints.getCallLog.initiate(undefined, { forceRefetch: true })),
  getChats: (store) => store.dispatch(chatsApi.endpoints.getChats.initiate(undefined, { forceRefetch: true })),
  getCreditBundles: (store) =>
    store.dispatch(creditsApi.endpoints.getCreditBundles.initiate(undefined, { forceRefetch: true })),
  getEsimPlans: (store) => store.dispatch(esimApi.endpoints.getEsimPlans.initiate(undefined, { forceRefetch: true })),
  getBalance: (store) => store.dispatch(creditsApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true })),
};
const cachedQueries = Object.keys(forcedRefresh);

/** Starts a query and returns its subscription once the first answer is in. */
async function subscribe(row: EndpointCase, store: AppStore) {
  const started = row.start(store);
  await started;
  const { refetch, unsubscribe } = started;
  if (!refetch || !unsubscribe) throw new Error(`${row.endpoint} is not a query`);
  return { refetch, unsubscribe };
}

/** A signed-in store whose server answers `name` as its endpoint table row says. */
function storeServing(name: string) {
  const row = endpointCase(name);
  server.use(answerEndpointCases([row]));
  return { row, store: signedInStore(), recorder: recordRequests() };
}

describe.each(cachedQueries)('%s', (name) => {
  it('serves a second subscriber from the cache: one request', async () => {
    const { row, store, recorder } = storeServing(name);

    const first = await row.start(store);
    const second = await row.start(store);

    expect(recorder.count()).toBe(1);
    expect(second.data).toEqual(row.returns);
    expect(second.data).toBe(first.data);
  });

  it('serves two subscribers that start together with one request', async () => {
    const { row, store, recorder } = storeServing(name);

    const [first, second] = await Promise.all([row.start(store), row.start(store)]);

    expect(recorder.count()).toBe(1);
    expect(first.data).toEqual(row.returns);
    expect(second.data).toEqual(row.returns);
  });

  it('asks the server again when a refresh is forced', async () => {
    const { row, store, recorder } = storeServing(name);

    await row.start(store);
    const refreshed = await forcedRefresh[name](store);

    expect(recorder.count()).toBe(2);
    expect(refreshed.data).toEqual(row.returns);
  });

  it('asks the server again when a subscriber calls refetch()', async () => {
    const { row, store, recorder } = storeServing(name);
    const subscription = await subscribe(row, store);

    await subscription.refetch();

    expect(recorder.count()).toBe(2);
  });

  it('keeps its data for an hour after the last subscriber leaves', async () => {
    const { row, store, recorder } = storeServing(name);
    const subscription = await subscribe(row, store);

    jest.useFakeTimers();
    try {
      subscription.unsubscribe();
      jest.advanceTimersByTime((cacheSeconds.longLived - 1) * 1000);
      expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
    await row.start(store);
    expect(recorder.count()).toBe(1);
  });
});

describe('queries outside the long-lived list', () => {
  it('drop the profile five minutes after its last subscriber leaves', async () => {
    const { store } = storeServing('getProfile');
    const subscription = store.dispatch(accountApi.endpoints.getProfile.initiate());
    await subscription;

    jest.useFakeTimers();
    try {
      subscription.unsubscribe();
      jest.advanceTimersByTime(cacheSeconds.default * 1000 + 1);
      expect(store.getState().api.queries).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });

  it('never answer a new area-code search from an old one', async () => {
    server.use(...numbersAvailable());
    const store = signedInStore();
    const recorder = recordRequests();
    const search = store.dispatch(phonesApi.endpoints.searchAvailablePhones.initiate('857'));
    await search;

    search.unsubscribe();
    await settle(store);
    await store.dispatch(phonesApi.endpoints.searchAvailablePhones.initiate('857'));

    expect(recorder.count()).toBe(2);
  });
});
