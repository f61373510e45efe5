import type { Persistor } from 'redux-persist';
import { baseApi } from '../../../src/api/baseApi';
import { makeStore, type AppStore } from '../../../src/app/store';
import type { SessionState } from '../../../src/session/sessionSlice';

/** The token every signed-in test store holds. */
export const TEST_TOKEN = 'tok-test-0123456789';

const persistors: Persistor[] = [];
const stores: AppStore[] = [];

/** A fresh real store (DevTools off) with these session values. */
export function storeWithSession(session: Partial<SessionState> = {}): AppStore {
  const { store, persistor } = makeStore({ preloadedSession: session, devTools: false });
  persistors.push(persistor);
  stores.push(store);
  return store;
}

/** A fresh store of a signed-in customer (the token of TEST_TOKEN, plus any other session values). */
export function signedInStore(session: Partial<SessionState> = {}): AppStore {
  return storeWithSession({ token: TEST_TOKEN, ...session });
}

/** A fresh store of a visitor: no session. */
export function visitorStore(): AppStore {
  return storeWithSession();
}

// Nothing of one test may reach the next: cache timers stop, and a session write that
// redux-persist had still pending lands before sessionStorage is emptied, not after.
afterEach(async () => {
  for (const store of stores.splice(0)) store.dispatch(baseApi.util.resetApiState());
  for (const persistor of persistors.splice(0)) {
    await persistor.flush();
    persistor.pause();
  }
  window.sessionStorage.clear();
});
