import type { SessionUser } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { insertSession, type SessionDevice } from '../db/queries/sessions';
import type { User } from '../db/schema';
import { generateToken, hashToken } from '../lib/secureTokens';

/** A sign-in's answer, and the session it made (null for an account moved to another site). */
export interface StartedSession {
  answer: SessionUser;
  sessionId: number | null;
  /** When it was made: its proof of identity (requireRecentProof.ts). */
  signedInAt: Date;
}

/**
 * The answer of every sign-in (password, link token, social): a new session token each time, or,
 * for an account moved to another site, no session and the address to go to. Signing in proves
 * who holds the session, so it counts as a recent proof of identity, as GitHub's sudo mode does.
 */
export async function startSession(ctx: AppContext, user: User, device?: SessionDevice): Promise<StartedSession> {
  const signedInAt = new Date(ctx.clock());
  if (user.is_migrated) {
    return { answer: { user_token: '', is_migrated: true, redirect_url: user.redirect_url }, sessionId: null, signedInAt };
  }
  const token = generateToken();
  const sessionId = await insertSession(ctx.db, user.id, hashToken(token), new Date(Date.now() + ctx.config.sessionAbsoluteMs), device, signedInAt);
  return { answer: { user_token: token, is_migrated: false, redirect_url: null }, sessionId, signedInAt };
}
