import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { loadOrCreateGeneratedSecret } from '../../db/queries/generatedSecrets';
import type { Database } from '../../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** What verifiers need: kty, n, e, plus kid, alg and use. */
  publicJwk: JWK;
}

const ALG = 'RS256';
/** Its row in generated_secrets: the private key as a JWK. */
export const SANDBOX_SIGNING_KEY_NAME = 'sandbox_identity_signing_key';

function publicPart(jwk: JWK): JWK {
  return { kty: jwk.kty, n: jwk.n, e: jwk.e, kid: jwk.kid, alg: ALG, use: 'sig' };
}

async function newPrivateJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  return JSON.stringify({ ...(await exportJWK(privateKey)), kid: `sandbox-${randomBytes(6).toString('hex')}`, alg: ALG });
}

/**
 * The sandbox sign-in key: made on first use and kept in the database (generated_secrets), so
 * that a token issued by one instance verifies on every other, and after a restart. When two
 * instances race, the first insert wins and both sign with that one.
 */
export async function loadOrCreateSigningKey(db: Kysely<Database>): Promise<SigningKey> {
  const jwk = JSON.parse(await loadOrCreateGeneratedSecret(db, SANDBOX_SIGNING_KEY_NAME, newPrivateJwk)) as JWK;
  const privateKey = (await importJWK(jwk, ALG)) as CryptoKey;
  return { kid: String(jwk.kid), privateKey, publicJwk: publicPart(jwk) };
}
