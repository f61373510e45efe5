import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type Severity = 'success' | 'error' | 'info' | 'warning';

/** A short message that fades in at the top centre and goes by itself. */
export interface Toast {
  id: string;
  severity: Severity;
  message: string;
}

/** A popup with the uppercase type, the message and an OK button (SPEC §2 'Alert popup'). */
export interface AlertPopup {
  severity: Severity;
  message: string;
}

export interface NotificationsState {
  toasts: Toast[];
  alert: AlertPopup | null;
  /** Centred, times out after 10 seconds. */
  notice: { id: string; message: string } | null;
  /** Open work that shows the loading overlay; the overlay shows while above zero. */
  busy: number;
}

const initialState: NotificationsState = { toasts: [], alert: null, notice: null, busy: 0 };

/** What the user is told, and whether work is under way. Never persisted. */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    toastShown: {
      // The newest outcome replaces what is on screen: a retry's success never waits behind the
      // failure it fixed (the failure's text stays beside the button that failed).
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts = [action.payload];
      },
      prepare: (severity: Severity, message: string) => ({ payload: { id: nanoid(), severity, message } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    alertShown(state, action: PayloadAction<AlertPopup>) {
      state.alert = action.payload;
    },
    alertClosed(state) {
      state.alert = null;
    },
    noticeShown: {
      reducer(state, action: PayloadAction<{ id: string; message: string }>) {
        state.notice = action.payload;
      },
      prepare: (message: string) => ({ payload: { id: nanoid(), message } }),
    },
    noticeClosed(state) {
      state.notice = null;
    },
    workStarted(state) {
      state.busy += 1;
    },
    workFinished(state) {
      state.busy = Math.max(0, state.busy - 1);
    },
  },
});

/** The part of the root state this slice owns: its selectors need to know nothing else. */
interface WithNotifications {
  notifications: NotificationsState;
}

export const selectNotifications = (state: WithNotifications) => state.notifications;
/** Whether anything is to be shown: a toast, the alert, a notice, or the loading overlay. */
export const selectHasFeedback = ({ notifications: n }: WithNotifications) =>
  n.toasts.length > 0 || n.alert !== null || n.notice !== null || n.busy > 0;

export const { toastShown, toastDismissed, alertShown, alertClosed, noticeShown, noticeClosed, workStarted, workFinished } =
  notificationsSlice.actions;
