import type { Kysely } from 'kysely';
import { revokeUserSessions } from '../db/queries/sessions';
import { findUserByEmail, findUserBySocialSubject, insertUser, isUniqueViolation, updateUserReturning } from '../db/queries/users';
import type { Database, User, UserUpdate } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import type { IdentityProviderName, VerifiedIdentity } from '../providers/identity/IdentityProvider';

const providerLabel: Record<IdentityProviderName, string> = { google: 'Google', apple: 'Apple' };
const subjectColumn = { google: 'google_subject', apple: 'apple_subject' } as const;

/**
 * Links a provider account to an existing account with the same email. If that account never
 * proved its email, whoever set its password may not own the address: the password and any
 * sessions are dropped, so only the provider-verified owner keeps access.
 */
async function linkToExisting(db: Kysely<Database>, existing: User, identity: VerifiedIdentity): Promise<User> {
  const column = subjectColumn[identity.provider];
  const linked = existing[column];
  if (linked && linked !== identity.subject) {
    throw new HttpFailure(409, `This email is already linked to another ${providerLabel[identity.provider]} account.`);
  }
  return db.transaction().execute(async (trx) => {
    const changes: UserUpdate = { [column]: identity.subject };
    if (!existing.email_verified_at) {
      changes.email_verified_at = new Date();
      changes.password_hash = null;
      await revokeUserSessions(trx, existing.id);
    }
    return updateUserReturning(trx, existing.id, changes);
  });
}

/**
 * The account of a verified provider identity: found by the provider's subject, else linked by a
 * provider-verified email, else created (verified when the provider vouches for the email, with
 * no password).
 */
export async function findOrCreateSocialUser(db: Kysely<Database>, identity: VerifiedIdentity): Promise<User> {
  const bySubject = await findUserBySocialSubject(db, subjectColumn[identity.provider], identity.subject);
  if (bySubject) return bySubject;
  if (!identity.email) {
    throw new HttpFailure(400, `Your ${providerLabel[identity.provider]} account did not share an email address: sign up with email and password instead.`);
  }
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    if (!identity.emailVerified) {
      throw new HttpFailure(409, 'Unable to create an account, this email is already associated to another account.');
    }
    return linkToExisting(db, byEmail, identity);
  }
  try {
    return await insertUser(db, {
      email: identity.email,
      password_hash: null,
      first_name: identity.firstName,
      last_name: identity.lastName,
      email_verified_at: identity.emailVerified ? new Date() : null,
      [subjectColumn[identity.provider]]: identity.subject,
    });
  } catch (error) {
    // The same person signed in twice at once: the other request created the account.
    if (!isUniqueViolation(error)) throw error;
    const created = await findUserBySocialSubject(db, subjectColumn[identity.provider], identity.subject);
    if (!created) throw new HttpFailure(409, 'Unable to create an account, this email is already associated to another account.');
    return created;
  }
}
