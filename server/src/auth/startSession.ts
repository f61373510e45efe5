import type { SessionUser } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { insertSession, type SessionDevice } from '../db/queries/sessions';
import type { User } from '../db/schema';
import { generateToken, hashToken } from '../lib/secureTokens';

/**
 * The answer of every sign-in (password, link token, social): a new session token each time, or,
 * for an account moved to another site, no session and the address to go to.
 */
export async function startSession(ctx: AppContext, user: User, device?: SessionDevice): Promise<SessionUser> {
  if (user.is_migrated) {
    return { user_token: '', is_migrated: true, redirect_url: user.redirect_url };
  }
  const token = generateToken();
  await insertSession(ctx.db, user.id, hashToken(token), new Date(Date.now() + ctx.config.sessionAbsoluteMs), device);
  return { user_token: token, is_migrated: false, redirect_url: null };
}
