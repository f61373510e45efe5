import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PlainErrorWithRetry } from '../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../components/plain/PlainLoadingState';
import { paths, type AppPath } from '../../config/paths';
import type { LoginReturnState, VerifyEmailState } from '../../lib/routeState';
import { ClearSessionAndRedirect } from './ClearSessionAndRedirect';
import type { GuardDecision } from './guardTypes';
import { TokenSignIn } from './TokenSignIn';

interface GuardOutcomeProps {
  decision: GuardDecision;
  /** Loads the failed guard queries again. */
  onRetry: () => void;
}

/**
 * Sent to /login from a guarded address, the visitor goes on to that address once signed in
 * (the guard then decides again what it allows).
 */
function useStateFor(to: AppPath, state: VerifyEmailState | undefined): VerifyEmailState | LoginReturnState | undefined {
  const { pathname, search } = useLocation();
  return to === paths.login && !state ? { from: `${pathname}${search}` } : state;
}

/** Renders a guard decision. */
export function GuardOutcome({ decision, onRetry }: GuardOutcomeProps) {
  const redirecting = decision.kind === 'redirect' || decision.kind === 'clearSessionAndRedirect';
  const state = useStateFor(redirecting ? decision.to : paths.home, redirecting ? decision.state : undefined);
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <PlainLoadingState label="Checking your account" />;
    case 'redirect':
      return <Navigate replace to={{ pathname: decision.to, search: decision.search }} state={state} />;
    case 'clearSessionAndRedirect':
      return <ClearSessionAndRedirect to={decision.to} state={state} />;
    case 'verifyToken':
      return <TokenSignIn token={decision.token} />;
    case 'failed':
      return <PlainErrorWithRetry title="Your account could not be loaded" message={decision.message} onRetry={onRetry} />;
  }
}
