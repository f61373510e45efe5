import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import type { User } from '../db/schema';
import { tellOfNewDevice } from './newDeviceNotice';
import { sessionDeviceOf } from './sessionDevice';
import { startSession } from './startSession';

/**
 * The answer of a sign-in that proved who the caller is (password, link token, social): a new
 * session, and this browser remembered as a known device of the account (auth/deviceCookie.ts),
 * so that a guesser's wrong passwords never lock it out. A browser the account did not know is
 * told of by email (newDeviceNotice.ts). A migrated account gets none of these.
 */
export async function signedIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: User): Promise<SessionUser> {
  const knownDevice = await ctx.passwordAttempts.isKnownDevice(request, user.id);
  const { answer, sessionId, signedInAt } = await startSession(ctx, user, sessionDeviceOf(request));
  if (sessionId === null) return answer;
  await ctx.passwordAttempts.rememberDevice(request, reply, user.id);
  if (!knownDevice) tellOfNewDevice(ctx, request, reply, user, sessionId, signedInAt);
  return answer;
}
