import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { isApiError } from '../api/apiError';
import { toastShown } from '../components/feedback/notificationsSlice';

/**
 * Mutations whose screens report the failure themselves, with a text of their own
 * (e.g. 'Failed to add credits') or in place (the sign-in link error on the login page).
 * Everything else that a user action triggers and that fails ends as an error toast here.
 */
export const reportedByScreen = new Set<string>([
  'verifySignInToken',
  'purchaseCredit',
  'logout',
  // Sign-in screens show these in place, with their SPEC §8 texts.
  'signIn',
  'signUp',
  'resendVerification',
  // The verification link's sign-in: without it (an older server, another browser) the login form is the way, quietly.
  'rememberVerificationBrowser',
  'verifiedSignIn',
  'verifyGoogleToken',
  'verifyAppleToken',
  'issueSocialNonce',
  // Asked by the live stream, not by the customer; it retries or goes without, quietly.
  'getEventTicket',
  // The delete dialog and 'Confirm it's you' show a refused proof of identity on the field.
  'reauthenticate',
  // The 'Buy more data' dialog shows a refused top-up in place, the choice kept.
  'purchaseEsimTopup',
]);

/**
 * A refusal to try again yet (429: too many attempts or declined payments) says when to try
 * again; a screen's own words would hide that, so it is toasted here with its text even for
 * these screens (which then show it beside Pay as it is).
 */
export const waitToldAsIs = new Set<string>(['purchaseCredit']);

const reportedHere = (endpoint: string, status: unknown) => !reportedByScreen.has(endpoint) || (status === 429 && waitToldAsIs.has(endpoint));

interface RejectedMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown };
}

/**
 * A confirmed upgrade quote the server refused (409): the upgrade dialog shows the new
 * price in place, so no toast. Without quote_id a 409 is any other refusal, and toasted.
 */
function refusedQuote(meta: RejectedMeta, status: unknown): boolean {
  const args = meta.arg?.originalArgs;
  return meta.arg?.endpointName === 'upgradeSubscription' && status === 409 && typeof args === 'object' && args !== null && 'quote_id' in args && Boolean(args.quote_id);
}

/** A backend without the port tracker (404): the area code page files the transfer by SPEC's route instead. */
const trackerMissing = (meta: RejectedMeta, status: unknown) => meta.arg?.endpointName === 'createPortRequest' && status === 404;

/**
 * Errors travel one road: a failed mutation becomes an error toast with its SPEC §8 text.
 * Failed queries are shown where their data would be (with a retry), not as toasts, and a 401
 * is handled by the base query (back to /login).
 */
export const errorMiddleware: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as RejectedMeta;
    const isMutation = meta.arg?.type === 'mutation';
    const endpoint = meta.arg?.endpointName ?? '';
    const error = action.payload;
    if (isMutation && isApiError(error) && reportedHere(endpoint, error.status) && error.status !== 401 && !refusedQuote(meta, error.status) && !trackerMissing(meta, error.status)) {
      api.dispatch(toastShown('error', error.failure));
    }
  }
  return next(action);
};
