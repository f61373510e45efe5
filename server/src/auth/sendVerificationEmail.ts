import type { AppContext } from '../appContext';
import { issueOneTimeToken } from '../db/queries/oneTimeTokens';
import { verificationEmail } from '../emails/accountEmails';

/** Emails a link proving that the user owns `email` (the address now on the account). */
export async function sendVerificationEmail(ctx: AppContext, userId: number, email: string): Promise<void> {
  // The link and its mail are stored together: either both or neither.
  await ctx.db.transaction().execute(async (trx) => {
    const token = await issueOneTimeToken(trx, { userId, purpose: 'verify_email', email, ttlMs: ctx.config.emailVerificationTtlMs });
    await ctx.mail.enqueue(trx, verificationEmail(ctx.config, email, token));
  });
  ctx.mail.wake();
}
