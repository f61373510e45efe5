import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountApi } from '../../src/api/accountApi';
import { authApi } from '../../src/api/authApi';
import { phonesApi } from '../../src/api/phonesApi';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import type { AppStore } from '../../src/app/store';
import { registerNavigator } from '../../src/lib/navigation';
import { initialSessionState, signedIn, type SessionState } from '../../src/session/sessionSlice';
import { buildActiveSubscription, buildPlanList, buildSessionUser } from '../factories';
import { apiUrl } from '../mocks/apiUrl';
import { plansAvailable, signInFails, unauthorized } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { settle } from './support/settle';
import { signedInStore, TEST_TOKEN } from './support/testStore';
import {
  browserStorageText,
  customerSignedInWithCard,
  expectNothingOfTheCustomerStored,
  secrets,
  stopPersisting,
} from '../faults/support/browserStorage';

const fullSession: Partial<SessionState> = {
  user: buildSessionUser({ user_token: TEST_TOKEN }),
  activeSubscriptions: [buildActiveSubscription()],
  selectedPlan: buildPlanList()[0],
  chosenPhoneNumber: '8575550100',
  deviceId: 'device-0001',
};

let navigate: jest.Mock<void, [string]>;

beforeEach(() => {
  navigate = jest.fn<void, [string]>();
  registerNavigator(navigate);
});

afterEach(() => {
  window.history.pushState({}, '', '/app/');
});

const sessionEnded = (store: AppStore) => waitFor(() => expect(store.getState().session.token).toBeNull());

/** A signed-in customer on `page` whose plan list is cached, then whose token stops working. */
async function tokenRejectedOn(page: string) {
  window.history.pushState({}, '', page);
  server.use(...plansAvailable());
  const store = signedInStore(fullSession);
  await store.dispatch(subscriptionApi.endpoints.getPlans.initiate());
  expect(store.getState().api.queries).not.toEqual({});

  server.use(...unauthorized('/user/webprofile'));
  const result = await store.dispatch(accountApi.endpoints.getProfile.initiate());
  return { store, result };
}

describe('a 401 on an authenticated call', () => {
  it('clears the session, resets the API cache and goes to /login', async () => {
    const { store } = await tokenRejectedOn('/app/dashboard/account');

    await sessionEnded(store);
    expect(store.getState().session).toEqual(expect.objectContaining(initialSessionState));
    expect(store.getState().api.queries).toEqual({});
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('still reports the 401 to the caller of that call', async () => {
    const { store, result } = await tokenRejectedOn('/app/dashboard/account');

    expect(result.error).toEqual({ status: 401, failure: 'Invalid token.' });
    await sessionEnded(store);
  });

  it.each(['/app/login', '/app/'])('does not navigate when already on the login page (%s)', async (page) => {
    const { store } = await tokenRejectedOn(page);

    await sessionEnded(store);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not end a session signed in again while the refused call was in flight', async () => {
    let answerRefusal: () => void = () => undefined;
    const refusalSent = new Promise<void>((resolve) => {
      answerRefusal = resolve;
    });
    server.use(
      http.get(apiUrl('/user/webprofile'), async () => {
        await refusalSent;
        return HttpResponse.json({ failure: 'Invalid token.' }, { status: 401 });
      }),
    );
    const store = signedInStore();
    const refused = store.dispatch(accountApi.endpoints.getProfile.initiate());

    store.dispatch(signedIn(buildSessionUser({ user_token: 'tok-new-session' })));
    answerRefusal();
    await refused;
    await settle(store);

    expect(store.getState().session.token).toBe('tok-new-session');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a 401 on a public call', () => {
  it('(a failed sign-in) leaves the session alone and stays on the page', async () => {
    window.history.pushState({}, '', '/app/dashboard/account');
    server.use(...signInFails('Wrong password', 401));
    const store = signedInStore(fullSession);

    const result = await store.dispatch(
      authApi.endpoints.signIn.initiate({ username: 'jane.doe@example.com', password: 'nope' }),
    );
    await settle(store);

    expect(result).toEqual({ error: { status: 401, failure: 'Wrong password' } });
    expect(store.getState().session).toMatchObject({ ...fullSession, token: TEST_TOKEN });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a 401 and the browser storage', () => {
  it('leaves no token, profile or card data in sessionStorage or localStorage', async () => {
    const { store, persistor } = await customerSignedInWithCard();
    // The session was written (the profile never is: it lives in the API cache only).
    expect(browserStorageText()).toContain(secrets.token);
    expect(browserStorageText()).not.toContain(secrets.email);

    server.use(...unauthorized('/webphones'));
    const refused = await store.dispatch(phonesApi.endpoints.getPhones.initiate());
    expect(refused.error).toEqual({ status: 401, failure: 'Invalid token.' });
    await sessionEnded(store);
    await persistor.flush();

    expectNothingOfTheCustomerStored();
    expect(window.localStorage.length).toBe(0);
    await stopPersisting(store, persistor);
  });
});
