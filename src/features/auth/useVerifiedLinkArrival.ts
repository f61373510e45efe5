import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useVerifiedSignInMutation } from '../../api/authApi';
import { signedInHome } from '../../config/paths';
import type { NoticeState } from '../../lib/routeState';
import { signedIn } from '../../session/sessionSlice';
import { useAppDispatch } from '../../state/hooks';
import { authMessages } from './authMessages';
import { forgetVerificationBrowserKey, verificationBrowserKey } from './verificationBrowserKey';

/** The ticket the verification redirect puts in the fragment (#verified=…): never sent to a server by the browser. */
function ticketIn(hash: string): string | null {
  const ticket = new URLSearchParams(hash.replace(/^#/, '')).get('verified');
  return ticket && /^[A-Za-z0-9_-]{16,128}$/.test(ticket) ? ticket : null;
}

/**
 * /login?verified=1#verified=… (the followed verification link): in the browser that registered
 * (its key kept by the register page) the customer is signed in and goes on; anywhere else the
 * login form gets the verified address. A server without the exchange (no ticket, or 404) leaves
 * SPEC's login page as it is.
 */
export function useVerifiedLinkArrival(fillEmail: (email: string) => void): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once, at arrival: the page then drops the flag (and the fragment) from the address.
  const [ticket] = useState(() => (new URLSearchParams(location.search).get('verified') === '1' ? ticketIn(location.hash) : null));
  const [exchange] = useVerifiedSignInMutation();
  const started = useRef(false);

  useEffect(() => {
    // Once: the ticket is single use (StrictMode's second run, a new fillEmail).
    if (!ticket || started.current) return;
    started.current = true;
    void (async () => {
      let answer;
      try {
        answer = await exchange({ token: ticket, browser_key: verificationBrowserKey() }).unwrap();
      } catch {
        return;
      }
      if (!answer.session?.user_token) {
        fillEmail(answer.email);
        return;
      }
      forgetVerificationBrowserKey();
      dispatch(signedIn(answer.session));
      const state: NoticeState = { notice: { severity: 'success', message: authMessages.emailVerifiedSignedIn } };
      await navigate(signedInHome, { replace: true, state });
    })();
  }, [ticket, exchange, dispatch, navigate, fillEmail]);
}
