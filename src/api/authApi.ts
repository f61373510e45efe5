import type {
  AppleVerifyRequest,
  FeatureFlag,
  PasswordResetRequest,
  ResendVerificationRequest,
  SessionUser,
  VerificationBrowserKey,
  VerificationBrowserRequest,
  VerifiedSignInAnswer,
  VerifiedSignInRequest,
  SignInRequest,
  SignupRequest,
  SocialNonce,
  SuccessResponse,
} from '../contract/api';
import { baseApi } from './baseApi';
import { authChecks } from './responseChecks/authChecks';
import { provides } from './tags';
import { reportsOwnErrors } from './ownErrorReports';

const publicCall = { auth: 'none' } as const;

/** Sign-in, sign-up and the other calls a visitor makes before having a session. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SessionUser, SignInRequest>({
      query: (body) => ({ url: '/user/websignin/', method: 'POST', body }),
      rawResponseSchema: authChecks.sessionUser,
      extraOptions: publicCall,
    }),
    /** A single-use nonce to pass to Google or Apple; the verify calls accept a token carrying it once. */
    issueSocialNonce: build.mutation<SocialNonce, void>({
      query: () => ({ url: '/websocialnonce', method: 'POST' }),
      extraOptions: publicCall,
    }),
    verifyAppleToken: build.mutation<SessionUser, AppleVerifyRequest>({
      query: (body) => ({ url: '/webiosverifyidtoken', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    verifyGoogleToken: build.mutation<SessionUser, string>({
      query: (credential) => ({ url: `/webgoogleverifyidtoken/${encodeURIComponent(credential)}`, method: 'POST' }),
      extraOptions: publicCall,
    }),
    /** Exchanges a one-time sign-in token (from an email link or the phone app) for a session. */
    verifySignInToken: build.mutation<SessionUser, string>({
      query: (token) => ({ url: `/user/verifytoken/${encodeURIComponent(token)}`, method: 'GET' }),
      extraOptions: publicCall,
    }),
    signUp: build.mutation<SuccessResponse, SignupRequest>({
      query: (body) => ({ url: '/user/newsignup', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    requestPasswordReset: build.mutation<SuccessResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/account/request-password-reset', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    /** Listed as authenticated in SPEC §7, but also used right after sign-up, before any session. */
    /** Not in SPEC: right after sign-up, this browser's key for the verification link (kept in localStorage). */
    rememberVerificationBrowser: build.mutation<VerificationBrowserKey, VerificationBrowserRequest>({
      query: (body) => ({ url: '/account/verification-browser', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    /** Not in SPEC: the followed verification link's ticket; a session only with the key of the browser that registered. */
    verifiedSignIn: build.mutation<VerifiedSignInAnswer, VerifiedSignInRequest>({
      query: (body) => ({ url: '/account/verified-sign-in', method: 'POST', body }),
      extraOptions: publicCall,
    }),
    resendVerification: build.mutation<SuccessResponse, ResendVerificationRequest>({
      query: (body) => ({ url: '/account/resend-verification/', method: 'POST', body }),
      extraOptions: { auth: 'optional' },
    }),
    getFeatureFlag: build.query<FeatureFlag, string>({
      query: (name) => `/webgetfeatureflag/${encodeURIComponent(name)}`,
      rawResponseSchema: authChecks.featureFlag,
      providesTags: [...provides.getFeatureFlag],
      extraOptions: publicCall,
    }),
    /** Ends the session on the server (revokes the token). */
    logout: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/user/weblogout', method: 'POST' }),
    }),
  }),
});

// The sign-in screens show these failures in place, with their SPEC §8 texts; sign-out fails quietly.
reportsOwnErrors(authApi, 'signIn');
reportsOwnErrors(authApi, 'signUp');
reportsOwnErrors(authApi, 'resendVerification');
reportsOwnErrors(authApi, 'verifySignInToken');
reportsOwnErrors(authApi, 'logout');
// The verification link's sign-in: without it (an older server, another browser) the login form is the way, quietly.
reportsOwnErrors(authApi, 'rememberVerificationBrowser');
reportsOwnErrors(authApi, 'verifiedSignIn');
reportsOwnErrors(authApi, 'verifyGoogleToken');
reportsOwnErrors(authApi, 'verifyAppleToken');
reportsOwnErrors(authApi, 'issueSocialNonce');

export const {
  useSignInMutation,
  useIssueSocialNonceMutation,
  useVerifyAppleTokenMutation,
  useVerifyGoogleTokenMutation,
  useVerifySignInTokenMutation,
  useSignUpMutation,
  useRequestPasswordResetMutation,
  useResendVerificationMutation,
  useRememberVerificationBrowserMutation,
  useVerifiedSignInMutation,
  useGetFeatureFlagQuery,
  useLogoutMutation,
} = authApi;
