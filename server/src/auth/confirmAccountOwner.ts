import type { FastifyRequest } from 'fastify';
import type { ReauthRequest } from '../../../src/contract/api';
import { decodeJwt } from 'jose';
import type { AppContext } from '../appContext';
import type { User } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { IdentityUnavailableError, InvalidIdTokenError, type IdentityProviderName } from '../providers/identity/IdentityProvider';
import { confirmByPasskey } from './passkeys/passkeyProof';
import { spendTokenNonce } from './tokenNonce';

/** Body properties of OwnerProof, for the route schemas. */
export const ownerProofProperties = {
  current_password: { type: 'string', minLength: 1, maxLength: 128 },
  // ID tokens are a few hundred to a couple of thousand characters (as in routes/socialSignIn.ts).
  id_token: { type: 'string', minLength: 1, maxLength: 8192 },
} as const;

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const NO_PASSWORD_YET = 'Your account has no password: confirm with Google or Apple instead.';
export const PROVIDER_CONFIRMATION_REQUIRED = 'Please confirm with Google or Apple first.';
export const PROVIDER_CONFIRMATION_FAILED = 'That sign-in does not confirm this account. Please sign in again with the Google or Apple account you use here.';
export const PROVIDER_CONFIRMATION_STALE = 'That sign-in is too old. Please sign in again with Google or Apple.';

/** A provider sign-in proves presence only if it just happened. */
const FRESH_SIGN_IN_SECONDS = 5 * 60;
/** Clocks differ a little between the provider and us (as in jwtIdentityVerifier). */
const CLOCK_SKEW_SECONDS = 30;

const subjectColumn = { google: 'google_subject', apple: 'apple_subject' } as const;
const providerLabel: Record<IdentityProviderName, string> = { google: 'Google', apple: 'Apple' };

/** The providers an account signs in with, for the SPA to offer as confirmation. */
export function linkedProviders(user: User): IdentityProviderName[] {
  return (['google', 'apple'] as const).filter((provider) => user[subjectColumn[provider]] !== null);
}

function issuedAt(idToken: string): number | null {
  const { iat } = decodeJwt(idToken);
  return typeof iat === 'number' ? iat : null;
}

/**
 * Checks a fresh provider sign-in: the token is verified exactly as the sign-in routes verify it,
 * then it must name this account's provider subject and have been issued within five minutes.
 * Which linked provider issued it is found by trying each (a token of one fails the other's
 * issuer and audience checks).
 */
async function confirmBySignIn(ctx: AppContext, request: FastifyRequest, user: User, idToken: string): Promise<void> {
  let unavailable: IdentityProviderName | null = null;
  for (const provider of linkedProviders(user)) {
    let subject: string;
    let nonce: string | null | undefined;
    try {
      ({ subject, nonce } = await ctx.providers.identity.verifier.verify(provider, idToken));
    } catch (error) {
      if (error instanceof InvalidIdTokenError) continue;
      if (error instanceof IdentityUnavailableError) {
        request.log.warn({ reason: error.message }, 'confirmation sign-in keys unavailable');
        unavailable = provider;
        continue;
      }
      throw error;
    }
    if (subject !== user[subjectColumn[provider]]) break;
    const iat = issuedAt(idToken);
    const now = Date.now() / 1000;
    if (iat === null || now - iat > FRESH_SIGN_IN_SECONDS || iat - now > CLOCK_SKEW_SECONDS) throw new HttpFailure(403, PROVIDER_CONFIRMATION_STALE);
    // As for sign-in: one token, one use, and only with a nonce we issued.
    if (!(await spendTokenNonce(ctx.db, provider, nonce, new Date()))) throw new HttpFailure(403, PROVIDER_CONFIRMATION_STALE);
    return;
  }
  if (unavailable) throw new HttpFailure(502, `${providerLabel[unavailable]} sign-in is unavailable right now. Please try again.`);
  throw new HttpFailure(403, PROVIDER_CONFIRMATION_FAILED);
}

/**
 * Proves that the caller is the account's owner and not only the holder of its session token,
 * before the password or the email changes: the current password, or for an account without one
 * a fresh sign-in with its provider; where the route takes one (POST /account/reauth), one of the
 * account's passkeys instead. Never 401: that would sign the SPA out for a typo.
 *
 * Each check is a try in sign-in's budget of wrong passwords (ctx.passwordAttempts: growing locks,
 * 429 while locked), so guessing a password here gets no attempts beyond sign-in's.
 */
export async function confirmAccountOwner(ctx: AppContext, request: FastifyRequest, user: User, proof: ReauthRequest): Promise<void> {
  const account = { email: user.email, userId: user.id };
  if (proof.passkey) {
    const attempt = await ctx.passwordAttempts.admit(request, account);
    await confirmByPasskey(ctx, request, user, proof.passkey);
    await ctx.passwordAttempts.succeeded(attempt);
    return;
  }
  if (user.password_hash) {
    if (!proof.current_password) throw new HttpFailure(400, CURRENT_PASSWORD_REQUIRED);
    if (!(await ctx.passwordAttempts.verify(request, account, user.password_hash, proof.current_password))) {
      throw new HttpFailure(403, CURRENT_PASSWORD_WRONG);
    }
    return;
  }
  if (!proof.id_token) throw new HttpFailure(400, proof.current_password ? NO_PASSWORD_YET : PROVIDER_CONFIRMATION_REQUIRED);
  const attempt = await ctx.passwordAttempts.admit(request, account);
  await confirmBySignIn(ctx, request, user, proof.id_token);
  await ctx.passwordAttempts.succeeded(attempt);
}
