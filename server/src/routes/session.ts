import type { SessionUser, SignInRequest, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { signedIn } from '../auth/signedIn';
import { consumeOneTimeToken } from '../db/queries/oneTimeTokens';
import { revokeSession } from '../db/queries/sessions';
import { findUserByEmail, findUserById } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { BAD_CREDENTIALS } from '../http/messages';
import { failureResponses, givenPasswordSchema, sessionUserSchema, successSchema, tokenParamSchema, tokenSecurity } from '../http/schemas';
import { normalizeEmail } from '../lib/email';
import type { RouteModule } from './RouteModule';

/** Sign-in by password or by one-time link token, and sign-out. */
export const sessionRoutes: RouteModule = async (app, ctx) => {
  app.post<{ Body: SignInRequest; Reply: SessionUser }>(
    '/user/websignin/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        body: {
          type: 'object',
          required: ['username', 'password'],
          additionalProperties: false,
          properties: { username: { type: 'string', minLength: 1, maxLength: 254 }, password: givenPasswordSchema },
        },
        response: { 200: sessionUserSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.username);
      const user = await findUserByEmail(ctx.db, email);
      // Wrong passwords lock in growing steps, per source and known device (auth/passwordAttempts.ts).
      const valid = await ctx.passwordAttempts.verify(request, { email, userId: user?.id ?? null }, user?.password_hash, request.body.password);
      if (!user || !valid) throw new HttpFailure(400, BAD_CREDENTIALS);
      return signedIn(ctx, request, reply, user);
    },
  );

  app.get<{ Params: { token: string }; Reply: SessionUser }>(
    '/user/verifytoken/:token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a one-time sign-in token (email link, phone app) for a session',
        params: { type: 'object', required: ['token'], properties: { token: tokenParamSchema } },
        response: { 200: sessionUserSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const used = await consumeOneTimeToken(ctx.db, request.params.token, 'sign_in');
      const user = used && (await findUserById(ctx.db, used.user_id));
      if (!user) throw new HttpFailure(400, 'This sign-in link is invalid or has expired.');
      return signedIn(ctx, request, reply, user);
    },
  );

  // Not in SPEC §7: the SPA's sign-out ends the session here so the token stops working at once.
  app.post<{ Reply: SuccessResponse }>(
    '/user/weblogout',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: revoke the calling session token',
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      await revokeSession(ctx.db, authOf(request).sessionId);
      return { success: true, message: 'Signed out.' };
    },
  );
};
