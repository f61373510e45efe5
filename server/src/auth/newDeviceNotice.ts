import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { hadEarlierSession } from '../db/queries/sessions';
import type { User } from '../db/schema';
import { newDeviceSignInEmail } from '../emails/securityEmails';
import { afterAnswer } from '../http/afterAnswer';
import { sessionDeviceOf } from './sessionDevice';
import { signInPlaceOf } from './signInPlace';
import { userAgentParts } from './userAgentParts';

/** 'Chrome on macOS', 'Chrome', 'A browser on Linux' or 'Unknown device', as the account page names devices. */
export function deviceNameOf(userAgent: string | null): string {
  const { browser, os } = userAgentParts(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  if (os) return `A browser on ${os}`;
  return 'Unknown device';
}

/**
 * Tells the account's address that a browser it does not know (no genuine device cookie of the
 * account) has signed in as session `sessionId`, unless that is the account's first session ever.
 * Everything after reading the request waits until the answer has left, so the sign-in is no
 * slower and its answer tells nothing of this.
 */
export function tellOfNewDevice(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, user: User, sessionId: number, signedInAt: Date): void {
  const device = deviceNameOf(sessionDeviceOf(request).userAgent);
  const place = signInPlaceOf(request, ctx.config.locationHeaders);
  const answered = afterAnswer(reply);
  ctx.background.run('new device notice', async () => {
    await answered;
    if (!(await hadEarlierSession(ctx.db, user.id, sessionId))) return;
    await ctx.mail.enqueue(ctx.db, newDeviceSignInEmail(ctx.config, { to: user.email, device, place, at: signedInAt }));
  });
}
