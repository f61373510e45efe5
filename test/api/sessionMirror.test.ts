import type { SessionState } from '../../src/session/sessionSlice';
import { buildActiveSubscription } from '../factories';
import { answersEmptyError } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { endpointCase } from './endpointCases';
import { answerEndpointCases } from './support/endpointCase';
import { signedInStore } from './support/testStore';

/**
 * The SPEC §3 session-held value a screen reads and that comes from a query: its result is copied
 * into the session slice. (Profile, subscription, plans and credits are read from the API cache:
 * docs/interpretations.md.)
 */
const mirrored: [query: string, sessionKey: keyof SessionState][] = [['getActiveSubscriptions', 'activeSubscriptions']];

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
    const previous = [buildActiveSubscription()];
    server.use(...answersEmptyError('/websubscription/active', 500));
    const store = signedInStore({ activeSubscriptions: previous });

    const outcome = await endpointCase('getActiveSubscriptions').start(store);

    expect(outcome.error).toEqual({ status: 500, failure: 'Internal Server Error' });
    expect(store.getState().session.activeSubscriptions).toEqual(previous);
  });

  it.each(['getCallLog', 'getProfile', 'getSubscription', 'getPlans', 'getCreditBundles'])('copies nothing else: %s stays out of the session', async (query) => {
    const row = endpointCase(query);
    server.use(answerEndpointCases([row]));
    const store = signedInStore();
    const before = { ...store.getState().session };

    await row.start(store);

    expect(store.getState().session).toEqual({ ...before, _persist: expect.anything() });
  });
});
