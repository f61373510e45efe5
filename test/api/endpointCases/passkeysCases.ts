import { passkeysApi } from '../../../src/api/passkeysApi';
import {
  buildPasskey,
  buildPasskeyAssertion,
  buildPasskeyCreationOptions,
  buildPasskeyList,
  buildPasskeyRegistration,
  buildPasskeyRequestOptions,
  buildSessionUser,
} from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const list = { passkeys: buildPasskeyList() };
const creationOptions = buildPasskeyCreationOptions();
const requestOptions = buildPasskeyRequestOptions();
const registration = { credential: buildPasskeyRegistration() };
const added = buildPasskey({ id: 7, label: 'Chrome on macOS' });
const signIn = { credential: buildPasskeyAssertion() };
const session = buildSessionUser();

/** The endpoints (not in SPEC §7): passkeys. */
export const passkeysCases: EndpointCase[] = [
  {
    endpoint: 'getPasskeys',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(passkeysApi.endpoints.getPasskeys.initiate()),
    sends: { method: 'GET', path: '/passkeys' },
    answer: list,
    returns: list,
  },
  {
    endpoint: 'getPasskeyRegistrationOptions',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(passkeysApi.endpoints.getPasskeyRegistrationOptions.initiate()),
    sends: { method: 'POST', path: '/passkeys/registration-options' },
    answer: creationOptions,
    returns: creationOptions,
  },
  {
    endpoint: 'addPasskey',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(passkeysApi.endpoints.addPasskey.initiate(registration)),
    sends: { method: 'POST', path: '/passkeys', json: registration },
    answer: added,
    returns: added,
  },
  {
    endpoint: 'removePasskey',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(passkeysApi.endpoints.removePasskey.initiate(2)),
    sends: { method: 'DELETE', path: '/passkeys/2' },
    answer: { success: true, message: 'Passkey removed.' },
    // A DELETE's body is not read (src/api/baseQuery.ts).
    returns: { success: true },
  },
  {
    endpoint: 'getPasskeySignInOptions',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(passkeysApi.endpoints.getPasskeySignInOptions.initiate()),
    sends: { method: 'POST', path: '/passkeys/sign-in-options' },
    answer: requestOptions,
    returns: requestOptions,
  },
  {
    endpoint: 'signInWithPasskey',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(passkeysApi.endpoints.signInWithPasskey.initiate(signIn)),
    sends: { method: 'POST', path: '/passkeys/sign-in', json: signIn },
    answer: session,
    returns: session,
  },
  {
    endpoint: 'getPasskeyProofOptions',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(passkeysApi.endpoints.getPasskeyProofOptions.initiate()),
    sends: { method: 'POST', path: '/passkeys/proof-options' },
    answer: requestOptions,
    returns: requestOptions,
  },
];
