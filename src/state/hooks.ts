import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { baseApi } from '../api/baseApi';
import type { LiveActivityState } from '../api/liveActivitySlice';
import type { NotificationsState } from '../components/feedback/notificationsSlice';
import type { SessionState } from '../session/sessionSlice';

/**
 * The whole state: the session, what the user is told, live activity and the API cache. Written
 * here, not taken from src/app/rootReducer.ts, so that shared code never imports the app; a
 * feature's own slice adds its part beside its definition (`declare module` on this file).
 * src/app/store.ts hands its store's state to this type, so a reducer that stops fitting fails to compile.
 */
export interface RootState {
  session: SessionState;
  notifications: NotificationsState;
  liveActivity: LiveActivityState;
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
}

/**
 * The store's dispatch: actions and thunks (RTK Query's `initiate`, `signOut`). Written here, not
 * taken from the store, so that shared components can dispatch without importing the app;
 * src/app/store.ts hands its store's dispatch to this type, so a store that stops fitting fails to compile.
 */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
