import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppleVerifyRequest, SessionUser, SocialNonce } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { signedIn } from '../auth/signedIn';
import { findOrCreateSocialUser } from '../auth/socialAccount';
import { spendTokenNonce } from '../auth/tokenNonce';
import { issueSocialNonce } from '../db/queries/socialNonces';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, sessionUserSchema } from '../http/schemas';
import { IdentityUnavailableError, InvalidIdTokenError, type IdentityProviderName } from '../providers/identity/IdentityProvider';
import type { RouteModule } from './RouteModule';

/** SPEC §8's text for any social sign-in that cannot be trusted. */
export const AUTHORIZE_ERROR = 'Authorize Error.';

/** ID tokens are a few hundred to a couple of thousand characters; this bounds the work on garbage. */
const idTokenSchema = { type: 'string', minLength: 1, maxLength: 8192 } as const;

/** Long enough to finish a sign-in; the SPA asks for a new one before it runs out. */
export const SOCIAL_NONCE_TTL_SECONDS = 10 * 60;

async function signInWith(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, provider: IdentityProviderName, idToken: string): Promise<SessionUser> {
  const log = request.log;
  let identity;
  try {
    identity = await ctx.providers.identity.verifier.verify(provider, idToken);
  } catch (error) {
    if (error instanceof InvalidIdTokenError) {
      log.info({ reason: error.message }, 'social sign-in token rejected');
      throw new HttpFailure(401, AUTHORIZE_ERROR);
    }
    if (error instanceof IdentityUnavailableError) {
      log.warn({ reason: error.message }, 'social sign-in keys unavailable');
      throw new HttpFailure(502, `${provider === 'google' ? 'Google' : 'Apple'} sign-in is unavailable right now. Please try again.`);
    }
    throw error;
  }
  // One token, one sign-in: its nonce must be one we issued, unexpired, and is used up here.
  if (!(await spendTokenNonce(ctx.db, provider, identity.nonce, new Date()))) {
    log.info({ provider }, 'social sign-in token refused: its nonce is missing, unknown, expired or used');
    throw new HttpFailure(401, AUTHORIZE_ERROR);
  }
  const user = await findOrCreateSocialUser(ctx, identity);
  return signedIn(ctx, request, reply, user);
}

/**
 * Google and Apple sign-in: the SPA sends the provider's ID token, we answer like websignin. A
 * provider switched off (GOOGLE_SIGNIN=off, APPLE_SIGNIN=off) has no endpoint: 404, not in /api/docs.
 */
export const socialSignInRoutes: RouteModule = async (app, ctx) => {
  // Not in SPEC §7: the SPA asks for a nonce before each Google or Apple sign-in and passes it to
  // the provider, which signs it into the ID token; the verify endpoints accept it once.
  app.post<{ Reply: SocialNonce }>(
    '/websocialnonce',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A single-use nonce for the next Google or Apple sign-in (valid for expires_in seconds)',
        response: {
          200: {
            type: 'object',
            required: ['nonce', 'expires_in'],
            properties: { nonce: { type: 'string' }, expires_in: { type: 'integer', description: 'seconds' } },
          },
          ...failureResponses,
        },
      },
      preHandler: ctx.rateLimits.socialNonce.hook(() => null),
    },
    async () => ({ nonce: await issueSocialNonce(ctx.db, new Date(), SOCIAL_NONCE_TTL_SECONDS * 1000), expires_in: SOCIAL_NONCE_TTL_SECONDS }),
  );

  if (ctx.config.googleSignIn) app.post<{ Params: { credential: string }; Reply: SessionUser }>(
    '/webgoogleverifyidtoken/:credential',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in (or sign up) with a Google ID token carrying a nonce from POST /websocialnonce',
        params: { type: 'object', required: ['credential'], properties: { credential: idTokenSchema } },
        response: { 200: sessionUserSchema, ...failureResponses },
      },
    },
    async (request, reply) => signInWith(ctx, request, reply, 'google', request.params.credential),
  );

  if (ctx.config.appleSignIn) app.post<{ Body: AppleVerifyRequest; Reply: SessionUser }>(
    '/webiosverifyidtoken',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in (or sign up) with an Apple ID token carrying a nonce from POST /websocialnonce',
        description: 'authcode is accepted for compatibility; the ID token alone proves the identity.',
        body: {
          type: 'object',
          required: ['idtoken'],
          additionalProperties: false,
          properties: { idtoken: idTokenSchema, authcode: { type: 'string', maxLength: 2048 } },
        },
        response: { 200: sessionUserSchema, ...failureResponses },
      },
    },
    async (request, reply) => signInWith(ctx, request, reply, 'apple', request.body.idtoken),
  );
};
