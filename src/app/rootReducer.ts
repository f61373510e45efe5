import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { baseApi } from '../api/baseApi';
import { notificationsSlice } from '../components/feedback/notificationsSlice';
import { sessionSlice } from '../session/sessionSlice';
import { unreadChatsSlice } from '../features/chats/unreadChatsSlice';
import { liveActivitySlice } from '../api/liveActivitySlice';

/** The conversations marked unread survive a reload of the tab; which one is open does not. */
const unreadChatsPersistConfig = {
  key: 'unreadChats',
  storage: sessionStorage,
  version: 1,
  whitelist: ['unreadChatIds'],
};

/** Only the session and the unread marks are persisted, and only to sessionStorage; the API cache never is. */
export const sessionPersistConfig = {
  key: 'session',
  storage: sessionStorage,
  version: 1,
};

export const rootReducer = combineReducers({
  session: persistReducer(sessionPersistConfig, sessionSlice.reducer),
  notifications: notificationsSlice.reducer,
  liveActivity: liveActivitySlice.reducer,
  unreadChats: persistReducer(unreadChatsPersistConfig, unreadChatsSlice.reducer),
  [baseApi.reducerPath]: baseApi.reducer,
});
