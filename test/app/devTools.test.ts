import { compose, type Action, type StoreEnhancer } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { devToolsEnabled } from '../../src/app/devTools';
import { apiUrl } from '../mocks/apiUrl';
import { server } from '../mocks/server';

interface DevToolsOptions {
  actionSanitizer: (action: Action) => Action;
  stateSanitizer: (state: unknown) => unknown;
}

type ExtensionWindow = Window & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };

/**
 * Stands in for the browser extension, which Redux Toolkit looks for when it is first loaded:
 * so each test loads a fresh copy of the store module after installing it.
 */
async function loadStoreWithFakeExtension() {
  window.__APP_CONFIG__ = {};
  const seen: { options?: DevToolsOptions; actions: Action[] } = { actions: [] };
  (window as ExtensionWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: DevToolsOptions) => {
    seen.options = options;
    // Like the extension, see every action that reaches the store.
    const recordActions: StoreEnhancer = (createStore) => (reducer, preloaded) => {
      const store = createStore(reducer, preloaded);
      const dispatch: typeof store.dispatch = (action) => {
        seen.actions.push(action);
        return store.dispatch(action);
      };
      return { ...store, dispatch };
    };
    return (...enhancers: StoreEnhancer[]) => compose(...enhancers, recordActions);
  };
  let makeStore: typeof import('../../src/app/store').makeStore = () => {
    throw new Error('store module not loaded');
  };
  let signIn: (typeof import('../../src/api/authApi'))['authApi']['endpoints']['signIn'] | undefined;
  let reauthenticate: (typeof import('../../src/api/accountApi'))['accountApi']['endpoints']['reauthenticate'] | undefined;
  await jest.isolateModulesAsync(async () => {
    ({ makeStore } = await import('../../src/app/store'));
    signIn = (await import('../../src/api/authApi')).authApi.endpoints.signIn;
    reauthenticate = (await import('../../src/api/accountApi')).accountApi.endpoints.reauthenticate;
  });
  if (!signIn || !reauthenticate) throw new Error('api module not loaded');
  return { seen, makeStore, signIn, reauthenticate };
}

afterEach(() => {
  delete (window as ExtensionWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  delete window.__APP_CONFIG__;
});

describe('Redux DevTools', () => {
  it.each([
    ['development', false, true],
    ['test', false, true],
    ['production', false, false],
    ['production', true, true],
  ])('in %s with config.devtools %s is enabled: %s', (nodeEnv, configDevtools, expected) => {
    expect(devToolsEnabled(nodeEnv, configDevtools)).toBe(expected);
  });

  it('is not connected when disabled', async () => {
    const { seen, makeStore } = await loadStoreWithFakeExtension();
    makeStore({ devTools: false });
    expect(seen.options).toBeUndefined();
  });

  it('shows a signed-in state and its actions without the token or the password', async () => {
    server.use(
      http.post(apiUrl('/user/websignin/'), () =>
        HttpResponse.json({ user_token: 'secret-token-123', is_migrated: false, redirect_url: null }),
      ),
    );
    const { seen, makeStore, signIn } = await loadStoreWithFakeExtension();
    const { store } = makeStore({ devTools: true });
    expect(seen.options).toBeDefined();
    const options = seen.options as DevToolsOptions;

    const login = store.dispatch(signIn.initiate({ username: 'a@b.c', password: 'hunter22' }));
    const session = await login.unwrap();
    store.dispatch({ type: 'session/signedIn', payload: session });

    const shownState = JSON.stringify(options.stateSanitizer(store.getState()));
    expect(store.getState().session.token).toBe('secret-token-123');
    expect(shownState).toContain('"is_migrated":false');
    expect(shownState).not.toContain('secret-token-123');
    expect(shownState).not.toContain('hunter22');

    const pending = seen.actions.find((action) => action.type === 'api/executeMutation/pending');
    expect(JSON.stringify(pending)).toContain('hunter22');
    const shownActions = JSON.stringify(seen.actions.map((action) => options.actionSanitizer(action)));
    expect(shownActions).toContain('a@b.c');
    expect(shownActions).toContain('<redacted>');
    expect(shownActions).not.toContain('secret-token-123');
    expect(shownActions).not.toContain('hunter22');
  });

  it.each([
    ['a current password', { current_password: 'my-Secret-1' }, 'my-Secret-1'],
    ['a provider ID token', { id_token: 'eyJ.fresh.google' }, 'eyJ.fresh.google'],
  ])('shows a proof of identity (POST /account/reauth) with %s redacted, in its actions and the state', async (_case, proof, secret) => {
    server.use(http.post(apiUrl('/account/reauth'), () => HttpResponse.json({ success: true, reauthenticated_until: '2026-11-28T12:10:00.000Z' })));
    const { seen, makeStore, reauthenticate } = await loadStoreWithFakeExtension();
    const { store } = makeStore({ preloadedSession: { token: 'tok-1' }, devTools: true });
    const options = seen.options as DevToolsOptions;

    await store.dispatch(reauthenticate.initiate(proof, { track: false }));

    expect(JSON.stringify(seen.actions)).toContain(secret);
    const shownActions = JSON.stringify(seen.actions.map((action) => options.actionSanitizer(action)));
    expect(shownActions).toContain('reauthenticate');
    expect(shownActions).not.toContain(secret);
    expect(JSON.stringify(options.stateSanitizer(store.getState()))).not.toContain(secret);
  });
});
