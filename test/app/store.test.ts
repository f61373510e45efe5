import { http, HttpResponse } from 'msw';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import { signOut } from '../../src/api/signOut';
import { makeStore } from '../../src/app/store';
import { initialSessionState, phoneNumberChosen, signedIn } from '../../src/session/sessionSlice';
import { apiUrl } from '../mocks/apiUrl';
import { server } from '../mocks/server';
import { whenRehydrated } from '../../src/app/whenRehydrated';

const plan = {
  plan_id: 1,
  plan_name_en: 'Monthly',
  plan_interval: '1 month',
  new_total_amount: 999,
  new_monthly_amount: 999,
  renew_en: 'Renews monthly',
  description_en: 'A•B',
  stripe_plan_id: 'price_1',
};

/** redux-persist writes on a debounce; wait until the session is in sessionStorage. */
async function persistedSession(): Promise<Record<string, string>> {
  for (let i = 0; i < 50; i += 1) {
    const raw = window.sessionStorage.getItem('persist:session');
    if (raw) {
      const stored = JSON.parse(raw) as Record<string, string>;
      if (stored.token !== 'null') return stored;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('session was never persisted');
}

describe('store', () => {
  it('keeps the session values in sessionStorage, never localStorage, and not the API cache', async () => {
    server.use(http.get(apiUrl('/plans/'), () => HttpResponse.json([plan])));
    const { store } = makeStore({ devTools: false });
    store.dispatch(signedIn({ user_token: 'tok', is_migrated: false, redirect_url: null }));
    store.dispatch(phoneNumberChosen('8575550100'));
    await store.dispatch(subscriptionApi.endpoints.getPlans.initiate());

    const stored = await persistedSession();
    expect(Object.keys(stored).sort()).toEqual([...Object.keys(initialSessionState), '_persist'].sort());
    expect(JSON.parse(stored.token)).toBe('tok');
    expect(JSON.parse(stored.chosenPhoneNumber)).toBe('8575550100');
    // The plans just fetched are in the API cache only.
    expect(JSON.stringify(stored)).not.toContain(plan.stripe_plan_id);
    expect(window.localStorage.length).toBe(0);
    // Besides the session, only the chats' unread marks (chat ids, nothing from the API cache).
    expect(Object.keys(window.sessionStorage).filter((key) => key !== 'persist:session' && key !== 'persist:unreadChats')).toEqual([]);
    expect(Object.keys(JSON.parse(window.sessionStorage.getItem('persist:unreadChats') ?? '{}') as object).sort()).toEqual(['_persist', 'unreadChatIds']);
  });

  it('restores the session of this tab after a reload', async () => {
    const first = makeStore({ devTools: false });
    first.store.dispatch(signedIn({ user_token: 'tok-2', is_migrated: false, redirect_url: null }));
    await persistedSession();

    const second = makeStore({ devTools: false });
    await whenRehydrated(second.persistor);
    expect(second.store.getState().session.token).toBe('tok-2');
    expect(second.store.getState().api.queries).toEqual({});
  });

  it('sign out clears every session value and all cached API data', async () => {
    server.use(
      http.get(apiUrl('/plans/'), () => HttpResponse.json([plan])),
      http.post(apiUrl('/user/weblogout'), () => HttpResponse.json({ success: true })),
    );
    const { store } = makeStore({
      devTools: false,
      preloadedSession: { token: 'tok', chosenPhoneNumber: '8575550100', deviceId: 'dev-1' },
    });
    await store.dispatch(subscriptionApi.endpoints.getPlans.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    await store.dispatch(signOut());

    expect(store.getState().session).toMatchObject(initialSessionState);
    expect(store.getState().api.queries).toEqual({});
  });
});
