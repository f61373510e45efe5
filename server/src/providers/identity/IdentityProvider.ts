import type { JSONWebKeySet } from 'jose';

/** The social sign-in services of SPEC §2 (Login, Register). */
export type IdentityProviderName = 'google' | 'apple';

/** What a valid ID token proves about its holder. */
export interface VerifiedIdentity {
  provider: IdentityProviderName;
  /** The provider's stable id of the account ('sub'). */
  subject: string;
  /** Lower-cased; null when the provider shared none (Apple, after the first sign-in). */
  email: string | null;
  /** True only if the provider vouches that the holder owns `email`. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The token's nonce claim, as the client passed it to the provider; null when it has none. */
  nonce: string | null;
}

/**
 * Checks ID tokens: signature against the provider's keys, issuer, audience (and `azp` when
 * present), expiry, and an `iat` not in the future. The nonce is the caller's to check.
 */
export interface IdentityVerifier {
  /** Throws InvalidIdTokenError for any token that is not valid, IdentityUnavailableError if the keys cannot be fetched. */
  verify(provider: IdentityProviderName, idToken: string): Promise<VerifiedIdentity>;
}

/** The local stand-in for Google's and Apple's sign-in pages, in sandbox mode. */
export interface SandboxIdentityIssuer {
  /** True if `provider` signs in through the local page (false when switched off). */
  serves(provider: IdentityProviderName): boolean;
  /**
   * An ID token for a tester who typed `email` and `name`, signed by the local key. `emailVerified`
   * false stands for a provider account whose holder typed an address they never proved: its
   * token says so (email_verified false), and it is another provider account (another subject)
   * than that of the address's verified owner.
   */
  issueIdToken(input: { provider: IdentityProviderName; email: string; emailVerified: boolean; name: string; nonce?: string }): Promise<string>;
  /** The public half of the local key, as /api/sandbox/identity/jwks.json publishes it. */
  jwks(): Promise<JSONWebKeySet>;
}

export interface IdentityProvider {
  verifier: IdentityVerifier;
  /** Null outside sandbox mode: no local page, no local key trusted. */
  sandbox: SandboxIdentityIssuer | null;
}

/** The token is forged, tampered with, expired, or meant for someone else. */
export class InvalidIdTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidIdTokenError';
  }
}

/** The provider's published keys could not be fetched: nobody can be verified right now. */
export class IdentityUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityUnavailableError';
  }
}
