import type { Kysely } from 'kysely';
import { generateToken, hashToken } from '../../lib/secureTokens';
import type { Database } from '../schema';

/**
 * A new nonce for one social sign-in (only its SHA-256 is stored), valid for `ttlMs`. Expired ones
 * are swept on the way (an indexed delete), so the table holds only the last few minutes' worth.
 */
export async function issueSocialNonce(db: Kysely<Database>, now: Date, ttlMs: number): Promise<string> {
  const nonce = generateToken();
  await db.deleteFrom('social_sign_in_nonces').where('expires_at', '<=', now).execute();
  await db
    .insertInto('social_sign_in_nonces')
    .values({ nonce_hash: hashToken(nonce), expires_at: new Date(now.getTime() + ttlMs) })
    .execute();
  return nonce;
}

/**
 * Uses up the issued, unexpired nonce stored under one of `nonceHashes`, in one statement: true
 * once, false for an unknown, expired or already used one (so a second use of a token fails).
 */
export async function consumeSocialNonce(db: Kysely<Database>, nonceHashes: string[], now: Date): Promise<boolean> {
  const used = await db
    .deleteFrom('social_sign_in_nonces')
    .where('nonce_hash', 'in', nonceHashes)
    .where('expires_at', '>', now)
    .returning('nonce_hash')
    .executeTakeFirst();
  return used !== undefined;
}
