import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import {
  IdentityUnavailableError,
  InvalidIdTokenError,
  type IdentityProviderName,
  type IdentityVerifier,
  type VerifiedIdentity,
} from './IdentityProvider';

/** Whom to trust for one provider: its issuer names, our client id, and where its keys come from. */
export interface IdentityTrust {
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
}

/** Google and Apple sign ID tokens with RS256; accepting only that rules out 'none' and HMAC tricks. */
const ALGORITHMS = ['RS256'];
/** Clocks differ a little between the provider and us. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** A token issued further ahead than this was not made by a provider with a sane clock. */
const MAX_FUTURE_IAT_SECONDS = 5 * 60;

/**
 * Failures that say nothing about the token: the key set could not be fetched or read. jose
 * throws its plain base JOSEError only for a key-set answer that is not 200 or not JSON.
 */
function isKeySourceFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) return error.code === errors.JOSEError.code;
  return true;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Apple sends email_verified as the string 'true'; Google as a boolean. */
const isTrue = (value: unknown): boolean => value === true || value === 'true';

/** Google gives given_name and family_name; otherwise the one 'name' claim is split at its first space. */
function namesOf(payload: JWTPayload): [string, string] {
  const given = text(payload.given_name);
  const family = text(payload.family_name);
  if (given || family) return [given, family];
  const [first = '', ...rest] = text(payload.name).split(/\s+/).filter(Boolean);
  return [first, rest.join(' ')];
}

function identityOf(provider: IdentityProviderName, payload: JWTPayload): VerifiedIdentity {
  const email = text(payload.email).toLowerCase();
  const [firstName, lastName] = namesOf(payload);
  return {
    provider,
    subject: text(payload.sub),
    email: email || null,
    emailVerified: email !== '' && isTrue(payload.email_verified),
    firstName: firstName.slice(0, 100),
    lastName: lastName.slice(0, 100),
    nonce: text(payload.nonce) || null,
  };
}

/**
 * What jose leaves unchecked: an `iat` in the future (jose checks it only against a maximum age),
 * and the authorised party: OpenID Connect Core §3.1.3.7, a token for several audiences must name
 * us in `azp`, and an `azp` that is present must be ours.
 */
function problemWith(payload: JWTPayload, audience: string, nowSeconds: number): string | null {
  if (typeof payload.iat === 'number' && payload.iat > nowSeconds + MAX_FUTURE_IAT_SECONDS) return 'iat is in the future';
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.azp !== undefined && payload.azp !== audience) return 'azp is another client';
  if (audiences.length > 1 && payload.azp === undefined) return 'several audiences and no azp';
  return null;
}

/** Verifies ID tokens with jose: the same code for Google, Apple and the local sandbox issuer. */
export function createJwtIdentityVerifier(trust: Record<IdentityProviderName, IdentityTrust>): IdentityVerifier {
  return {
    async verify(provider, idToken) {
      const { issuers, audience, keys } = trust[provider];
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'iat', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        if (isKeySourceFailure(error)) {
          throw new IdentityUnavailableError(`${provider} signing keys unavailable: ${error instanceof Error ? error.message : String(error)}`);
        }
        throw new InvalidIdTokenError(`${provider} ID token rejected: ${error instanceof Error ? error.message : String(error)}`);
      }
      const problem = problemWith(payload, audience, Math.floor(Date.now() / 1000));
      if (problem) throw new InvalidIdTokenError(`${provider} ID token rejected: ${problem}`);
      const identity = identityOf(provider, payload);
      if (!identity.subject) throw new InvalidIdTokenError(`${provider} ID token has an empty subject`);
      return identity;
    },
  };
}
