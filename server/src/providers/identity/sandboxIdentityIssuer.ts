import { createHash } from 'node:crypto';
import { createLocalJWKSet, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityProviderName, SandboxIdentityIssuer } from './IdentityProvider';
import type { IdentityTrust } from './jwtIdentityVerifier';
import { loadOrCreateSigningKey, type SigningKey } from './sandboxSigningKey';

/** The audience of sandbox tokens: stands in for the client id the real provider would use. */
export const sandboxAudience = (provider: IdentityProviderName) => `sandbox-${provider}`;

/** Long enough to finish a sign-in, short like the real ones (Google: one hour). */
const TOKEN_LIFETIME = '10m';

export interface SandboxIdentityOptions {
  /** Where the private key lives (generated_secrets), shared by every instance; none: the issuer refuses to work. */
  db: Kysely<Database> | undefined;
  /** PUBLIC_URL: the `iss` of every sandbox token. */
  issuer: string;
  /** The providers the local page signs in for (those not switched off). */
  providers: IdentityProviderName[];
}

export interface SandboxIdentity {
  issuer: SandboxIdentityIssuer;
  /** How the verifier trusts sandbox tokens of `provider`: the same checks as for real ones, with the local key set. */
  trustFor(provider: IdentityProviderName): IdentityTrust;
}

/**
 * A stable subject per provider and email, so a second sign-in finds the same account. An address
 * typed without proof is another provider account than its verified owner's, as at Google or
 * Apple, where both can exist and only the owner's says email_verified.
 */
function subjectOf(provider: IdentityProviderName, email: string, emailVerified: boolean): string {
  const seed = emailVerified ? email : `unverified:${email}`;
  return `sandbox-${provider}-${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;
}

/** Google sends email_verified as a boolean; Apple has sent it as the string 'true' or 'false'. */
const emailVerifiedClaim = (provider: IdentityProviderName, verified: boolean): boolean | string => (provider === 'apple' ? String(verified) : verified);

export function createSandboxIdentity({ db, issuer, providers }: SandboxIdentityOptions): SandboxIdentity {
  // Loaded on first use: creating providers must not touch the database.
  let key: Promise<SigningKey> | null = null;
  const signingKey = () => {
    if (!db) return Promise.reject(new Error('The sandbox sign-in issuer needs the database: pass it to createProviders.'));
    key ??= loadOrCreateSigningKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const localKeys: JWTVerifyGetKey = async (header, token) => {
    const { publicJwk } = await signingKey();
    return createLocalJWKSet({ keys: [publicJwk] })(header, token);
  };

  return {
    issuer: {
      serves: (provider) => providers.includes(provider),
      async issueIdToken({ provider, email, emailVerified, name, nonce }) {
        const { kid, privateKey } = await signingKey();
        const normalized = email.trim().toLowerCase();
        const [givenName = '', ...familyNames] = name.trim().split(/\s+/).filter(Boolean);
        const claims: Record<string, unknown> = {
          email: normalized,
          email_verified: emailVerifiedClaim(provider, emailVerified),
          name: name.trim(),
          given_name: givenName,
          family_name: familyNames.join(' '),
        };
        // As the real providers do: the nonce the sign-in page was given, and our client as the authorised party.
        if (nonce) claims.nonce = nonce;
        claims.azp = sandboxAudience(provider);
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
          .setIssuer(issuer)
          .setAudience(sandboxAudience(provider))
          .setSubject(subjectOf(provider, normalized, emailVerified))
          .setIssuedAt()
          .setExpirationTime(TOKEN_LIFETIME)
          .sign(privateKey);
      },
      async jwks() {
        return { keys: [(await signingKey()).publicJwk] };
      },
    },
    trustFor: (provider) => ({ issuers: [issuer], audience: sandboxAudience(provider), keys: localKeys }),
  };
}
