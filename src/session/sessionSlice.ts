import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActiveSubscription, Id, Plan, SessionUser } from '../contract/api';

/**
 * A checkout purchase that started and is not known to have ended: the page was reloaded, or its
 * answer was lost. Pressing Pay again for the same order resends the same idempotency keys as the
 * same kind of purchase, so the server answers what it already charged instead of charging again.
 */
export interface CheckoutAttempt {
  planId: Id;
  addOn: boolean;
  kind: 'subscribe' | 'resubscribe' | 'upgrade';
  /** The Idempotency-Key of each paid step ('plan', 'addOn'). */
  keys: Record<string, string>;
}

/**
 * The session-held values of SPEC §3 that a screen reads. Persisted to sessionStorage; everything
 * else (the API cache included) lives only as long as the page. The profile, subscription status,
 * plans, credits and devices that §3 also lists are read from the API cache, never from here
 * (docs/interpretations.md).
 */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Copied from `GET /websubscription/active`: the header's Dashboard button shows from the first paint after a reload. */
  activeSubscriptions: ActiveSubscription[] | null;
  /** The number picked on the area-code page, before it is bought. */
  chosenPhoneNumber: string | null;
  selectedPlan: Plan | null;
  selectedPlanName: string | null;
  /** The generated mac_address of SPEC §3, kept for the browser session. */
  deviceId: string | null;
  checkoutAttempt: CheckoutAttempt | null;
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  activeSubscriptions: null,
  chosenPhoneNumber: null,
  selectedPlan: null,
  selectedPlanName: null,
  deviceId: null,
  checkoutAttempt: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.token = action.payload.user_token;
    },
    activeSubscriptionsLoaded(state, action: PayloadAction<ActiveSubscription[]>) {
      state.activeSubscriptions = action.payload;
    },
    phoneNumberChosen(state, action: PayloadAction<string | null>) {
      state.chosenPhoneNumber = action.payload;
    },
    planSelected(state, action: PayloadAction<Plan | null>) {
      state.selectedPlan = action.payload;
      state.selectedPlanName = action.payload?.plan_name_en ?? null;
    },
    planNameSelected(state, action: PayloadAction<string | null>) {
      state.selectedPlanName = action.payload;
    },
    deviceIdGenerated(state, action: PayloadAction<string>) {
      state.deviceId ??= action.payload;
    },
    checkoutAttemptStarted(state, action: PayloadAction<CheckoutAttempt>) {
      state.checkoutAttempt = action.payload;
    },
    checkoutAttemptEnded(state) {
      state.checkoutAttempt = null;
    },
    /** Sets several values at once (a test, or a support reproduction). */
    sessionRestored(state, action: PayloadAction<Partial<SessionState>>) {
      return { ...state, ...action.payload };
    },
    /** Sign out, logout, a 401 or account deletion: every session value goes (SPEC §4). */
    sessionCleared() {
      return initialSessionState;
    },
  },
});

export const {
  signedIn,
  activeSubscriptionsLoaded,
  phoneNumberChosen,
  planSelected,
  planNameSelected,
  deviceIdGenerated,
  checkoutAttemptStarted,
  checkoutAttemptEnded,
  sessionRestored,
  sessionCleared,
} = sessionSlice.actions;

/** The part of the root state this slice owns: its selectors need to know nothing else. */
interface WithSession {
  session: SessionState;
}

export const selectToken = (state: WithSession) => state.session.token;
export const selectSessionUser = (state: WithSession) => state.session.user;
export const selectHasActiveSubscription = (state: WithSession) => (state.session.activeSubscriptions?.length ?? 0) > 0;
export const selectChosenPhoneNumber = (state: WithSession) => state.session.chosenPhoneNumber;
export const selectSelectedPlan = (state: WithSession) => state.session.selectedPlan;
export const selectSelectedPlanName = (state: WithSession) => state.session.selectedPlanName;
export const selectDeviceId = (state: WithSession) => state.session.deviceId;
export const selectCheckoutAttempt = (state: WithSession) => state.session.checkoutAttempt;
