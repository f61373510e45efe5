import type { ResendVerificationRequest, SuccessResponse } from '../../../src/contract/api';
import { sendVerificationEmail } from '../auth/sendVerificationEmail';
import { dropUnprovenSocialLinks, tellLinksRemoved } from '../auth/socialLinkProof';
import { consumeOneTimeToken } from '../db/queries/oneTimeTokens';
import { findUserByEmail, markEmailVerified } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { BAD_CREDENTIALS } from '../http/messages';
import { failureResponses, givenPasswordSchema, successSchema, tokenParamSchema } from '../http/schemas';
import { normalizeEmail } from '../lib/email';
import { messagePage } from '../pages/htmlPage';
import { isWellFormedLinkToken, newLinkAction, sendHtml, sendMalformedLinkPage } from '../pages/linkPages';
import type { RouteModule } from './RouteModule';

/** The emailed verification link, and resending it. */
export const emailVerificationRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Querystring: { token: string } }>(
    '/account/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Target of the emailed link: marks the email verified and redirects to the login page',
        querystring: { type: 'object', required: ['token'], properties: { token: tokenParamSchema } },
        produces: ['text/html'],
        response: {
          302: { type: 'null', description: 'Redirect to /app/login?verified=1 (the login page says the email is verified)' },
          400: { description: 'HTML page when the link is malformed, invalid, used or expired' },
        },
      },
      // A cut or altered link gets the product's page, not the schema's JSON failure.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError || !isWellFormedLinkToken(request.query.token)) return sendMalformedLinkPage(reply, 'verifyEmail');
      // One transaction: the link proves the address, and Google or Apple links that never proved it go.
      const removedLinks = await ctx.db.transaction().execute(async (trx) => {
        const used = await consumeOneTimeToken(trx, request.query.token, 'verify_email');
        // Only the address the link was sent to: a link for a since-replaced email proves nothing.
        const verified = used?.email ? await markEmailVerified(trx, used.user_id, used.email) : false;
        return verified && used ? dropUnprovenSocialLinks(trx, used.user_id) : null;
      });
      if (!removedLinks) {
        return sendHtml(
          reply,
          400,
          messagePage('Link expired', 'This verification link is invalid, already used or expired. Sign in to get a new one.', newLinkAction.verifyEmail),
        );
      }
      tellLinksRemoved(ctx, removedLinks);
      return reply.redirect('/app/login?verified=1', 302);
    },
  );

  app.post<{ Body: ResendVerificationRequest; Reply: SuccessResponse }>(
    '/account/resend-verification/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email the verification link again (proved by email and password)',
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, password: givenPasswordSchema },
        },
        response: { 200: successSchema, ...failureResponses },
      },
      preHandler: ctx.rateLimits.resendVerification.hook((request) => (request.body as ResendVerificationRequest).email),
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(ctx.db, email);
      // A second way to test a password: its wrong guesses count in sign-in's budget.
      const valid = await ctx.passwordAttempts.verify(request, { email, userId: user?.id ?? null }, user?.password_hash, request.body.password);
      if (!user || !valid) throw new HttpFailure(400, BAD_CREDENTIALS);
      if (user.email_verified_at) return { success: true, message: 'Your email address is already verified.' };
      try {
        await sendVerificationEmail(ctx, user.id, user.email);
      } catch (error) {
        request.log.error({ err: error }, 'verification email not sent');
        throw new HttpFailure(502, 'Verification email resending error.');
      }
      return { success: true, message: 'Verification email has been resent.' };
    },
  );
};
