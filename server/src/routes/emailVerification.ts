import type {
  ResendVerificationRequest,
  SuccessResponse,
  VerificationBrowserKey,
  VerificationBrowserRequest,
  VerifiedSignInAnswer,
  VerifiedSignInRequest,
} from '../../../src/contract/api';
import { signedIn } from '../auth/signedIn';
import { sendVerificationEmail } from '../auth/sendVerificationEmail';
import { dropUnprovenSocialLinks, tellLinksRemoved } from '../auth/socialLinkProof';
import { consumeOneTimeToken, issueOneTimeToken } from '../db/queries/oneTimeTokens';
import { findUserByEmail, findUserById, markEmailVerified } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { BAD_CREDENTIALS } from '../http/messages';
import { failureResponses, givenPasswordSchema, sessionUserSchema, successSchema, tokenParamSchema } from '../http/schemas';
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
          302: {
            type: 'null',
            description:
              'Redirect to /app/login?verified=1#verified=<ticket>: the login page says the email is verified and exchanges the ticket (POST /account/verified-sign-in), signing in only the browser that registered',
          },
          400: { description: 'HTML page when the link is malformed, invalid, used or expired' },
        },
      },
      // A cut or altered link gets the product's page, not the schema's JSON failure.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError || !isWellFormedLinkToken(request.query.token)) return sendMalformedLinkPage(reply, 'verifyEmail');
      // One transaction: the link proves the address, and Google or Apple links that never proved it go.
      const verification = await ctx.db.transaction().execute(async (trx) => {
        const used = await consumeOneTimeToken(trx, request.query.token, 'verify_email');
        // Only the address the link was sent to: a link for a since-replaced email proves nothing.
        const verified = used?.email ? await markEmailVerified(trx, used.user_id, used.email) : false;
        if (!verified || !used) return null;
        return { userId: used.user_id, links: await dropUnprovenSocialLinks(trx, used.user_id) };
      });
      if (!verification) {
        return sendHtml(
          reply,
          400,
          messagePage('Link expired', 'This verification link is invalid, already used or expired. Sign in to get a new one.', newLinkAction.verifyEmail),
        );
      }
      await tellLinksRemoved(ctx, verification.links);
      const ticket = await issueOneTimeToken(ctx.db, { userId: verification.userId, purpose: 'verified_sign_in', ttlMs: ctx.config.signInTokenTtlMs });
      // In the fragment: never sent to a server, so never in a log or a Referer.
      return reply.redirect(`/app/login?verified=1#verified=${ticket}`, 302);
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

  app.post<{ Body: VerificationBrowserRequest; Reply: VerificationBrowserKey }>(
    '/account/verification-browser',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Right after sign-up: a key for this browser, so that the verification link signs it in (and no other)',
        description:
          'Not in SPEC. Proved by email and password, for an account whose email is not verified yet. The key (kept by the register page in this browser) signs in only together with the ticket the followed verification link hands the login page; a new key replaces the previous one.',
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, password: givenPasswordSchema },
        },
        response: {
          200: { type: 'object', required: ['browser_key'], additionalProperties: false, properties: { browser_key: { type: 'string' } } },
          ...failureResponses,
        },
      },
      preHandler: ctx.rateLimits.resendVerification.hook((request) => (request.body as VerificationBrowserRequest).email),
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(ctx.db, email);
      const valid = await ctx.passwordAttempts.verify(request, { email, userId: user?.id ?? null }, user?.password_hash, request.body.password);
      if (!user || !valid) throw new HttpFailure(400, BAD_CREDENTIALS);
      if (user.email_verified_at) throw new HttpFailure(409, 'Your email address is already verified.');
      const key = await issueOneTimeToken(ctx.db, { userId: user.id, purpose: 'verify_browser', ttlMs: ctx.config.emailVerificationTtlMs });
      return { browser_key: key };
    },
  );

  app.post<{ Body: VerifiedSignInRequest; Reply: VerifiedSignInAnswer }>(
    '/account/verified-sign-in',
    {
      schema: {
        tags: ['accounts'],
        summary: "The followed verification link's ticket: a session in the browser that registered, else the verified address",
        description:
          'Not in SPEC. The ticket (single use, short-lived) comes from the verification redirect. With the browser key issued to the registering browser for the same account, the answer carries a session; without it (a forwarded or leaked link, another browser) only the email, to fill in the login form.',
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: tokenParamSchema, browser_key: tokenParamSchema },
        },
        response: {
          200: {
            type: 'object',
            required: ['email', 'session'],
            additionalProperties: false,
            properties: { email: { type: 'string' }, session: { anyOf: [sessionUserSchema, { type: 'null' }] } },
          },
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const ticket = await consumeOneTimeToken(ctx.db, request.body.token, 'verified_sign_in');
      const user = ticket && (await findUserById(ctx.db, ticket.user_id));
      if (!user) throw new HttpFailure(400, 'This sign-in link is invalid or has expired.');
      const browserKey = request.body.browser_key;
      const browser = browserKey ? await consumeOneTimeToken(ctx.db, browserKey, 'verify_browser') : undefined;
      if (!browser || browser.user_id !== user.id) return { email: user.email, session: null };
      return { email: user.email, session: await signedIn(ctx, request, reply, user) };
    },
  );
};
