import type { Kysely } from 'kysely';
import { consumeSocialNonce } from '../db/queries/socialNonces';
import type { Database } from '../db/schema';
import { hashToken } from '../lib/secureTokens';
import type { IdentityProviderName } from '../providers/identity/IdentityProvider';

/**
 * Where an issued nonce may be stored for the nonce a token brings back: its hash, as stored. For
 * Apple also the value itself, for clients that follow Apple's native-app advice of passing the
 * SHA-256 (hex) of the nonce, which Apple then puts in the token.
 */
function storedHashesOf(provider: IdentityProviderName, nonce: string): string[] {
  return provider === 'apple' && /^[0-9a-f]{64}$/.test(nonce) ? [hashToken(nonce), nonce] : [hashToken(nonce)];
}

/**
 * One ID token, one use: true once for a token whose nonce we issued and is unexpired and unused
 * (used up here, in one statement); false for a token without one, or a second use.
 */
export function spendTokenNonce(db: Kysely<Database>, provider: IdentityProviderName, nonce: string | null | undefined, now: Date): Promise<boolean> {
  return nonce ? consumeSocialNonce(db, storedHashesOf(provider, nonce), now) : Promise.resolve(false);
}
