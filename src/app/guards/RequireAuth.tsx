import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { routeParams } from '../../config/paths';
import { selectChosenPhoneNumber, selectSessionUser, selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../state/hooks';
import { decideRoute } from './decideRoute';
import { GuardOutcome } from './GuardOutcome';
import type { GuardDecision } from './guardTypes';
import { useDeviceNotifications } from './useDeviceNotifications';
import { useGuardQueries } from './useGuardQueries';

function paramOf(searchParams: URLSearchParams, name: string): string | null {
  return searchParams.get(name)?.trim() || null;
}

interface Settled {
  locationKey: string;
  decision: GuardDecision;
}

/**
 * The guard decides when the customer arrives at a location. Data refreshed while they are on
 * the page (right after a purchase, after changing their email) does not move them; losing the
 * session does. And once the guard clears the session and leaves, the re-render without a
 * session must not redirect somewhere else before that redirect lands.
 */
function useDecisionOnArrival(decision: GuardDecision, locationKey: string, hasSession: boolean): GuardDecision {
  const [settled, setSettled] = useState<Settled | null>(null);
  if (settled?.locationKey === locationKey) {
    const sessionLost = settled.decision.kind === 'allow' && !hasSession;
    return sessionLost ? decision : settled.decision;
  }
  if (decision.kind === 'allow' || decision.kind === 'clearSessionAndRedirect') setSettled({ locationKey, decision });
  return decision;
}

/**
 * Layout route of every guarded page: loads the guard queries, asks decideRoute, and renders
 * the page, a spinner or a redirect.
 */
export function RequireAuth() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectSessionUser);
  const chosenPhoneNumber = useAppSelector(selectChosenPhoneNumber);
  const { pathname, key: locationKey } = useLocation();
  const [searchParams] = useSearchParams();
  const hasSession = Boolean(token && user);
  useDeviceNotifications(hasSession);
  const { refetchFailed, ...queries } = useGuardQueries(hasSession);

  const decision = useDecisionOnArrival(
    decideRoute({
      path: pathname,
      searchParams: {
        phoneNumber: paramOf(searchParams, routeParams.phoneNumber),
        token: paramOf(searchParams, routeParams.token),
      },
      token,
      user,
      chosenPhoneNumber,
      ...queries,
    }),
    locationKey,
    hasSession,
  );
  return <GuardOutcome decision={decision} onRetry={refetchFailed} />;
}
