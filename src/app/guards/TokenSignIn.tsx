import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureText } from '../../api/apiError';
import { useVerifySignInTokenMutation } from '../../api/authApi';
import { PlainLoadingState } from '../../components/plain/PlainLoadingState';
import { paths, routeParams } from '../../config/paths';
import type { NoticeState } from '../../lib/routeState';
import { signedIn } from '../../session/sessionSlice';
import type { SessionUser } from '../../contract/api';
import { useAppDispatch } from '../../state/hooks';

const missingSessionMessage = 'This sign-in link is not valid. Please log in.';

function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(routeParams.token);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * /area-code?token=… without a session (SPEC §2): exchanges the one-time token for a session.
 * Success signs in and stays on the page (the guard continues); failure goes to /login with
 * the error shown there.
 */
export function TokenSignIn({ token }: { token: string }) {
  const [verifySignInToken] = useVerifySignInTokenMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The token is single-use: StrictMode's second effect run must not spend it again.
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (verifiedToken.current === token) return;
    verifiedToken.current = token;

    const onSignedIn = (user: SessionUser) => {
      if (!user.user_token) {
        onFailed(new Error(missingSessionMessage));
        return;
      }
      dispatch(signedIn(user));
      // Keep the token out of the address bar and history once it is spent.
      void navigate({ pathname, search: searchWithoutToken(search) }, { replace: true });
    };
    const onFailed = (error: unknown) => {
      const state: NoticeState = { notice: { severity: 'error', message: failureText(error) } };
      void navigate(paths.login, { replace: true, state });
    };
    verifySignInToken(token).unwrap().then(onSignedIn, onFailed);
  }, [token, pathname, search, dispatch, navigate, verifySignInToken]);

  return <PlainLoadingState label="Signing you in" />;
}
