import type { Id } from '../contract/api';

/**
 * Navigation state passed between screens (react-router's location.state), typed in one place
 * because it crosses features: the guard and register send it, verify-email and login read it.
 */

/** A message the next screen shows once, e.g. why the user was sent to /login. */
export interface RouteNotice {
  severity: 'error' | 'warning' | 'info' | 'success';
  message: string;
}

export interface NoticeState {
  notice: RouteNotice;
}

/** /verify-email shows this address (SPEC §2); register also passes the password for a resend. */
export interface VerifyEmailState {
  email: string;
  password?: string;
}

function isId(value: unknown): value is Id {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The notice in a location's state, if there is a well-formed one. */
export function noticeFrom(state: unknown): RouteNotice | null {
  if (!isRecord(state) || !isRecord(state.notice)) return null;
  const { severity, message } = state.notice;
  const severities: unknown[] = ['error', 'warning', 'info', 'success'];
  return typeof message === 'string' && severities.includes(severity) ? (state.notice as unknown as RouteNotice) : null;
}

/** /login remembers the guarded address a visitor without a session asked for, to go on to it after signing in. */
export interface LoginReturnState {
  from: string;
}

/** Addresses never returned to after sign-in: the sign-in screens themselves. */
const NOT_RETURNED_TO = /^\/(login|register|forgot-password|verify-email)?(?=$|[/?#])/;

/**
 * The address to go on to after signing in, if the location's state carries a safe one: a path
 * inside the app (one leading slash, no scheme, host or backslash), not a sign-in screen.
 */
export function loginReturnFrom(state: unknown): string | null {
  if (!isRecord(state) || typeof state.from !== 'string') return null;
  const { from } = state;
  if (!from.startsWith('/') || from.startsWith('//') || /[\\\s]/.test(from) || from.length > 2048) return null;
  return NOT_RETURNED_TO.test(from) ? null : from;
}

/** The verify-email state in a location's state, if there is one. */
export function verifyEmailStateFrom(state: unknown): VerifyEmailState | null {
  if (!isRecord(state) || typeof state.email !== 'string') return null;
  return { email: state.email, password: typeof state.password === 'string' ? state.password : undefined };
}

/** /forgot-password from a sign-in lock's reset link: the email the customer had typed. */
export interface ResetEmailState {
  resetEmail: string;
}

/** The email a reset link carried over, if it is one (never longer than an email field takes). */
export function resetEmailFrom(state: unknown): string | null {
  if (!isRecord(state) || typeof state.resetEmail !== 'string' || state.resetEmail.length > 320) return null;
  return state.resetEmail;
}

/** /add-credit buys the bundle the plan page's PURCHASE passed (SPEC §2 Add-credit page). */
export interface AddCreditState {
  selectedBundle: { price: number; credits: number; purchase_name: string };
}

/** /purchase-esim buys the plan the eSIM page passed, with the reCAPTCHA token solved there. */
export interface PurchaseEsimState {
  selectedPlan: { id: Id; price: number };
  /** Solved on the eSIM page; used for the first attempt only (a token is good for one check). */
  recaptchaToken?: string;
}

/** The bundle in a location's state, if there is a well-formed one. */
export function addCreditStateFrom(state: unknown): AddCreditState | null {
  if (!isRecord(state) || !isRecord(state.selectedBundle)) return null;
  const { price, credits, purchase_name } = state.selectedBundle;
  if (typeof price !== 'number' || typeof credits !== 'number' || typeof purchase_name !== 'string') return null;
  return { selectedBundle: { price, credits, purchase_name } };
}

/** The eSIM plan in a location's state, if there is a well-formed one. */
export function purchaseEsimStateFrom(state: unknown): PurchaseEsimState | null {
  if (!isRecord(state) || !isRecord(state.selectedPlan)) return null;
  const { id, price } = state.selectedPlan;
  if (!isId(id) || typeof price !== 'number') return null;
  const recaptchaToken = typeof state.recaptchaToken === 'string' ? state.recaptchaToken : undefined;
  return { selectedPlan: { id, price }, recaptchaToken };
}

/** /checkout learns from /pricing-page whether the OUTBOUND CREDITS add-on was chosen (SPEC §2). */
export interface CheckoutState {
  addOn: boolean;
}

/** The checkout state in a location's state; no add-on when there is none. */
export function checkoutStateFrom(state: unknown): CheckoutState {
  return { addOn: isRecord(state) && state.addOn === true };
}

/** The tabs of /dashboard/plan (SPEC §2 Plan page). */
export type PlanPageTab = 'plan' | 'credits' | 'payment';

/** /dashboard/plan opens on this tab, e.g. 'credits' when coming back from /add-credit. */
export interface PlanPageState {
  tab: PlanPageTab;
}

/** The tab asked for in a location's state, if a known one. */
export function planPageTabFrom(state: unknown): PlanPageTab | null {
  if (!isRecord(state)) return null;
  const tabs: unknown[] = ['plan', 'credits', 'payment'];
  return tabs.includes(state.tab) ? (state.tab as PlanPageTab) : null;
}
