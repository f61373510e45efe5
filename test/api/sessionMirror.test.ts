import type { SessionState } from '../../src/session/sessionSlice';
import { buildProfile } from '../factories';
import { answersEmptyError } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { endpointCase } from './endpointCases';
import { answerEndpointCases } from './support/endpointCase';
import { signedInStore } from './support/testStore';

/** SPEC §3 session-held values that come from a query: each result is copied into the session slice. */
const mirrored: [query: string, sessionKey: keyof SessionState][] = [
  ['getProfile', 'profile'],
  ['getSubscription', 'subscription'],
  ['getActiveSubscriptions', 'activeSubscriptions'],
  ['getPlans', 'plans'],
  ['getCreditBundles', 'credits'],
];

describe('query results kept in the session', () => {
  it.each(mirrored)('%s is copied to session.%s', async (query, sessionKey) => {
    const row = endpointCase(query);
    server.use(answerEndpointCases([row]));
    const store = signedInStore();
    expect(store.getState().session[sessionKey]).toBeNull();

    await row.start(store);

    expect(store.getState().session[sessionKey]).toEqual(row.returns);
  });

  it('keeps the previous value when the query fails', async () => {
    const previous = buildProfile({ first_name: 'Before' });
    server.use(...answersEmptyError('/user/webprofile', 500));
    const store = signedInStore({ profile: previous });

    const outcome = await endpointCase('getProfile').start(store);

    expect(outcome.error).toEqual({ status: 500, failure: 'Internal Server Error' });
    expect(store.getState().session.profile).toEqual(previous);
  });

  it('copies nothing else: a call log stays out of the session', async () => {
    const row = endpointCase('getCallLog');
    server.use(answerEndpointCases([row]));
    const store = signedInStore();
    const before = { ...store.getState().session };

    await row.start(store);

    expect(store.getState().session).toMatchObject({ ...before, _persist: expect.anything() });
  });
});
