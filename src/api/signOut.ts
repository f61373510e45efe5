import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectToken, sessionCleared, type SessionState } from '../session/sessionSlice';
import { authApi } from './authApi';

/**
 * Sign out / logout (SPEC §4): the server ends the session (revokes the token) if it can be
 * reached, and every session value and cached API result is cleared either way.
 */
export function signOut(): ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    if (selectToken(getState())) {
      const logout = dispatch(authApi.endpoints.logout.initiate());
      await logout.unwrap().catch(() => undefined);
    }
    dispatch(sessionCleared());
  };
}
