import type { AppContext } from '../appContext';
import { issueOneTimeToken } from '../db/queries/oneTimeTokens';
import { verificationEmail } from '../emails/accountEmails';

/** Emails a link proving that the user owns `email` (the address now on the account). */
export async function sendVerificationEmail(ctx: AppContext, userId: number, email: string): Promise<void> {
  const token = await issueOneTimeToken(ctx.db, { userId, purpose: 'verify_email', email, ttlMs: ctx.config.emailVerificationTtlMs });
  await ctx.providers.mail.send(verificationEmail(ctx.config, email, token));
}
