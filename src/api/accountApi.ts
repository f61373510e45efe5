import type {
  BlockedNumber,
  ReauthRequest,
  CardTokenUpdate,
  Profile,
  ProfileUpdate,
  SuccessResponse,
  UpdateEmailRequest,
  UpdatePasswordRequest,
  VoicemailGreetingInfo,
} from '../contract/api';
import { baseApi } from './baseApi';
import { accountChecks } from './responseChecks/accountChecks';
import { invalidates, provides } from './tags';
import { REAUTH_URL } from './withIdentityCheck';
import { reportsOwnErrors } from './ownErrorReports';

/** The signed-in customer's own account: profile, email, password, greeting, blocked numbers. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/user/webprofile',
      rawResponseSchema: accountChecks.profile,
      providesTags: [...provides.getProfile],
    }),
    updateProfile: build.mutation<SuccessResponse, ProfileUpdate>({
      query: (body) => ({ url: '/user/webprofile/', method: 'PUT', body }),
      invalidatesTags: [...invalidates.updateProfile],
    }),
    /** The 'save card token' call of SPEC §7. */
    saveCardToken: build.mutation<SuccessResponse, CardTokenUpdate>({
      query: (body) => ({ url: '/user/webprofile/more', method: 'PUT', body }),
      invalidatesTags: [...invalidates.saveCardToken],
    }),
    updateEmail: build.mutation<SuccessResponse, UpdateEmailRequest>({
      query: (body) => ({ url: '/webupdateemail', method: 'POST', body }),
      invalidatesTags: [...invalidates.updateEmail],
    }),
    updatePassword: build.mutation<SuccessResponse, UpdatePasswordRequest>({
      query: (body) => ({ url: '/account/update-password', method: 'POST', body }),
      invalidatesTags: [...invalidates.updatePassword],
    }),
    /**
     * Not in SPEC §7: proves this session's customer is the account's owner for the next minutes
     * (the current password, or a fresh provider ID token); its refusals are shown in place
     * (useProveIdentity).
     */
    reauthenticate: build.mutation<SuccessResponse, ReauthRequest>({
      query: (body) => ({ url: REAUTH_URL, method: 'POST', body }),
    }),
    deleteAccount: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/user/webdelete', method: 'GET' }),
    }),
    /** Multipart upload, field audiofile (MP3 only). */
    uploadGreeting: build.mutation<SuccessResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('audiofile', file);
        return { url: '/webvmgreeting/', method: 'POST', body };
      },
      invalidatesTags: [...invalidates.uploadGreeting],
    }),
    /** Not in SPEC §7: which greeting is current (null: none yet). A backend without it leaves the line out. */
    getVoicemailGreeting: build.query<VoicemailGreetingInfo | null, void>({
      query: () => '/webvmgreeting',
      rawResponseSchema: accountChecks.voicemailGreeting,
      providesTags: [...provides.getVoicemailGreeting],
    }),
    /**
     * Not in SPEC §7: the current greeting's audio, fetched with the token in the header (never in a
     * URL), answered as a blob: URL for an <audio> element; the caller revokes it. Not cached.
     */
    getGreetingAudioUrl: build.mutation<string, void>({
      query: () => ({ url: '/webvmgreeting/audio', responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()) }),
    }),
    /** Not in SPEC §7: back to the standard greeting. */
    resetGreeting: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/webvmgreeting', method: 'DELETE' }),
      invalidatesTags: [...invalidates.resetGreeting],
    }),
    getBlockedNumbers: build.query<BlockedNumber[], void>({
      query: () => '/webgetblockednumber',
      rawResponseSchema: accountChecks.blockedNumbers,
      providesTags: [...provides.getBlockedNumbers],
    }),
    blockNumbers: build.mutation<SuccessResponse, BlockedNumber[]>({
      query: (body) => ({ url: '/websaveblocknumber', method: 'POST', body }),
      invalidatesTags: [...invalidates.blockNumbers],
    }),
    unblockNumbers: build.mutation<SuccessResponse, BlockedNumber[]>({
      query: (body) => ({ url: '/webunblocknumber', method: 'POST', body }),
      invalidatesTags: [...invalidates.unblockNumbers],
    }),
  }),
});

// The delete dialog and 'Confirm it's you' show a refused proof of identity on the field.
reportsOwnErrors(accountApi, 'reauthenticate');

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSaveCardTokenMutation,
  useUpdateEmailMutation,
  useUpdatePasswordMutation,
  useDeleteAccountMutation,
  useUploadGreetingMutation,
  useGetVoicemailGreetingQuery,
  useGetGreetingAudioUrlMutation,
  useResetGreetingMutation,
  useGetBlockedNumbersQuery,
  useBlockNumbersMutation,
  useUnblockNumbersMutation,
} = accountApi;
