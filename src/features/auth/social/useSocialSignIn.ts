import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useVerifyAppleTokenMutation, useVerifyGoogleTokenMutation } from '../../../api/authApi';
import { useAppDispatch } from '../../../state/hooks';
import { useNotify } from '../../../components/feedback/useNotify';
import { paths, signedInHome } from '../../../config/paths';
import { loginReturnFrom } from '../../../lib/routeState';
import { sessionCleared, signedIn } from '../../../session/sessionSlice';
import type { SessionUser } from '../../../contract/api';
import { authMessages } from '../authMessages';
import { screenFailureText } from '../screenFailureText';
import { useMigratedAccount } from '../useMigratedAccount';
import { AuthorizeError, SignInCancelled, type SocialCredential, type SocialProvider } from '../../../components/social/socialTypes';

/**
 * Completes a Google or Apple sign-in (SPEC §4): the server verifies the ID token, then the
 * active subscriptions decide: the dashboard when there are some, /area-code when the list is
 * empty (with subscriptions, back to the guarded address that sent the visitor to sign in, if
 * any); when they cannot be loaded the session is cleared and the error shown.
 */
export function useSocialSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = loginReturnFrom(useLocation().state);
  const notify = useNotify();
  const handleMigrated = useMigratedAccount();
  const [verifyGoogle] = useVerifyGoogleTokenMutation();
  const [verifyApple] = useVerifyAppleTokenMutation();

  const complete = useCallback(
    async (provider: SocialProvider, credential: SocialCredential) => {
      // Read once signed in; it loads beside the provider's check rather than before the sign-in
      // screens are usable (the /app/login budget, docs/performance.md).
      const subscriptionApiLoad = import('../../../api/subscriptionApi');
      // A sign-in that fails never reads it: no unhandled rejection then.
      subscriptionApiLoad.catch(() => undefined);
      let user: SessionUser;
      try {
        user =
          provider === 'google'
            ? await verifyGoogle(credential.idToken).unwrap()
            : await verifyApple({ idtoken: credential.idToken, authcode: credential.authCode ?? '' }).unwrap();
      } catch (error) {
        // Shown here: a refusal may come as a 401, which the error middleware leaves alone.
        notify.error(screenFailureText(error, authMessages.loginFailed));
        return;
      }
      if (handleMigrated(user)) return;
      if (!user.user_token) {
        notify.error(authMessages.loginFailed);
        return;
      }
      dispatch(signedIn(user));
      let subscriptionApi;
      try {
        ({ subscriptionApi } = await subscriptionApiLoad);
      } catch (error) {
        dispatch(sessionCleared());
        notify.failure(error);
        return;
      }
      const activeSubscriptions = dispatch(subscriptionApi.endpoints.getActiveSubscriptions.initiate(undefined, { forceRefetch: true }));
      try {
        const active = await activeSubscriptions.unwrap();
        await navigate(active.length > 0 ? (returnTo ?? signedInHome) : paths.areaCode);
      } catch (error) {
        dispatch(sessionCleared());
        notify.failure(error);
      } finally {
        activeSubscriptions.unsubscribe();
      }
    },
    [dispatch, navigate, notify, returnTo, handleMigrated, verifyGoogle, verifyApple],
  );

  /** Runs a provider's sign-in, then completes it; 'Authorize Error.' when no credential came back. */
  const run = useCallback(
    async (provider: SocialProvider, obtain: () => Promise<SocialCredential>) => {
      let credential: SocialCredential;
      try {
        credential = await obtain();
      } catch (error) {
        // A refused nonce (e.g. too many attempts) says why; a provider's refusal is 'Authorize Error.'.
        if (!(error instanceof SignInCancelled)) notify.error(screenFailureText(error, authMessages.authorizeError));
        return;
      }
      await notify.whileBusy(() => complete(provider, credential));
    },
    [complete, notify],
  );

  /** For Google's own button, whose callback delivers the result. */
  const onGoogleResult = useCallback(
    (result: SocialCredential | AuthorizeError) => {
      if (result instanceof AuthorizeError) notify.error(authMessages.authorizeError);
      else void notify.whileBusy(() => complete('google', result));
    },
    [complete, notify],
  );

  return { run, onGoogleResult };
}
