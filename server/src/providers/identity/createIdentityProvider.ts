import path from 'node:path';
import { createRemoteJWKSet } from 'jose';
import type { ServerConfig } from '../../config';
import type { IdentityProvider, IdentityProviderName } from './IdentityProvider';
import { createJwtIdentityVerifier, type IdentityTrust } from './jwtIdentityVerifier';
import { createSandboxIdentity } from './sandboxIdentityIssuer';

/** Google's ID tokens name their issuer either way. */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const APPLE_ISSUERS = ['https://appleid.apple.com'];

/**
 * Real verification (published keys, our client id) for each provider whose client id is
 * configured; the local sandbox issuer for the others. Both go through the same verifier.
 */
export function createIdentityProvider(config: ServerConfig): IdentityProvider {
  const real: Record<IdentityProviderName, { clientId: string; jwksUrl: string; issuers: string[] }> = {
    google: { clientId: config.googleClientId, jwksUrl: config.googleJwksUrl, issuers: GOOGLE_ISSUERS },
    apple: { clientId: config.appleClientId, jwksUrl: config.appleJwksUrl, issuers: APPLE_ISSUERS },
  };
  const sandboxProviders = (Object.keys(real) as IdentityProviderName[]).filter((provider) => !real[provider].clientId);
  const sandbox = createSandboxIdentity({
    keyFile: path.join(config.dataDir, 'identity', 'sandbox-signing-key.json'),
    issuer: config.publicUrl,
    providers: sandboxProviders,
  });

  const trustFor = (provider: IdentityProviderName): IdentityTrust => {
    const { clientId, jwksUrl, issuers } = real[provider];
    if (!clientId) return sandbox.trustFor(provider);
    // jose caches the key set and refetches it when a token names an unknown key id.
    return { issuers, audience: clientId, keys: createRemoteJWKSet(new URL(jwksUrl)) };
  };
  return {
    verifier: createJwtIdentityVerifier({ google: trustFor('google'), apple: trustFor('apple') }),
    sandbox: sandbox.issuer,
  };
}
