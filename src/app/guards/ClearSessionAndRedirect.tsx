import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { sessionCleared } from '../../session/sessionSlice';
import type { AppPath } from '../../config/paths';
import type { LoginReturnState, VerifyEmailState } from '../../lib/routeState';
import { useAppDispatch } from '../../state/hooks';

interface ClearSessionAndRedirectProps {
  to: AppPath;
  state?: VerifyEmailState | LoginReturnState;
}

/** Ends the session (no valid profile, or an unverified email) and moves on. */
export function ClearSessionAndRedirect({ to, state }: ClearSessionAndRedirectProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionCleared());
  }, [dispatch]);
  return <Navigate replace to={to} state={state} />;
}
