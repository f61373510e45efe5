import { createRemoteJWKSet, errors } from 'jose';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { IdentityProvider, IdentityProviderName } from './IdentityProvider';
import { createJwtIdentityVerifier, type IdentityTrust } from './jwtIdentityVerifier';
import { createSandboxIdentity } from './sandboxIdentityIssuer';

/** Google's ID tokens name their issuer either way. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const APPLE_ISSUERS = ['https://appleid.apple.com'];

/** A switched-off provider trusts no key, so every token is refused (its endpoint does not exist anyway). */
const trustNobody: IdentityTrust = {
  issuers: [],
  audience: 'switched-off',
  keys: async () => {
    throw new errors.JWKSNoMatchingKey();
  },
};

/**
 * Real mode: real verification (published keys, our client id) of each provider that is not
 * switched off, and no sandbox issuer. Sandbox mode: the local issuer for both, and nothing else.
 * Both go through the same verifier. `db` keeps the sandbox signing key (sandboxSigningKey.ts).
 */
export function createIdentityProvider(config: ServerConfig, db?: Kysely<Database>): IdentityProvider {
  const real: Record<IdentityProviderName, { clientId: string; jwksUrl: string; issuers: string[] }> = {
    google: { clientId: config.googleClientId, jwksUrl: config.googleJwksUrl, issuers: GOOGLE_ISSUERS },
    apple: { clientId: config.appleClientId, jwksUrl: config.appleJwksUrl, issuers: APPLE_ISSUERS },
  };
  const enabled: Record<IdentityProviderName, boolean> = { google: config.googleSignIn, apple: config.appleSignIn };
  const sandbox = config.sandbox
    ? createSandboxIdentity({
        db,
        issuer: config.publicUrl,
        providers: (Object.keys(enabled) as IdentityProviderName[]).filter((provider) => enabled[provider]),
      })
    : null;

  const trustFor = (provider: IdentityProviderName): IdentityTrust => {
    if (!enabled[provider]) return trustNobody;
    if (sandbox) return sandbox.trustFor(provider);
    const { clientId, jwksUrl, issuers } = real[provider];
    // jose caches the key set and refetches it when a token names an unknown key id.
    return { issuers, audience: clientId, keys: createRemoteJWKSet(new URL(jwksUrl)) };
  };
  return {
    verifier: createJwtIdentityVerifier({ google: trustFor('google'), apple: trustFor('apple') }),
    sandbox: sandbox?.issuer ?? null,
  };
}
