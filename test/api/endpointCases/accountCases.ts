import { accountApi } from '../../../src/api/accountApi';
import { buildBlockedNumbers, buildGreetingFile, buildProfile, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const profile = buildProfile();
const name = { first_name: 'Janet', last_name: 'Doe-Smith' };
const card = { user_stripe_token: 'tok_visa_4242' };
const blocked = buildBlockedNumbers(2);
const toBlock = buildBlockedNumbers(2);
const success = buildSuccess();
const greeting = { file_name: 'hello.mp3', size_bytes: 4096, uploaded_at: '2026-11-20T10:00:00.000Z' };

export const accountCases: EndpointCase[] = [
  {
    endpoint: 'getProfile',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.getProfile.initiate()),
    sends: { method: 'GET', path: '/user/webprofile' },
    answer: profile,
    returns: profile,
  },
  {
    endpoint: 'updateProfile',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.updateProfile.initiate(name)),
    sends: { method: 'PUT', path: '/user/webprofile/', json: name },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'saveCardToken',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.saveCardToken.initiate(card)),
    sends: { method: 'PUT', path: '/user/webprofile/more', json: card },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'updateEmail',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.updateEmail.initiate({ email: 'new@example.com', current_password: 'Old#Secret' })),
    sends: { method: 'POST', path: '/webupdateemail', json: { email: 'new@example.com', current_password: 'Old#Secret' } },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'updatePassword',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.updatePassword.initiate({ password: 'N3w#Secret', current_password: 'Old#Secret' })),
    sends: { method: 'POST', path: '/account/update-password', json: { password: 'N3w#Secret', current_password: 'Old#Secret' } },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'reauthenticate',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.reauthenticate.initiate({ current_password: 'Old#Secret' }, { track: false })),
    sends: { method: 'POST', path: '/account/reauth', json: { current_password: 'Old#Secret' } },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'deleteAccount',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.deleteAccount.initiate()),
    sends: { method: 'GET', path: '/user/webdelete' },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'getVoicemailGreeting',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.getVoicemailGreeting.initiate()),
    sends: { method: 'GET', path: '/webvmgreeting' },
    answer: greeting,
    returns: greeting,
  },
  {
    endpoint: 'getGreetingAudioUrl',
    kind: 'mutation',
    auth: 'required',
    start: (store) => {
      // jsdom has no blob: URLs.
      URL.createObjectURL = () => 'blob:greeting';
      return store.dispatch(accountApi.endpoints.getGreetingAudioUrl.initiate());
    },
    sends: { method: 'GET', path: '/webvmgreeting/audio' },
    answer: 'mp3-bytes',
    returns: 'blob:greeting',
  },
  {
    endpoint: 'resetGreeting',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.resetGreeting.initiate()),
    sends: { method: 'DELETE', path: '/webvmgreeting' },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'uploadGreeting',
    kind: 'mutation',
    auth: 'required',
    start: (store) =>
      store.dispatch(accountApi.endpoints.uploadGreeting.initiate(buildGreetingFile('hello.mp3', 'mp3-bytes'))),
    sends: {
      method: 'POST',
      path: '/webvmgreeting/',
      multipart: { audiofile: { fileName: 'hello.mp3', type: 'audio/mpeg', content: 'mp3-bytes' } },
    },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'getBlockedNumbers',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.getBlockedNumbers.initiate()),
    sends: { method: 'GET', path: '/webgetblockednumber' },
    answer: blocked,
    returns: blocked,
  },
  {
    endpoint: 'blockNumbers',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.blockNumbers.initiate(toBlock)),
    sends: { method: 'POST', path: '/websaveblocknumber', json: toBlock },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'unblockNumbers',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(accountApi.endpoints.unblockNumbers.initiate(blocked)),
    sends: { method: 'POST', path: '/webunblocknumber', json: blocked },
    answer: success,
    returns: success,
  },
];
