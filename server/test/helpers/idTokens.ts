import { SignJWT, type CryptoKey } from 'jose';
import { loadOrCreateSigningKey } from '../../src/providers/identity/sandboxSigningKey';
import type { TestServer } from './testServer';

export interface TokenKey {
  kid: string;
  privateKey: CryptoKey;
}

/** The server's own sandbox signing key, as kept in its database (made there on first use). */
export async function sandboxKeyOf(server: TestServer): Promise<TokenKey> {
  const { kid, privateKey } = await loadOrCreateSigningKey(server.db);
  return { kid, privateKey };
}

export interface IdTokenClaims {
  iss: string;
  aud: string | string[];
  sub: string;
  /** From POST /api/websocialnonce: verify endpoints accept a token only with an issued, unused one. */
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  /** Apple's mark of a private relay address (@privaterelay.appleid.com). */
  is_private_email?: boolean | string;
  given_name?: string;
  family_name?: string;
  /** Seconds since the epoch; default an hour from now. */
  exp?: number;
  /** Default now. */
  iat?: number;
}

/** An RS256 ID token with exactly these claims, signed by `key`. */
export function signIdToken(key: TokenKey, { iss, aud, sub, exp, iat, ...claims }: IdTokenClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(iat ?? now)
    .setExpirationTime(exp ?? now + 3600)
    .sign(key.privateKey);
}

/** The same token with its payload changed and the original signature kept. */
export function tamperWith(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...changes };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
