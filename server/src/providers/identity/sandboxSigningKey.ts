import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** What verifiers need: kty, n, e, plus kid, alg and use. */
  publicJwk: JWK;
}

const ALG = 'RS256';

function publicPart(jwk: JWK): JWK {
  return { kty: jwk.kty, n: jwk.n, e: jwk.e, kid: jwk.kid, alg: ALG, use: 'sig' };
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const privateKey = (await importJWK(jwk, ALG)) as CryptoKey;
  return { kid: String(jwk.kid), privateKey, publicJwk: publicPart(jwk) };
}

async function readKey(file: string): Promise<SigningKey | null> {
  try {
    return await fromPrivateJwk(JSON.parse(await fs.readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The sandbox sign-in key: read from `file`, or made and saved there on first use, so that tokens
 * issued before a restart still verify after it. Written with `wx`: if two processes race, both
 * end up with the one key that was saved first.
 */
export async function loadOrCreateSigningKey(file: string): Promise<SigningKey> {
  const existing = await readKey(file);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: `sandbox-${randomBytes(6).toString('hex')}`, alg: ALG };
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(file, JSON.stringify(jwk), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKey(file);
    if (winner) return winner;
  }
  return fromPrivateJwk(jwk);
}
