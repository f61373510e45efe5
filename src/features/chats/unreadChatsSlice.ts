import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../session/sessionSlice';
import { inboundMessageArrived } from '../../api/liveActivitySlice';

/**
 * The conversations with a message that arrived live since the customer last opened them. The
 * API says nothing about read state, so this is what this browser saw (docs/interpretations.md);
 * kept in sessionStorage so that a reload keeps the marks.
 */
export interface UnreadChatsState {
  /** Chat ids as text (an id may be 7 or '7'). */
  unreadChatIds: string[];
  /** The conversation on screen: what arrives in it is read at once. Not persisted. */
  openChatId: string | null;
}

const initialState: UnreadChatsState = { unreadChatIds: [], openChatId: null };

export const unreadChatsSlice = createSlice({
  name: 'unreadChats',
  initialState,
  reducers: {
    conversationOpened(state, action: PayloadAction<string>) {
      state.openChatId = action.payload;
      state.unreadChatIds = state.unreadChatIds.filter((id) => id !== action.payload);
    },
    conversationClosed(state, action: PayloadAction<string>) {
      if (state.openChatId === action.payload) state.openChatId = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(inboundMessageArrived, (state, action) => {
      const chatId = action.payload;
      if (chatId === undefined || chatId === state.openChatId || state.unreadChatIds.includes(chatId)) return;
      state.unreadChatIds.push(chatId);
    });
    // Sign-out or a 401: the next customer of this tab sees none of these marks.
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { conversationOpened, conversationClosed } = unreadChatsSlice.actions;

export const selectChatIsUnread = (state: { unreadChats: UnreadChatsState }, chatId: string): boolean =>
  state.unreadChats.unreadChatIds.includes(chatId);

// The chats feature's part of the whole state (src/state/hooks.ts names the shared parts).
declare module '../../state/hooks' {
  interface RootState {
    unreadChats: UnreadChatsState;
  }
}
