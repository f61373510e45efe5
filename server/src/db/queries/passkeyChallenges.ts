import type { Kysely } from 'kysely';
import type { Database, PasskeyChallengesTable } from '../schema';

export type ChallengePurpose = PasskeyChallengesTable['purpose'];

/** Who a challenge was handed to: nobody yet for a sign-in; the account and session for a registration or a proof. */
export interface ChallengeHolder {
  userId: number | null;
  sessionId: number | null;
}

/**
 * Stores a challenge handed out for one ceremony, until `expiresAt`. Expired ones are swept on the
 * way (an indexed delete), so the table holds only the last few minutes' worth, as social nonces do.
 */
export async function insertPasskeyChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: ChallengePurpose,
  holder: ChallengeHolder,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await deleteExpiredPasskeyChallenges(db, now);
  await db
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, user_id: holder.userId, session_id: holder.sessionId, expires_at: expiresAt })
    .execute();
}

/**
 * Uses up an unexpired challenge of `purpose` handed to `holder`, in one statement, so that of two
 * instances answered with the same challenge only one gets it: true once; false for an unknown,
 * expired or used one, or one handed to another session (which stays usable by it).
 */
export async function consumePasskeyChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: ChallengePurpose,
  holder: ChallengeHolder,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('user_id', holder.userId === null ? 'is' : '=', holder.userId)
    .where('session_id', holder.sessionId === null ? 'is' : '=', holder.sessionId)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredPasskeyChallenges(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
}
