import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { rootReducer } from './rootReducer';

/** The whole state: the session, what the user is told, and the API cache. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store's dispatch: actions and thunks (RTK Query's `initiate`, `signOut`). Written here, not
 * taken from the store, so that shared components can dispatch without importing the app;
 * src/app/store.ts hands its store's dispatch to this type, so a store that stops fitting fails to compile.
 */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
