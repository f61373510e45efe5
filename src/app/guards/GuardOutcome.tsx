import { Navigate, Outlet } from 'react-router-dom';
import { PlainErrorWithRetry } from '../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../components/plain/PlainLoadingState';
import { ClearSessionAndRedirect } from './ClearSessionAndRedirect';
import type { GuardDecision } from './guardTypes';
import { TokenSignIn } from './TokenSignIn';

interface GuardOutcomeProps {
  decision: GuardDecision;
  /** Loads the failed guard queries again. */
  onRetry: () => void;
}

/** Renders a guard decision. */
export function GuardOutcome({ decision, onRetry }: GuardOutcomeProps) {
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <PlainLoadingState label="Checking your account" />;
    case 'redirect':
      return <Navigate replace to={{ pathname: decision.to, search: decision.search }} state={decision.state} />;
    case 'clearSessionAndRedirect':
      return <ClearSessionAndRedirect to={decision.to} state={decision.state} />;
    case 'verifyToken':
      return <TokenSignIn token={decision.token} />;
    case 'failed':
      return <PlainErrorWithRetry title="Your account could not be loaded" message={decision.message} onRetry={onRetry} />;
  }
}
