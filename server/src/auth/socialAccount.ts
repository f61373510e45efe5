import type { AppContext } from '../appContext';
import { revokeUserSessions } from '../db/queries/sessions';
import { findUserByEmail, findUserBySocialSubject, insertUser, isUniqueViolation, lockUser, updateUserReturning } from '../db/queries/users';
import type { User, UserUpdate } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import type { IdentityProviderName, VerifiedIdentity } from '../providers/identity/IdentityProvider';
import { dropUnprovenSocialLinks, providerLabel, provenEmailColumn, subjectColumn, tellLinksRemoved } from './socialLinkProof';

/** Said when a provider does not vouch for the email it sent: in each provider's own words for it. */
export const UNVERIFIED_PROVIDER_EMAIL: Record<IdentityProviderName, string> = {
  google: "Your Google account's email address is not verified. Please verify it with Google, or sign up with email and password.",
  apple: "Your Apple ID's email address is not verified. Please verify it with Apple, or sign up with email and password.",
};

const TAKEN = 'Unable to create an account, this email is already associated to another account.';

/**
 * Links a provider account to the existing account with its (provider-verified) email. The
 * provider proves the address, so links that never proved it go first, with every session (one
 * may be theirs), and the customer is told. If the account never proved its email, whoever set
 * its password may not own the address either: the password goes too.
 */
async function linkToExisting(ctx: AppContext, existing: User, identity: VerifiedIdentity, email: string): Promise<User> {
  const column = subjectColumn[identity.provider];
  const { user, removed } = await ctx.db.transaction().execute(async (trx) => {
    const removedLinks = await dropUnprovenSocialLinks(trx, existing.id);
    const current = await lockUser(trx, existing.id);
    // Changed or deleted since it was found: nothing to link to.
    if (!current || current.email !== email) throw new HttpFailure(409, TAKEN);
    const linked = current[column];
    if (linked && linked !== identity.subject) {
      throw new HttpFailure(409, `This email is already linked to another ${providerLabel[identity.provider]} account.`);
    }
    const changes: UserUpdate = { [column]: identity.subject, [provenEmailColumn[identity.provider]]: email };
    if (!current.email_verified_at) {
      changes.email_verified_at = new Date();
      changes.password_hash = null;
    }
    if (!current.email_verified_at) await revokeUserSessions(trx, existing.id);
    return { user: await updateUserReturning(trx, existing.id, changes), removed: removedLinks };
  });
  await tellLinksRemoved(ctx, removed);
  return user;
}

/**
 * The account of a verified provider identity: found by the provider's subject (the link proves
 * the subject, whatever the token says of its email now), else, only when the provider vouches
 * for the email, linked by that email or created (verified, with no password). An email the
 * provider does not vouch for creates and links nothing: anyone can type someone else's address
 * into a provider account.
 */
export async function findOrCreateSocialUser(ctx: AppContext, identity: VerifiedIdentity): Promise<User> {
  const { provider } = identity;
  const bySubject = await findUserBySocialSubject(ctx.db, subjectColumn[provider], identity.subject);
  if (bySubject) return bySubject;
  if (!identity.email) {
    throw new HttpFailure(400, `Your ${providerLabel[provider]} account did not share an email address: sign up with email and password instead.`);
  }
  if (!identity.emailVerified) throw new HttpFailure(403, UNVERIFIED_PROVIDER_EMAIL[provider]);
  const email = identity.email;
  const byEmail = await findUserByEmail(ctx.db, email);
  if (byEmail) return linkToExisting(ctx, byEmail, identity, email);
  try {
    return await insertUser(ctx.db, {
      email,
      password_hash: null,
      first_name: identity.firstName,
      last_name: identity.lastName,
      email_verified_at: new Date(),
      [subjectColumn[provider]]: identity.subject,
      [provenEmailColumn[provider]]: email,
    });
  } catch (error) {
    // The same person signed in twice at once: the other request created the account.
    if (!isUniqueViolation(error)) throw error;
    const created = await findUserBySocialSubject(ctx.db, subjectColumn[provider], identity.subject);
    if (!created) throw new HttpFailure(409, TAKEN);
    return created;
  }
}
