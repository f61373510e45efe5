import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../session/sessionSlice';

/**
 * Inbound messages that arrived through the live stream while the customer was not
 * on the Chats page. Not persisted: a reload starts from 0 (docs/interpretations.md).
 */
export interface LiveActivityState {
  unreadChats: number;
  /** The Chats page is open: what arrives now is seen at once. */
  onChatsPage: boolean;
}

const initialState: LiveActivityState = { unreadChats: 0, onChatsPage: false };

export const liveActivitySlice = createSlice({
  name: 'liveActivity',
  initialState,
  reducers: {
    chatsPageOpened(state) {
      state.onChatsPage = true;
      state.unreadChats = 0;
    },
    chatsPageLeft(state) {
      state.onChatsPage = false;
    },
    /** A new inbound message arrived live (a repeated event is never reported); the payload is its chat's id as text. */
    inboundMessageArrived(state, _action: PayloadAction<string | undefined>) {
      if (!state.onChatsPage) state.unreadChats += 1;
    },
  },
  extraReducers: (builder) => {
    // Sign-out or a 401: the next customer of this tab starts with nothing unread.
    builder.addCase(sessionCleared, (state) => ({ ...initialState, onChatsPage: state.onChatsPage }));
  },
});

export const { chatsPageOpened, chatsPageLeft, inboundMessageArrived } = liveActivitySlice.actions;

export const selectUnreadChats = (state: { liveActivity: LiveActivityState }): number => state.liveActivity.unreadChats;
