import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ActiveSubscription,
  CreditBundle,
  Device,
  Id,
  Plan,
  Profile,
  SessionUser,
  SubscriptionStatus,
} from '../types/api';

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
 * The session-held values of SPEC §3. Persisted to sessionStorage; everything else
 * (the API cache included) lives only as long as the page.
 */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  profile: Profile | null;
  subscription: SubscriptionStatus | null;
  plans: Plan[] | null;
  credits: CreditBundle[] | null;
  activeSubscriptions: ActiveSubscription[] | null;
  /** The number picked on the area-code page, before it is bought. */
  chosenPhoneNumber: string | null;
  selectedPlan: Plan | null;
  selectedPlanName: string | null;
  /** The generated mac_address of SPEC §3, kept for the browser session. */
  deviceId: string | null;
  devices: Device[] | null;
  checkoutAttempt: CheckoutAttempt | null;
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  profile: null,
  subscription: null,
  plans: null,
  credits: null,
  activeSubscriptions: null,
  chosenPhoneNumber: null,
  selectedPlan: null,
  selectedPlanName: null,
  deviceId: null,
  devices: null,
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
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    subscriptionLoaded(state, action: PayloadAction<SubscriptionStatus>) {
      state.subscription = action.payload;
    },
    activeSubscriptionsLoaded(state, action: PayloadAction<ActiveSubscription[]>) {
      state.activeSubscriptions = action.payload;
    },
    plansLoaded(state, action: PayloadAction<Plan[]>) {
      state.plans = action.payload;
    },
    creditsLoaded(state, action: PayloadAction<CreditBundle[]>) {
      state.credits = action.payload;
    },
    devicesLoaded(state, action: PayloadAction<Device[]>) {
      state.devices = action.payload;
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
  profileLoaded,
  subscriptionLoaded,
  activeSubscriptionsLoaded,
  plansLoaded,
  creditsLoaded,
  devicesLoaded,
  phoneNumberChosen,
  planSelected,
  planNameSelected,
  deviceIdGenerated,
  checkoutAttemptStarted,
  checkoutAttemptEnded,
  sessionRestored,
  sessionCleared,
} = sessionSlice.actions;
