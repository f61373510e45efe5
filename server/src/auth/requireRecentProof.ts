import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../appContext';
import { HttpFailure } from '../http/HttpFailure';
import { authOf, type AuthContext } from './requireAuth';

/** The answer without a recent proof, whatever the account: the SPA picks how to confirm from the profile's has_password. */
export const CONFIRM_IDENTITY_FIRST = 'Please confirm your password first.';

/** What a guarded route's OpenAPI description says. */
export const RECENT_PROOF_REQUIRED =
  'Needs a recent proof of identity on this session: a sign-in or POST /api/account/reauth within REAUTH_MINUTES (default 10); ' +
  `without one, 403 { "failure": "${CONFIRM_IDENTITY_FIRST}" } before anything else is done.`;

/** Until when the session's proof lasts; null when it has none. */
export function proofLastsUntil(ctx: AppContext, auth: Pick<AuthContext, 'reauthenticatedAt'>): Date | null {
  return auth.reauthenticatedAt && new Date(auth.reauthenticatedAt.getTime() + ctx.config.reauthMs);
}

/** Whether this session proved who holds it within REAUTH_MINUTES (a sign-in or a reauth). */
export function hasRecentProof(ctx: AppContext, auth: Pick<AuthContext, 'reauthenticatedAt'>): boolean {
  const until = proofLastsUntil(ctx, auth);
  return until !== null && until.getTime() > ctx.clock();
}

/**
 * The preHandler of the actions a stolen session token must not reach ("sudo mode", as GitHub and
 * Google have it): deleting the account, buying an eSIM on the saved card, reading an eSIM's
 * activation code (GET /esim/activation; GET /esim/details withholds it instead). It passes only a session that proved who holds it within REAUTH_MINUTES. The
 * proof is read from the session as requireAuth found it (the session cache is as current as the
 * database), so this costs no query. First in line, so a refusal spends nothing (no reCAPTCHA
 * pass, no idempotency key).
 */
export function requireRecentProof(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function recentProof(request) {
    if (!hasRecentProof(ctx, authOf(request))) throw new HttpFailure(403, CONFIRM_IDENTITY_FIRST);
  };
}
