import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureText, isApiError } from '../../api/apiError';
import type { SessionUser } from '../../contract/api';
import { useAppDispatch } from '../../state/hooks';
import { paths, signedInHome } from '../../config/paths';
import { loginReturnFrom, type VerifyEmailState } from '../../lib/routeState';
import { sessionCleared, signedIn } from '../../session/sessionSlice';
import { authMessages } from './authMessages';
import { screenFailureText } from './screenFailureText';
import { useMigratedAccount } from './useMigratedAccount';

/** A failed sign-in: the text to show, and whether a password reset is the way out (a lock at its longest). */
export interface SignInFailure {
  text: string;
  offersReset: boolean;
}

/**
 * Where a sign-in answered as SPEC §4's websignin lands (a password, or a passkey): a migrated
 * account goes to its new site; otherwise the token and user are stored, the profile loaded, and
 * the customer goes to /verify-email (session cleared first; the password, when there is one,
 * passed for a resend) or to the dashboard, or back to the guarded address that sent the visitor
 * here (the guard decides again there). Resolves with what to show when it failed, or null.
 */
export function useSignInLanding(): (obtainUser: () => Promise<SessionUser>, password?: string) => Promise<SignInFailure | null> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnTo = loginReturnFrom(useLocation().state);
  const handleMigrated = useMigratedAccount();

  return useCallback(
    async (obtainUser, password) => {
      // The profile's endpoints load beside the sign-in request rather than before the form is
      // usable: they kept /app/login over its 150 KB budget (docs/performance.md).
      const accountApiLoad = import('../../api/accountApi');
      // A sign-in that fails never reads it: no unhandled rejection then.
      accountApiLoad.catch(() => undefined);
      let user;
      try {
        user = await obtainUser();
      } catch (error) {
        const text = screenFailureText(error, authMessages.loginFailed);
        return isApiError(error) && error.resetPath ? { text, offersReset: true } : { text, offersReset: false };
      }
      if (handleMigrated(user)) return null;
      if (!user.user_token) return { text: authMessages.loginFailed, offersReset: false };

      dispatch(signedIn(user));
      let accountApi;
      try {
        ({ accountApi } = await accountApiLoad);
      } catch (error) {
        dispatch(sessionCleared());
        return { text: failureText(error), offersReset: false };
      }
      const profileQuery = dispatch(accountApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
      try {
        const profile = await profileQuery.unwrap();
        if (profile.is_verified) {
          await navigate(returnTo ?? signedInHome);
        } else {
          // SPEC §4: a verify redirect clears the session first.
          dispatch(sessionCleared());
          const state: VerifyEmailState = { email: profile.email, password };
          await navigate(paths.verifyEmail, { state });
        }
        return null;
      } catch (error) {
        dispatch(sessionCleared());
        return { text: failureText(error), offersReset: false };
      } finally {
        profileQuery.unsubscribe();
      }
    },
    [dispatch, navigate, returnTo, handleMigrated],
  );
}
