import type { Persistor } from 'redux-persist';
import { accountApi } from '../../../src/api/accountApi';
import { authApi } from '../../../src/api/authApi';
import { subscriptionApi } from '../../../src/api/subscriptionApi';
import { makeStore, type AppStore } from '../../../src/app/store';
import { signedIn } from '../../../src/session/sessionSlice';
import { buildProfile, buildSessionUser, buildSubscriptionStatus } from '../../factories';
import { accountChangesAccepted, signedInCustomer, signInSucceeds } from '../../mocks/scenarios';
import { server } from '../../mocks/server';

/** What a signed-in customer's session holds that must never outlive it. */
export const secrets = {
  token: 'tok-storage-trace-5f1c9a',
  email: 'storage.trace@example.com',
  firstName: 'Philippa',
  lastName: 'Storagetrace',
  /** The payment provider's token of the saved card. */
  cardToken: 'tok_visa_trace_4242',
  paymentMethod: 'stripe',
} as const;

/** Everything in sessionStorage and localStorage, as one text to search. */
export function browserStorageText(): string {
  const dump = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
      .map((key) => `${key}=${storage.getItem(key) ?? ''}`)
      .join('\n');
  return `${dump(window.sessionStorage)}\n${dump(window.localStorage)}`;
}

/**
 * What the app may keep in localStorage: only the colour scheme chosen in the header menu,
 * 'light' or 'dark' (nothing of the customer), under this one key (public/color-scheme.js).
 */
export const COLOR_SCHEME_KEY = 'color-scheme';

/** The keys in localStorage now. */
export function localStorageKeys(): string[] {
  return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? '');
}

/**
 * A real store with redux-persist (sessionStorage) where a customer signed in with a password,
 * the profile and subscription loaded and a card was saved, with everything written to storage.
 */
export async function customerSignedInWithCard(): Promise<{ store: AppStore; persistor: Persistor }> {
  server.use(
    ...signInSucceeds(buildSessionUser({ user_token: secrets.token })),
    ...signedInCustomer({
      profile: buildProfile({ email: secrets.email, first_name: secrets.firstName, last_name: secrets.lastName }),
      subscription: buildSubscriptionStatus({ payment_method: secrets.paymentMethod }),
    }),
    ...accountChangesAccepted(),
  );
  const { store, persistor } = makeStore({ devTools: false });
  const user = await store.dispatch(authApi.endpoints.signIn.initiate({ username: secrets.email, password: 'Secret#123' })).unwrap();
  store.dispatch(signedIn(user));
  await store.dispatch(accountApi.endpoints.getProfile.initiate());
  await store.dispatch(subscriptionApi.endpoints.getSubscription.initiate());
  await store.dispatch(accountApi.endpoints.saveCardToken.initiate({ user_stripe_token: secrets.cardToken }));
  await persistor.flush();
  return { store, persistor };
}

/** Nothing of the customer is left in either storage. */
export function expectNothingOfTheCustomerStored(): void {
  const stored = browserStorageText();
  for (const value of [secrets.token, secrets.email, secrets.firstName, secrets.lastName, secrets.cardToken]) {
    expect(stored).not.toContain(value);
  }
}

/** Stops the store's persistence so that nothing of one test lands in the next one's storage. */
export async function stopPersisting(store: AppStore, persistor: Persistor): Promise<void> {
  store.dispatch(accountApi.util.resetApiState());
  await persistor.flush();
  persistor.pause();
}
