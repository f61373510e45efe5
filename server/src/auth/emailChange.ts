import type { AppContext } from '../appContext';
import {
  cancelEmailChange,
  cancelLaterEmailChanges,
  cancelPendingEmailChanges,
  findPendingEmailChange,
  findUndoableEmailChange,
  insertEmailChange,
  isEmailTakenByOther,
  markEmailChangeUndone,
  recordEmailChangeConfirmed,
  type EmailChange,
} from '../db/queries/emailChanges';
import { cancelOneTimeTokens, issueOneTimeToken } from '../db/queries/oneTimeTokens';
import { revokeUserSessions } from '../db/queries/sessions';
import { isUniqueViolation, lockUser, setVerifiedEmail } from '../db/queries/users';
import type { User } from '../db/schema';
import { confirmEmailChangeEmail, emailAlreadyInUseEmail, emailChangedEmail } from '../emails/accountChangeEmails';
import { generateToken, hashToken } from '../lib/secureTokens';
import type { IdentityProviderName } from '../providers/identity/IdentityProvider';
import { dropUnprovenSocialLinks, tellLinksRemoved, type RemovedLinks } from './socialLinkProof';

/** How long the old address can undo a change: long enough to notice a takeover after a holiday. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 3_600_000;

/**
 * The work of a change request, run after the answer has left so that neither the answer nor its
 * timing tells whether `newEmail` has an account: a free address gets the confirmation link, a
 * taken one a mail telling its owner that someone tried. Either way the user's earlier pending
 * change stops working, so its link tells nothing either.
 */
export async function requestEmailChange(ctx: AppContext, user: User, newEmail: string): Promise<void> {
  const taken = await isEmailTakenByOther(ctx.db, newEmail, user.id);
  await cancelPendingEmailChanges(ctx.db, user.id);
  if (taken) {
    await ctx.mail.enqueue(ctx.db, emailAlreadyInUseEmail(ctx.config, newEmail));
    return;
  }
  const token = await insertEmailChange(ctx.db, { userId: user.id, oldEmail: user.email, newEmail, ttlMs: ctx.config.emailVerificationTtlMs });
  await ctx.mail.enqueue(ctx.db, confirmEmailChangeEmail(ctx.config, newEmail, token));
}

export type ConfirmOutcome = { kind: 'changed'; newEmail: string; removedLinks: IdentityProviderName[] } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * Follows the link sent to the new address: the email changes (verified, since the link proved
 * it), the link is used up, and the old address is mailed a link that undoes the change.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<ConfirmOutcome> {
  const undoToken = generateToken();
  let changed: { change: EmailChange; oldEmail: string; removedLinks: RemovedLinks };
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const now = new Date();
      const change = await findPendingEmailChange(trx, token, { forUpdate: true, now });
      if (!change) return 'invalid' as const;
      const user = await lockUser(trx, change.user_id);
      if (!user) throw new Error(`user ${change.user_id} no longer exists`);
      if (await isEmailTakenByOther(trx, change.new_email, change.user_id)) {
        await cancelEmailChange(trx, change.id, now);
        return 'taken' as const;
      }
      await setVerifiedEmail(trx, change.user_id, change.new_email, now);
      await recordEmailChangeConfirmed(trx, change.id, { oldEmail: user.email, now, undoTokenHash: hashToken(undoToken), undoExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS) });
      // The old address's undo link is mailed if and only if the change commits.
      await ctx.mail.enqueue(trx, emailChangedEmail(ctx.config, user.email, change.new_email, undoToken, EMAIL_CHANGE_UNDO_TTL_MS));
      // The link proved the new address: links that never proved the account's address go.
      return { change, oldEmail: user.email, removedLinks: await dropUnprovenSocialLinks(trx, change.user_id) };
    });
    if (typeof result === 'string') return { kind: result };
    changed = result;
  } catch (error) {
    // Someone signed up with the address between the check and the update.
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
  const { change, removedLinks } = changed;
  ctx.mail.wake();
  await tellLinksRemoved(ctx, removedLinks);
  return { kind: 'changed', newEmail: change.new_email, removedLinks: removedLinks.providers };
}

export type UndoOutcome =
  | { kind: 'restored'; email: string; resetToken: string; removedLinks: IdentityProviderName[] }
  | { kind: 'signedOut'; email: string }
  | { kind: 'invalid' };

/**
 * Follows the undo link sent to the old address: the old address comes back (verified: the link
 * proved it), every session ends, every outstanding emailed token (reset, sign-in, verification)
 * stops working, and so do the pending change and any later change's undo link, which would
 * otherwise hand the account back to whoever made them. Earlier changes' undo links keep working,
 * so the first owner's always wins. The answer carries a fresh reset token: whoever changed the
 * email may know the password.
 */
export async function undoEmailChange(ctx: AppContext, token: string): Promise<UndoOutcome> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date();
    const change = await findUndoableEmailChange(trx, token, { forUpdate: true, now });
    if (!change) return { kind: 'invalid' } as const;
    await markEmailChangeUndone(trx, change.id, now);
    await cancelLaterEmailChanges(trx, change.user_id, change.id, now);
    await cancelPendingEmailChanges(trx, change.user_id);
    const taken = await isEmailTakenByOther(trx, change.old_email, change.user_id);
    // The old address is proved again: links made under the undone one, or never proven, go.
    let removedLinks: RemovedLinks | null = null;
    if (!taken) {
      await setVerifiedEmail(trx, change.user_id, change.old_email, now);
      removedLinks = await dropUnprovenSocialLinks(trx, change.user_id, { onlyFor: change.old_email });
    }
    await revokeUserSessions(trx, change.user_id);
    for (const purpose of ['password_reset', 'sign_in', 'verify_email'] as const) await cancelOneTimeTokens(trx, change.user_id, purpose);
    return { kind: taken ? 'signedOut' : 'restored', userId: change.user_id, email: change.old_email, removedLinks } as const;
  });
  if (outcome.kind === 'invalid') return outcome;
  if (outcome.kind === 'signedOut' || !outcome.removedLinks) return { kind: 'signedOut', email: outcome.email };
  await tellLinksRemoved(ctx, outcome.removedLinks);
  const resetToken = await issueOneTimeToken(ctx.db, { userId: outcome.userId, purpose: 'password_reset', ttlMs: ctx.config.passwordResetTtlMs });
  return { kind: 'restored', email: outcome.email, resetToken, removedLinks: outcome.removedLinks.providers };
}

