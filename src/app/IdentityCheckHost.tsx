import { useEffect, useSyncExternalStore } from 'react';
import { identityCheckPending, settleIdentityCheck, subscribeToIdentityCheck } from '../api/identityCheck';
import { lazyPart } from '../components/staging/lazyParts';
import { selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../state/hooks';

// Loaded only when a guarded call has been refused: most visits never need it.
const ConfirmIdentityDialog = lazyPart(() => import('../features/account/components/ConfirmIdentityDialog').then((module) => module.ConfirmIdentityDialog), {
  themed: true,
  optional: true,
});

const notAsking = () => false;

/**
 * Where the base query's question 'Confirm it's you' is answered (api/identityCheck): one dialog
 * for the whole app, whatever screen's call was refused. While it is mounted, refused calls ask.
 */
export function IdentityCheckHost() {
  // Prerendered screens (and their hydration) never ask.
  const asking = useSyncExternalStore(subscribeToIdentityCheck, identityCheckPending, notAsking);
  const signedIn = Boolean(useAppSelector(selectToken));
  useEffect(() => {
    // A dialog whose code cannot load cannot answer: the refused calls end with their refusal.
    if (asking) ConfirmIdentityDialog.preload().catch(() => settleIdentityCheck(false));
  }, [asking]);
  useEffect(() => {
    // Signed out meanwhile (a 401 elsewhere, another tab): there is no one left to ask.
    if (asking && !signedIn) settleIdentityCheck(false);
  }, [asking, signedIn]);
  return asking && signedIn ? <ConfirmIdentityDialog onSettled={settleIdentityCheck} /> : null;
}
