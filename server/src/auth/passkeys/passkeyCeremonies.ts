import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeAttestationObject, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
} from '../../../../src/contract/api';
import type { AppContext } from '../../appContext';
import { consumePasskeyChallenge, insertPasskeyChallenge, type ChallengeHolder, type ChallengePurpose } from '../../db/queries/passkeyChallenges';
import type { NewPasskey, PasskeyRow } from '../../db/queries/passkeys';
import type { User } from '../../db/schema';
import { HttpFailure } from '../../http/HttpFailure';
import {
  PASSKEY_CHALLENGE_STALE,
  PASSKEY_COUNTER_BACKWARDS,
  PASSKEY_NOT_THIS_ACCOUNT,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_UNKNOWN,
  PASSKEY_WRONG_ORIGIN,
  PASSKEY_WRONG_SITE,
} from './passkeyMessages';

/** A ceremony's challenge is good this long (the browser's own timeout is the same). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Which status a refusal takes: sign-in 401, a proof of identity 403 (never 401: it would sign the SPA out), a registration 400. */
export type RefusalStatus = 400 | 401 | 403;

/** The account's stable WebAuthn user handle: derived, so that it names nobody (no email, no row id in the clear). */
export function userHandleOf(ctx: AppContext, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`passkey-user:${ctx.config.webauthnRpId}:${userId}`).digest());
}

/**
 * A new challenge of 32 random bytes, stored as the base64url text the browser signs (the options
 * carry it so; given as text, the library would encode the text's UTF-8 instead).
 */
async function issueChallenge(ctx: AppContext, purpose: ChallengePurpose, holder: ChallengeHolder): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = new Uint8Array(randomBytes(32));
  const now = new Date(ctx.clock());
  await insertPasskeyChallenge(ctx.db, Buffer.from(challenge).toString('base64url'), purpose, holder, now, new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS));
  return challenge;
}

const descriptorsOf = (passkeys: PasskeyRow[]) => passkeys.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports }));

/** Options for adding a passkey to `user`'s account from session `sessionId`: its passkeys excluded, a discoverable credential asked for. */
export async function registrationOptions(ctx: AppContext, user: User, sessionId: number, existing: PasskeyRow[]): Promise<PasskeyCreationOptions> {
  const challenge = await issueChallenge(ctx, 'register', { userId: user.id, sessionId });
  return (await generateRegistrationOptions({
    rpName: ctx.config.brandName,
    rpID: ctx.config.webauthnRpId,
    userID: userHandleOf(ctx, user.id),
    userName: user.email,
    userDisplayName: user.email,
    challenge,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })) as PasskeyCreationOptions;
}

/** Options for a sign-in: discoverable credentials, so no email is asked and none is listed. */
export async function signInOptions(ctx: AppContext): Promise<PasskeyRequestOptions> {
  const challenge = await issueChallenge(ctx, 'sign-in', { userId: null, sessionId: null });
  return (await generateAuthenticationOptions({ rpID: ctx.config.webauthnRpId, challenge, timeout: PASSKEY_CHALLENGE_TTL_MS, allowCredentials: [], userVerification: 'preferred' })) as PasskeyRequestOptions;
}

/** Options for proving who holds session `sessionId` with one of the account's passkeys. */
export async function proofOptions(ctx: AppContext, userId: number, sessionId: number, passkeys: PasskeyRow[]): Promise<PasskeyRequestOptions> {
  const challenge = await issueChallenge(ctx, 'proof', { userId, sessionId });
  return (await generateAuthenticationOptions({
    rpID: ctx.config.webauthnRpId,
    challenge,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: descriptorsOf(passkeys),
    userVerification: 'preferred',
  })) as PasskeyRequestOptions;
}

interface ClientData {
  challenge: string;
  origin: string;
}

/** What the browser says it signed, read before any signature so that each refusal can say what is wrong. */
function clientDataOf(clientDataJSON: string, status: RefusalStatus): ClientData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
  } catch {
    throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
  }
  const { challenge, origin } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof challenge !== 'string' || typeof origin !== 'string') throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
  return { challenge, origin };
}

function parsedAuthenticatorData(bytes: Uint8Array<ArrayBuffer>, status: RefusalStatus): ReturnType<typeof parseAuthenticatorData> {
  try {
    return parseAuthenticatorData(bytes);
  } catch {
    throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
  }
}

function authDataOfAttestation(attestationObject: string, status: RefusalStatus): Uint8Array<ArrayBuffer> {
  try {
    const authData = decodeAttestationObject(new Uint8Array(Buffer.from(attestationObject, 'base64url'))).get('authData');
    if (authData instanceof Uint8Array) return authData;
  } catch {
    // Refused below, as any answer that cannot be read.
  }
  throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
}

/**
 * The checks every ceremony starts with, in this order, each with its own message: the challenge
 * is one we handed out for this purpose to this holder, unexpired and unused (it is used up here, whatever
 * follows: an answer gets one try); it was signed for our origin; the authenticator signed for our
 * relying party id.
 */
async function checkCommon(ctx: AppContext, clientDataJSON: string, authData: Uint8Array<ArrayBuffer>, ceremony: Ceremony) {
  const { status } = ceremony;
  const clientData = clientDataOf(clientDataJSON, status);
  if (!(await consumePasskeyChallenge(ctx.db, clientData.challenge, ceremony.purpose, ceremony.holder, new Date(ctx.clock())))) {
    throw new HttpFailure(status, PASSKEY_CHALLENGE_STALE);
  }
  if (clientData.origin !== ctx.config.webauthnOrigin) throw new HttpFailure(status, PASSKEY_WRONG_ORIGIN);
  const parsed = parsedAuthenticatorData(authData, status);
  const expectedRpIdHash = createHash('sha256').update(ctx.config.webauthnRpId).digest();
  if (!expectedRpIdHash.equals(Buffer.from(parsed.rpIdHash))) throw new HttpFailure(status, PASSKEY_WRONG_SITE);
  return { challenge: clientData.challenge, parsed };
}

/** A passkey ceremony: the challenge's purpose, whom it was handed to, and the status of a refusal. */
export interface Ceremony {
  purpose: ChallengePurpose;
  holder: ChallengeHolder;
  status: RefusalStatus;
}

/** A verified new passkey, to store (label and account aside). */
export type VerifiedRegistration = Omit<NewPasskey, 'label' | 'userId'>;

/** What every answer must be made for: our origin and relying party; user verification preferred, not required. */
function expectedSite(ctx: AppContext) {
  return { expectedOrigin: ctx.config.webauthnOrigin, expectedRPID: ctx.config.webauthnRpId, requireUserVerification: false };
}

/**
 * Verifies a new passkey answering a 'register' challenge handed to this session ('none'
 * attestation: the device is not vouched for; the key and its signature are checked).
 */
export async function verifyRegistration(ctx: AppContext, credential: PasskeyRegistrationCredential, holder: ChallengeHolder): Promise<VerifiedRegistration> {
  const authData = authDataOfAttestation(credential.response.attestationObject, 400);
  const { challenge } = await checkCommon(ctx, credential.response.clientDataJSON, authData, { purpose: 'register', holder, status: 400 });
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      ...expectedSite(ctx),
    });
  } catch {
    throw new HttpFailure(400, PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) throw new HttpFailure(400, PASSKEY_NOT_VERIFIED);
  const { credential: made, credentialBackedUp } = verification.registrationInfo;
  return {
    credentialId: made.id,
    publicKey: made.publicKey,
    counter: made.counter,
    transports: credential.response.transports ?? [],
    backedUp: credentialBackedUp,
  };
}

/** A verified assertion: the passkey it was made with, and what to record of the use. */
export interface VerifiedAssertion {
  passkey: PasskeyRow;
  newCounter: number;
  backedUp: boolean;
}

/**
 * Verifies an assertion answering the ceremony's challenge with `passkey` (the stored passkey of
 * its credential id; undefined when none is stored: refused once the challenge is used up), which
 * must be one of account `ownerId` when given. The counter must be above the stored one unless
 * both are 0 (an authenticator without a counter): a lower one means a copy of the passkey signs
 * somewhere else.
 */
export async function verifyAssertion(
  ctx: AppContext,
  assertion: PasskeyAssertion,
  ceremony: Ceremony,
  passkey: PasskeyRow | undefined,
  ownerId?: number,
): Promise<VerifiedAssertion> {
  const { status } = ceremony;
  const authData = new Uint8Array(Buffer.from(assertion.response.authenticatorData, 'base64url'));
  const { challenge, parsed } = await checkCommon(ctx, assertion.response.clientDataJSON, authData, ceremony);
  if (!passkey) throw new HttpFailure(status, PASSKEY_UNKNOWN);
  if (ownerId !== undefined && passkey.user_id !== ownerId) throw new HttpFailure(status, PASSKEY_NOT_THIS_ACCOUNT);
  // The account the authenticator keeps the passkey under must be the one it is stored for.
  const { userHandle } = assertion.response;
  if (userHandle && !Buffer.from(userHandle, 'base64url').equals(Buffer.from(userHandleOf(ctx, passkey.user_id)))) {
    throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
  }
  const stored = Number(passkey.counter);
  if ((parsed.counter > 0 || stored > 0) && parsed.counter <= stored) throw new HttpFailure(status, PASSKEY_COUNTER_BACKWARDS);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      ...expectedSite(ctx),
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: stored, transports: passkey.transports as never },
    });
  } catch {
    throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) throw new HttpFailure(status, PASSKEY_NOT_VERIFIED);
  return { passkey, newCounter: verification.authenticationInfo.newCounter, backedUp: verification.authenticationInfo.credentialBackedUp };
}
