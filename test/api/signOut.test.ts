import { signOut } from '../../src/api/signOut';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import { initialSessionState, type SessionState } from '../../src/session/sessionSlice';
import { buildActiveSubscription, buildPlanList, buildSessionUser } from '../factories';
import { recordRequests } from '../mocks/requestRecorder';
import { answersEmptyError, logoutSucceeds, plansAvailable, serverDown } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { signedInStore, storeWithSession, TEST_TOKEN } from './support/testStore';
import { resetColorScheme, runColorSchemeScript } from '../theme/colorSchemeScript';
import {
  browserStorageText,
  COLOR_SCHEME_KEY,
  customerSignedInWithCard,
  localStorageKeys,
  expectNothingOfTheCustomerStored,
  secrets,
  stopPersisting,
} from '../faults/support/browserStorage';

const session: Partial<SessionState> = {
  user: buildSessionUser({ user_token: TEST_TOKEN }),
  activeSubscriptions: [buildActiveSubscription()],
  selectedPlan: buildPlanList()[0],
  chosenPhoneNumber: '8575550100',
  selectedPlanName: 'Yearly',
  deviceId: 'device-0001',
};

/** A signed-in customer with a cached plan list. */
async function customerWithCache() {
  server.use(...plansAvailable());
  const store = signedInStore(session);
  await store.dispatch(subscriptionApi.endpoints.getPlans.initiate());
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  return store;
}

describe('signOut()', () => {
  it('ends the session on the server with the token, then clears the session and the API cache', async () => {
    const store = await customerWithCache();
    server.use(...logoutSucceeds());
    const recorder = recordRequests();

    await store.dispatch(signOut());

    const logout = await recorder.single();
    expect(logout).toMatchObject({ method: 'POST', path: '/user/weblogout' });
    expect(logout.headers.authorization).toBe(`Token ${TEST_TOKEN}`);
    expect(store.getState().session).toEqual(expect.objectContaining(initialSessionState));
    expect(store.getState().api.queries).toEqual({});
  });

  it.each([
    ['the server fails', answersEmptyError('/user/weblogout', 500)],
    ['the network is down', serverDown('/user/weblogout')],
  ])('still clears everything when %s', async (_what, handlers) => {
    const store = await customerWithCache();
    server.use(...handlers);

    await store.dispatch(signOut());

    expect(store.getState().session).toEqual(expect.objectContaining(initialSessionState));
    expect(store.getState().api.queries).toEqual({});
  });

  it('without a token asks the server nothing and still clears what the visitor chose', async () => {
    const store = storeWithSession({ chosenPhoneNumber: '8575550100', selectedPlanName: 'Yearly' });
    const recorder = recordRequests();

    await store.dispatch(signOut());

    expect(recorder.count()).toBe(0);
    expect(store.getState().session).toEqual(expect.objectContaining(initialSessionState));
  });
});

describe('signOut() and the browser storage', () => {
  afterEach(resetColorScheme);

  it('leaves no token, profile or card data in sessionStorage or localStorage, and never put a token in localStorage', async () => {
    const { store, persistor } = await customerSignedInWithCard();
    // The session was written where it belongs, and only there.
    expect(window.sessionStorage.length).toBeGreaterThan(0);
    expect(browserStorageText()).toContain(secrets.token);
    expect(window.localStorage.length).toBe(0);

    server.use(...logoutSucceeds());
    await store.dispatch(signOut());
    await persistor.flush();

    expectNothingOfTheCustomerStored();
    expect(window.localStorage.length).toBe(0);
    await stopPersisting(store, persistor);
  });

  it("localStorage holds at most the browser's colour scheme, which signing in and out leave as it was", async () => {
    runColorSchemeScript();
    window.__COLOR_SCHEME__?.choose('dark');
    const { store, persistor } = await customerSignedInWithCard();
    expect(localStorageKeys()).toEqual([COLOR_SCHEME_KEY]);

    server.use(...logoutSucceeds());
    await store.dispatch(signOut());
    await persistor.flush();

    expect(localStorageKeys()).toEqual([COLOR_SCHEME_KEY]);
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expectNothingOfTheCustomerStored();
    await stopPersisting(store, persistor);
  });
});
