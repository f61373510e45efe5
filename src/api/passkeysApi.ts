import type {
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyRegistrationRequest,
  PasskeyRequestOptions,
  PasskeySignInRequest,
  PasskeySummary,
  SessionUser,
} from '../contract/api';
import { baseApi } from './baseApi';
import { reportsOwnErrors } from './ownErrorReports';
import { authChecks } from './responseChecks/authChecks';
import { invalidates, provides } from './tags';

const publicCall = { auth: 'none' } as const;

/**
 * Not in SPEC §7: the customer's passkeys (WebAuthn). A backend without them answers 404 to the
 * list, and the SPA then shows no passkey control anywhere. Adding and removing one needs a recent
 * proof of identity: the base query asks for it ('Confirm it's you') and sends the call again.
 */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<PasskeyList, void>({
      query: () => '/passkeys',
      providesTags: [...provides.getPasskeys],
    }),
    /** The options for navigator.credentials.create(); its challenge is good for one addPasskey. */
    getPasskeyRegistrationOptions: build.mutation<PasskeyCreationOptions, void>({
      query: () => ({ url: '/passkeys/registration-options', method: 'POST' }),
    }),
    addPasskey: build.mutation<PasskeySummary, PasskeyRegistrationRequest>({
      query: (body) => ({ url: '/passkeys', method: 'POST', body }),
      invalidatesTags: [...invalidates.addPasskey],
    }),
    /** Its body is not read (baseQuery). */
    removePasskey: build.mutation<{ success: true }, number>({
      query: (passkeyId) => ({ url: `/passkeys/${passkeyId}`, method: 'DELETE' }),
      invalidatesTags: [...invalidates.removePasskey],
    }),
    /** Anyone: the options for navigator.credentials.get() on the login page. */
    getPasskeySignInOptions: build.mutation<PasskeyRequestOptions, void>({
      query: () => ({ url: '/passkeys/sign-in-options', method: 'POST' }),
      extraOptions: publicCall,
    }),
    /** Answered as a password sign-in is (SessionUser). */
    signInWithPasskey: build.mutation<SessionUser, PasskeySignInRequest>({
      query: (body) => ({ url: '/passkeys/sign-in', method: 'POST', body }),
      rawResponseSchema: authChecks.sessionUser,
      extraOptions: publicCall,
    }),
    /** Signed in: the options for proving identity with one of the account's passkeys (its answer goes to reauthenticate). */
    getPasskeyProofOptions: build.mutation<PasskeyRequestOptions, void>({
      query: () => ({ url: '/passkeys/proof-options', method: 'POST' }),
    }),
  }),
});

// The login page and 'Confirm it's you' show these failures in place, as the password forms do.
reportsOwnErrors(passkeysApi, 'getPasskeySignInOptions');
reportsOwnErrors(passkeysApi, 'signInWithPasskey');
reportsOwnErrors(passkeysApi, 'getPasskeyProofOptions');

export const {
  useGetPasskeysQuery,
  useGetPasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useGetPasskeySignInOptionsMutation,
  useSignInWithPasskeyMutation,
  useGetPasskeyProofOptionsMutation,
} = passkeysApi;
