import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { PUSH_SUBSCRIPTION_KEY } from '../lib/notifications/pushSubscriptionKey';
import { selectToken, sessionCleared, type SessionState } from '../session/sessionSlice';
import type { AppDispatch } from '../state/hooks';
import { authApi } from './authApi';

/** The longest signing out waits for the push subscription's removal (a slow network must not hold it up). */
const PUSH_REMOVAL_WAIT_MS = 5_000;

/**
 * This device's Web Push subscription ends with the session (while the token still signs the
 * DELETE): a signed-out device gets no pushes. Best effort: a failure never holds up signing out.
 * Its code loads only on a device that has one (the login page's script stays small).
 */
async function endPushSubscription(dispatch: AppDispatch): Promise<void> {
  if (!window.localStorage.getItem(PUSH_SUBSCRIPTION_KEY)) return;
  const removal = import('./pushSubscription').then((push) => push.endPushSubscriptionOnSignOut(dispatch));
  await Promise.race([removal, new Promise((resolve) => setTimeout(resolve, PUSH_REMOVAL_WAIT_MS))]);
}

/**
 * Sign out / logout (SPEC §4): the server ends the session (revokes the token) if it can be
 * reached, and every session value and cached API result is cleared either way.
 */
export function signOut(): ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    if (selectToken(getState())) {
      await endPushSubscription(dispatch as AppDispatch).catch(() => undefined);
      const logout = dispatch(authApi.endpoints.logout.initiate());
      await logout.unwrap().catch(() => undefined);
    }
    dispatch(sessionCleared());
  };
}
