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

/** The verify-email state in a location's state, if there is one. */
export function verifyEmailStateFrom(state: unknown): VerifyEmailState | null {
  if (!isRecord(state) || typeof state.email !== 'string') return null;
  return { email: state.email, password: typeof state.password === 'string' ? state.password : undefined };
}
