import { useEffect, useSyncExternalStore } from 'react';
import { identityCheckPending, settleIdentityCheck, subscribeToIdentityCheck } from '../api/identityCheck';
import { lazyWidget } from '../components/staging/lazyParts';
import { themed } from '../theme/loadMuiTheme';

// Loaded only when a guarded call has been refused: most visits never need it.
const ConfirmIdentityDialog = lazyWidget(() =>
  themed(() =>
    import(/* webpackChunkName: "confirm-identity" */ '../features/account/components/ConfirmIdentityDialog').then((module) => module.ConfirmIdentityDialog),
  ),
);

/**
 * Where the base query's question 'Confirm it's you' is answered (api/identityCheck): one dialog
 * for the whole app, whatever screen's call was refused. While it is mounted, refused calls ask.
 */
export function IdentityCheckHost() {
  const asking = useSyncExternalStore(subscribeToIdentityCheck, identityCheckPending);
  useEffect(() => {
    // A dialog whose code cannot load cannot answer: the refused calls end with their refusal.
    if (asking) ConfirmIdentityDialog.preload().catch(() => settleIdentityCheck(false));
  }, [asking]);
  return asking ? <ConfirmIdentityDialog onSettled={settleIdentityCheck} /> : null;
}
