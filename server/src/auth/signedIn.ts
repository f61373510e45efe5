import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import type { User } from '../db/schema';
import { sessionDeviceOf } from './sessionDevice';
import { startSession } from './startSession';

/**
 * The answer of a sign-in that proved who the caller is (password, link token, social): a new
 * session, and this browser remembered as a known device of the account (auth/deviceCookie.ts),
 * so that a guesser's wrong passwords never lock it out. A migrated account gets neither.
 */
export async function signedIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: User): Promise<SessionUser> {
  const session = await startSession(ctx, user, sessionDeviceOf(request));
  if (session.user_token) await ctx.passwordAttempts.rememberDevice(request, reply, user.id);
  return session;
}
