import type { FastifyBaseLogger } from 'fastify';
import type { AppleVerifyRequest, SessionUser } from '../../../src/types/api';
import type { AppContext } from '../appContext';
import { findOrCreateSocialUser } from '../auth/socialAccount';
import { startSession } from '../auth/startSession';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses } from '../http/schemas';
import { IdentityUnavailableError, InvalidIdTokenError, type IdentityProviderName } from '../providers/identity/IdentityProvider';
import type { RouteModule } from './RouteModule';
import { sessionUserSchema } from './session';

/** SPEC §8's text for any social sign-in that cannot be trusted. */
export const AUTHORIZE_ERROR = 'Authorize Error.';

/** ID tokens are a few hundred to a couple of thousand characters; this bounds the work on garbage. */
const idTokenSchema = { type: 'string', minLength: 1, maxLength: 8192 } as const;

async function signInWith(ctx: AppContext, log: FastifyBaseLogger, provider: IdentityProviderName, idToken: string): Promise<SessionUser> {
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
  const user = await findOrCreateSocialUser(ctx.db, identity);
  return startSession(ctx, user);
}

/**
 * Google and Apple sign-in: the SPA sends the provider's ID token, we answer like websignin. A
 * provider switched off (GOOGLE_SIGNIN=off, APPLE_SIGNIN=off) has no endpoint: 404, not in /api/docs.
 */
export const socialSignInRoutes: RouteModule = async (app, ctx) => {
  if (ctx.config.googleSignIn) app.post<{ Params: { credential: string }; Reply: SessionUser }>(
    '/webgoogleverifyidtoken/:credential',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in (or sign up) with a Google ID token',
        params: { type: 'object', required: ['credential'], properties: { credential: idTokenSchema } },
        response: { 200: sessionUserSchema, ...failureResponses },
      },
    },
    async (request) => signInWith(ctx, request.log, 'google', request.params.credential),
  );

  if (ctx.config.appleSignIn) app.post<{ Body: AppleVerifyRequest; Reply: SessionUser }>(
    '/webiosverifyidtoken',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in (or sign up) with an Apple ID token',
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
    async (request) => signInWith(ctx, request.log, 'apple', request.body.idtoken),
  );
};
