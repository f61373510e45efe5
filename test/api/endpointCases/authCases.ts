import { authApi } from '../../../src/api/authApi';
import { buildFeatureFlag, buildSessionUser, buildSignupRequest, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const credentials = { username: 'jane.doe@example.com', password: 'Secret#123' };
const session = buildSessionUser({ user_token: 'tok-from-server' });
const apple = { idtoken: 'apple-id-token', authcode: 'apple-auth-code' };
const signup = buildSignupRequest();
const featureFlag = buildFeatureFlag({ enabled: true });
const passwordReset = { email: 'jane.doe@example.com' };
const resend = { email: 'jane.doe@example.com', password: 'Secret#123' };
const verifiedTicket = { token: 'ticket-from-the-redirect-0123456789', browser_key: 'key-of-this-browser-0123456789' };

export const authCases: EndpointCase[] = [
  {
    endpoint: 'signIn',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.signIn.initiate(credentials)),
    sends: { method: 'POST', path: '/user/websignin/', json: credentials },
    answer: session,
    returns: session,
  },
  {
    endpoint: 'verifyAppleToken',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.verifyAppleToken.initiate(apple)),
    sends: { method: 'POST', path: '/webiosverifyidtoken', json: apple },
    answer: session,
    returns: session,
  },
  {
    endpoint: 'issueSocialNonce',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.issueSocialNonce.initiate()),
    sends: { method: 'POST', path: '/websocialnonce' },
    answer: { nonce: 'nonce-1', expires_in: 600 },
    returns: { nonce: 'nonce-1', expires_in: 600 },
  },
  {
    endpoint: 'verifyGoogleToken',
    kind: 'mutation',
    auth: 'none',
    // The credential goes in the path, so its '+' and '/' must be escaped.
    start: (store) => store.dispatch(authApi.endpoints.verifyGoogleToken.initiate('eyJ.pay+load/sig')),
    sends: { method: 'POST', path: '/webgoogleverifyidtoken/eyJ.pay%2Bload%2Fsig' },
    answer: session,
    returns: session,
  },
  {
    endpoint: 'verifySignInToken',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.verifySignInToken.initiate('one-time-42')),
    sends: { method: 'GET', path: '/user/verifytoken/one-time-42' },
    answer: session,
    returns: session,
  },
  {
    endpoint: 'signUp',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.signUp.initiate(signup)),
    sends: { method: 'POST', path: '/user/newsignup', json: signup },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
  {
    endpoint: 'requestPasswordReset',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.requestPasswordReset.initiate(passwordReset)),
    sends: { method: 'POST', path: '/account/request-password-reset', json: passwordReset },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
  {
    endpoint: 'resendVerification',
    kind: 'mutation',
    auth: 'optional',
    start: (store) => store.dispatch(authApi.endpoints.resendVerification.initiate(resend)),
    sends: { method: 'POST', path: '/account/resend-verification/', json: resend },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
  {
    endpoint: 'rememberVerificationBrowser',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.rememberVerificationBrowser.initiate(resend)),
    sends: { method: 'POST', path: '/account/verification-browser', json: resend },
    answer: { browser_key: 'key-of-this-browser-0123456789' },
    returns: { browser_key: 'key-of-this-browser-0123456789' },
  },
  {
    endpoint: 'verifiedSignIn',
    kind: 'mutation',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.verifiedSignIn.initiate(verifiedTicket)),
    sends: { method: 'POST', path: '/account/verified-sign-in', json: verifiedTicket },
    answer: { email: 'jane.doe@example.com', session },
    returns: { email: 'jane.doe@example.com', session },
  },
  {
    endpoint: 'getFeatureFlag',
    kind: 'query',
    auth: 'none',
    start: (store) => store.dispatch(authApi.endpoints.getFeatureFlag.initiate('migration_mode_enabled')),
    sends: { method: 'GET', path: '/webgetfeatureflag/migration_mode_enabled' },
    answer: featureFlag,
    returns: featureFlag,
  },
  {
    endpoint: 'logout',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(authApi.endpoints.logout.initiate()),
    sends: { method: 'POST', path: '/user/weblogout' },
    answer: buildSuccess(),
    returns: buildSuccess(),
  },
];
