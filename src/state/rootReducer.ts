import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { baseApi } from '../api/baseApi';
import { notificationsSlice } from '../components/feedback/notificationsSlice';
import { sessionSlice } from '../session/sessionSlice';
import { liveActivitySlice } from './liveActivitySlice';

/** Only the session slice is persisted, and only to sessionStorage; the API cache never is. */
export const sessionPersistConfig = {
  key: 'session',
  storage: sessionStorage,
  version: 1,
};

export const rootReducer = combineReducers({
  session: persistReducer(sessionPersistConfig, sessionSlice.reducer),
  notifications: notificationsSlice.reducer,
  liveActivity: liveActivitySlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});
