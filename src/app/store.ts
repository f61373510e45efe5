import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { getConfig } from '../config/loadConfig';
import { sessionCleared, sessionRestored, type SessionState } from '../session/sessionSlice';
import { rootReducer } from './rootReducer';
import type { AppDispatch, RootState } from '../state/hooks';
import { devToolsEnabled, devToolsOptions } from './devTools';
import { errorMiddleware } from './errorMiddleware';

export interface MakeStoreOptions {
  /** Session values to start with (tests, or a support reproduction). */
  preloadedSession?: Partial<SessionState>;
  devTools?: boolean;
}

/** A fresh store: the app makes one at start, each test makes its own. */
export function makeStore({ preloadedSession, devTools }: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        // The dev-only checks walk the whole state; a large call history is slow, not wrong.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: {
          warnAfter: 200,
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // The greeting upload's File is a mutation argument; it is never persisted.
          ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs$/],
        },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware, errorMiddleware),
    devTools: devToolsOptions(devTools ?? devToolsEnabled(process.env.NODE_ENV, getConfig().devtools)),
  });

  // Logout, a 401 or account deletion: the cached API data goes with the session (SPEC §4).
  listener.startListening({
    actionCreator: sessionCleared,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  // The shared hooks' dispatch and state types (src/state/hooks.ts) must fit this store's.
  const dispatch: AppDispatch = store.dispatch;
  const _stateFits: (state: ReturnType<typeof store.getState>) => RootState = (state) => state;
  setupListeners(dispatch);
  const persistor: Persistor = persistStore(store);
  // Applied after the store starts, so that rehydration from an empty sessionStorage keeps it.
  if (preloadedSession) dispatch(sessionRestored(preloadedSession));
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
