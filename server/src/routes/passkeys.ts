import type {
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyRegistrationRequest,
  PasskeyRequestOptions,
  PasskeySignInRequest,
  PasskeySummary,
  SessionUser,
  SuccessResponse,
} from '../../../src/contract/api';
import { deviceNameOf } from '../auth/newDeviceNotice';
import { proofOptions, registrationOptions, signInOptions, verifyAssertion, verifyRegistration } from '../auth/passkeys/passkeyCeremonies';
import { PASSKEY_ALREADY_ADDED, PASSKEY_NONE_YET, PASSKEY_NOT_FOUND, PASSKEY_UNKNOWN } from '../auth/passkeys/passkeyMessages';
import {
  assertionSchema,
  creationOptionsSchema,
  passkeyLabelSchema,
  passkeySummarySchema,
  registrationCredentialSchema,
  requestOptionsSchema,
} from '../auth/passkeys/passkeySchemas';
import { recordVerifiedUse } from '../auth/passkeys/passkeyUse';
import { authOf } from '../auth/requireAuth';
import { RECENT_PROOF_REQUIRED, requireRecentProof } from '../auth/requireRecentProof';
import { sessionDeviceOf } from '../auth/sessionDevice';
import { signedIn } from '../auth/signedIn';
import { deletePasskeyOf, findPasskeyByCredentialId, insertPasskey, passkeysOf, type PasskeyRow } from '../db/queries/passkeys';
import { findUserById, isUniqueViolation } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import { requireJsonBody } from '../http/requireJsonBody';
import { failureResponses, sessionUserSchema, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

const LABEL_MAX_CHARS = 60;
/** Path parameters arrive as text: digits, checked against PostgreSQL's integer range before any query. */
const passkeyIdParamSchema = { type: 'string', pattern: '^[0-9]{1,10}$' } as const;
const MAX_ROW_ID = 2147483647;

function summaryOf(passkey: PasskeyRow): PasskeySummary {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    id: passkey.id,
    label: passkey.device_label,
    created_at: iso(passkey.created_at),
    last_used_at: passkey.last_used_at === null ? null : iso(passkey.last_used_at),
    backed_up: passkey.backed_up,
  };
}

/** The customer's label, trimmed and rid of control characters; the browser and system when empty. */
function labelOf(given: string | undefined, userAgent: string | null): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = (given ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || deviceNameOf(userAgent)).slice(0, LABEL_MAX_CHARS);
}

const CHALLENGE_NOTE = 'Its challenge is good for one answer within 5 minutes.';

/**
 * Passkeys (WebAuthn): adding one to the account, listing and removing them, signing in with one,
 * and the challenge for proving identity with one (POST /account/reauth `passkey`). Not in SPEC §7:
 * a backend without them answers 404, and the SPA hides passkeys.
 */
export const passkeyRoutes: RouteModule = async (app, ctx) => {
  app.post<{ Reply: PasskeyCreationOptions }>(
    '/passkeys/registration-options',
    {
      onRequest: ctx.requireAuth,
      preHandler: requireRecentProof(ctx),
      schema: {
        tags: ['passkeys'],
        summary: 'Options for navigator.credentials.create(): add a passkey to the account',
        description: `${RECENT_PROOF_REQUIRED} A discoverable credential, user verification preferred; the account's passkeys are excluded. ${CHALLENGE_NOTE}`,
        security: tokenSecurity,
        response: { 200: creationOptionsSchema, ...failureResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(ctx.db, auth.userId);
      if (!user) throw new HttpFailure(401, SESSION_ENDED);
      return registrationOptions(ctx, user, auth.sessionId, await passkeysOf(ctx.db, user.id));
    },
  );

  app.post<{ Body: PasskeyRegistrationRequest; Reply: PasskeySummary }>(
    '/passkeys',
    {
      onRequest: [ctx.requireAuth, requireJsonBody],
      preHandler: requireRecentProof(ctx),
      schema: {
        tags: ['passkeys'],
        summary: 'Add a passkey: the answer of navigator.credentials.create() to the options of this session',
        description:
          `${RECENT_PROOF_REQUIRED} The challenge must come from POST /passkeys/registration-options on this session, unexpired and unused, ` +
          'answered for this site. label: trimmed, at most 60 characters; the browser and system when empty. 201 with the passkey; 409 when the passkey is already added.',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['credential'],
          additionalProperties: false,
          properties: { label: passkeyLabelSchema, credential: registrationCredentialSchema },
        },
        response: { 201: passkeySummarySchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const verified = await verifyRegistration(ctx, request.body.credential, { userId: auth.userId, sessionId: auth.sessionId });
      if (await findPasskeyByCredentialId(ctx.db, verified.credentialId)) throw new HttpFailure(409, PASSKEY_ALREADY_ADDED);
      const label = labelOf(request.body.label, sessionDeviceOf(request).userAgent);
      try {
        const stored = await insertPasskey(ctx.db, { ...verified, userId: auth.userId, label }, new Date(ctx.clock()));
        return reply.code(201).send(summaryOf(stored));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpFailure(409, PASSKEY_ALREADY_ADDED);
        throw error;
      }
    },
  );

  app.get<{ Reply: PasskeyList }>(
    '/passkeys',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['passkeys'],
        summary: "The caller's passkeys, oldest first",
        security: tokenSecurity,
        response: {
          200: { type: 'object', required: ['passkeys'], properties: { passkeys: { type: 'array', items: passkeySummarySchema } } },
          ...failureResponses,
        },
      },
    },
    async (request) => ({ passkeys: (await passkeysOf(ctx.db, authOf(request).userId)).map(summaryOf) }),
  );

  app.delete<{ Params: { passkeyId: string }; Reply: SuccessResponse }>(
    '/passkeys/:passkeyId',
    {
      onRequest: ctx.requireAuth,
      preHandler: requireRecentProof(ctx),
      schema: {
        tags: ['passkeys'],
        summary: "Remove one of the caller's passkeys; another customer's is a 404",
        description: `${RECENT_PROOF_REQUIRED} The passkey stops signing in at once; the device may still offer it until the customer removes it there too.`,
        security: tokenSecurity,
        params: { type: 'object', required: ['passkeyId'], properties: { passkeyId: passkeyIdParamSchema } },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const passkeyId = Number(request.params.passkeyId);
      const deleted = passkeyId >= 1 && passkeyId <= MAX_ROW_ID && (await deletePasskeyOf(ctx.db, authOf(request).userId, passkeyId));
      if (!deleted) throw new HttpFailure(404, PASSKEY_NOT_FOUND);
      return { success: true, message: 'Passkey removed.' };
    },
  );

  app.post<{ Reply: PasskeyRequestOptions }>(
    '/passkeys/sign-in-options',
    {
      preHandler: ctx.rateLimits.signIn.hook(() => null),
      schema: {
        tags: ['passkeys'],
        summary: 'Options for navigator.credentials.get(): sign in with a passkey, no email needed',
        description: `Discoverable credentials (allowCredentials empty), user verification preferred. ${CHALLENGE_NOTE}`,
        response: { 200: requestOptionsSchema, ...failureResponses },
      },
    },
    async () => signInOptions(ctx),
  );

  app.post<{ Body: PasskeySignInRequest; Reply: SessionUser }>(
    '/passkeys/sign-in',
    {
      onRequest: requireJsonBody,
      schema: {
        tags: ['passkeys'],
        summary: 'Sign in with a passkey: answered as POST /user/websignin/ is',
        description:
          'credential: the answer of navigator.credentials.get() to options from POST /passkeys/sign-in-options. The same answer, new ' +
          'session, known device and new-device notice as a password sign-in; the new session counts as a recent proof of identity. ' +
          'A refused passkey (unknown, expired or used challenge, another site, counter gone backwards) is a 401 and counts in the ' +
          'same attempt budget as a wrong password: while it is locked, 429 with Retry-After.',
        body: { type: 'object', required: ['credential'], additionalProperties: false, properties: { credential: assertionSchema } },
        response: { 200: sessionUserSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const { credential } = request.body;
      const stored = await findPasskeyByCredentialId(ctx.db, credential.id);
      const user = stored && (await findUserById(ctx.db, stored.user_id));
      // Counted as a wrong password would be, of the passkey's account (or, unknown, of its id alone) from this source.
      const account = user ? { email: user.email, userId: user.id } : { email: `passkey:${credential.id}`, userId: null };
      const attempt = await ctx.passwordAttempts.admit(request, account);
      const verified = await verifyAssertion(ctx, credential, { purpose: 'sign-in', holder: { userId: null, sessionId: null }, status: 401 }, user ? stored : undefined);
      // Never without a user: verifyAssertion refuses an unknown passkey.
      if (!user) throw new HttpFailure(401, PASSKEY_UNKNOWN);
      await recordVerifiedUse(ctx, verified, 401);
      await ctx.passwordAttempts.succeeded(attempt);
      return signedIn(ctx, request, reply, user);
    },
  );

  app.post<{ Reply: PasskeyRequestOptions }>(
    '/passkeys/proof-options',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['passkeys'],
        summary: 'Options for navigator.credentials.get(): confirm your identity with a passkey (POST /account/reauth passkey)',
        description: `The account's passkeys are allowed; the challenge is bound to this session. 400 when the account has none. ${CHALLENGE_NOTE}`,
        security: tokenSecurity,
        response: { 200: requestOptionsSchema, ...failureResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const passkeys = await passkeysOf(ctx.db, auth.userId);
      if (passkeys.length === 0) throw new HttpFailure(400, PASSKEY_NONE_YET);
      return proofOptions(ctx, auth.userId, auth.sessionId, passkeys);
    },
  );
};
