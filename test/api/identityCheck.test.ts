import { http, HttpResponse } from 'msw';
import { accountApi } from '../../src/api/accountApi';
import { esimApi } from '../../src/api/esimApi';
import { IDENTITY_REFUSAL, identityCheckPending, settleIdentityCheck, subscribeToIdentityCheck } from '../../src/api/identityCheck';
import { apiUrl } from '../mocks/apiUrl';
import { recordRequests, summarise } from '../mocks/requestRecorder';
import { answersFailure, identityGuard, reauthenticated } from '../mocks/scenarios';
import { server } from '../mocks/server';
import { signedInStore } from './support/testStore';

// The base query's part of "sudo mode": a guarded call refused for want of a recent proof of
// identity asks (api/identityCheck) and is sent again once the proof is in. The dialog's part is
// test/app/confirmIdentity.test.tsx; here a stand-in answers the question.

let unsubscribe: (() => void) | null = null;
let asked = 0;

/** Stands in for the dialog: counts the questions; `answer` settles them (after `prove`, if given). */
function answerQuestions(answer: boolean, prove?: () => Promise<unknown>) {
  unsubscribe = subscribeToIdentityCheck(() => {
    if (!identityCheckPending()) return;
    asked += 1;
    void (prove ? prove() : Promise.resolve()).then(() => settleIdentityCheck(answer));
  });
}

afterEach(() => {
  unsubscribe?.();
  unsubscribe = null;
  asked = 0;
});

const refusal = () => HttpResponse.json({ failure: IDENTITY_REFUSAL }, { status: 403 });

describe('a call refused until the customer confirms it is them', () => {
  it('asks, and once the proof is in sends the refused call again: its answer is the result', async () => {
    const record = { success: true, textQrCode: 'LPA:1$smdp.example.com$CODE-42' };
    server.use(...identityGuard([{ method: 'get', path: '/esim/activation' }]), http.get(apiUrl('/esim/activation'), () => HttpResponse.json(record)));
    const store = signedInStore();
    answerQuestions(true, () => store.dispatch(accountApi.endpoints.reauthenticate.initiate({ current_password: 'my-Secret-1' }, { track: false })));
    const requests = recordRequests();

    const result = await store.dispatch(esimApi.endpoints.getEsimActivation.initiate());

    expect(result.data).toEqual(record);
    expect(asked).toBe(1);
    expect(summarise(await requests.requests())).toBe('GET /esim/activation, POST /account/reauth, GET /esim/activation');
  });

  it('calls refused together ask once and are all sent again', async () => {
    server.use(...identityGuard([{ method: 'get', path: '/esim/activation' }, { method: 'get', path: '/user/webdelete' }]), ...activationAndDeletion());
    const store = signedInStore();
    answerQuestions(true, () => store.dispatch(accountApi.endpoints.reauthenticate.initiate({ current_password: 'my-Secret-1' }, { track: false })));

    const [details, deletion] = await Promise.all([
      store.dispatch(esimApi.endpoints.getEsimActivation.initiate()),
      store.dispatch(accountApi.endpoints.deleteAccount.initiate()),
    ]);

    expect(details.error).toBeUndefined();
    expect(deletion.error).toBeUndefined();
    expect(asked).toBe(1);
  });

  it('cancelled: the refusal is the result, and nothing is sent again', async () => {
    server.use(http.get(apiUrl('/esim/activation'), refusal));
    const store = signedInStore();
    answerQuestions(false);
    const requests = recordRequests();

    const result = await store.dispatch(esimApi.endpoints.getEsimActivation.initiate());

    expect(result.error).toEqual({ status: 403, failure: IDENTITY_REFUSAL });
    expect(asked).toBe(1);
    expect(requests.count()).toBe(1);
  });

  it('refused again after the proof: that refusal is the result (no loop)', async () => {
    server.use(http.get(apiUrl('/esim/activation'), refusal), http.post(apiUrl('/account/reauth'), reauthenticated));
    const store = signedInStore();
    answerQuestions(true);
    const requests = recordRequests();

    const result = await store.dispatch(esimApi.endpoints.getEsimActivation.initiate());

    expect(result.error).toEqual({ status: 403, failure: IDENTITY_REFUSAL });
    expect(asked).toBe(1);
    expect(requests.count()).toBe(2);
  });

  it('with nothing there to ask (no dialog mounted), the refusal is the result at once', async () => {
    server.use(http.get(apiUrl('/esim/activation'), refusal));
    const result = await signedInStore().dispatch(esimApi.endpoints.getEsimActivation.initiate());
    expect(result.error).toEqual({ status: 403, failure: IDENTITY_REFUSAL });
  });

  it.each([
    ['another 403 text', () => server.use(...answersFailure('/esim/activation', 'Forbidden', 403))],
    ['the same text with another status', () => server.use(...answersFailure('/esim/activation', IDENTITY_REFUSAL, 400))],
  ])('%s does not ask', async (_case, arrange) => {
    arrange();
    answerQuestions(true);
    const result = await signedInStore().dispatch(esimApi.endpoints.getEsimActivation.initiate());
    expect(result.error).toBeDefined();
    expect(asked).toBe(0);
  });

  it('the proof itself refused with that text does not ask for a proof', async () => {
    server.use(...answersFailure('/account/reauth', IDENTITY_REFUSAL, 403));
    answerQuestions(true);
    const result = await signedInStore().dispatch(accountApi.endpoints.reauthenticate.initiate({ current_password: '' }, { track: false }));
    expect(result.error).toEqual({ status: 403, failure: IDENTITY_REFUSAL });
    expect(asked).toBe(0);
  });
});

function activationAndDeletion() {
  return [http.get(apiUrl('/esim/activation'), () => HttpResponse.json({ success: true, textQrCode: 'LPA:1$smdp.example.com$CODE-42' })), http.get(apiUrl('/user/webdelete'), () => HttpResponse.json({ success: true }))];
}
