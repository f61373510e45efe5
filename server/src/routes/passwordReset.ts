import { randomInt } from 'node:crypto';
import type { PasswordResetRequest, SuccessResponse } from '../../../src/contract/api';
import { hashPassword } from '../auth/passwords';
import { dropUnprovenSocialLinks, removedLinksSentence, tellLinksRemoved } from '../auth/socialLinkProof';
import { consumeOneTimeToken, findUsableOneTimeToken } from '../db/queries/oneTimeTokens';
import { revokeUserSessions } from '../db/queries/sessions';
import { updateUser } from '../db/queries/users';
import { requireJsonBody } from '../http/requireJsonBody';
import { emailSchema, failureResponses, successSchema } from '../http/schemas';
import { normalizeEmail } from '../lib/email';
import { messagePage } from '../pages/htmlPage';
import { isWellFormedLinkToken, sendHtml, sendMalformedLinkPage } from '../pages/linkPages';
import { resetPasswordPage } from '../pages/resetPasswordPage';
import type { RouteModule } from './RouteModule';

/** The same words whether or not the account exists. */
export const RESET_REQUESTED = 'If an account exists for this email, a password reset link has been sent to it.';
const RESET_WORK_DELAY_MS = { min: 20, max: 200 };
const LINK_INVALID = 'This password reset link is invalid, already used or expired. Ask for a new one from the sign-in page.';

interface ResetForm {
  token: string;
  password: string;
  confirm_password: string;
}


/** Checks the form the way the SPA checks its password fields (SPEC §5), with the same messages. */
function formProblem(form: ResetForm): string | null {
  if (form.password.length < 8 || form.confirm_password.length < 8) return 'Password should at least 8 digits';
  if (form.password.length > 128) return 'Password should be at most 128 characters';
  if (form.password !== form.confirm_password) return "Password doesn't match";
  return null;
}

/** Forgotten password: request an emailed link, then set a new password on a server-rendered page. */
export const passwordResetRoutes: RouteModule = async (app, ctx) => {
  // The page's form posts urlencoded fields; only this scope accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: PasswordResetRequest; Reply: SuccessResponse }>(
    '/account/request-password-reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a single-use password reset link (same answer whether or not the email exists)',
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: emailSchema } },
        response: { 200: successSchema, ...failureResponses },
      },
      // JSON only: a cross-site HTML form can post urlencoded or text/plain, never JSON.
      onRequest: requireJsonBody,
      preHandler: ctx.rateLimits.passwordReset.hook((request) => (request.body as PasswordResetRequest).email),
    },
    async (request) => {
      // Nothing about the account on the request path: the request is stored in the mail outbox
      // as it is for any email (so it outlives this instance), and the lookup, the link and the
      // mail happen in its sender (auth/passwordResetMail.ts), so the answer takes as long for any
      // email. That work starts a random 20–200 ms later (not in a send already running), so that
      // the load it makes on the requests after this one does not tell either.
      await ctx.mail.enqueue(ctx.db, { compose: 'password_reset', email: normalizeEmail(request.body.email) }, undefined, randomInt(RESET_WORK_DELAY_MS.min, RESET_WORK_DELAY_MS.max + 1));
      return { success: true, message: RESET_REQUESTED };
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/account/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Target of the emailed link: the form to set a new password',
        querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 256 } } },
        produces: ['text/html'],
        response: { 200: { type: 'string', description: 'HTML form' }, 400: { description: 'HTML page when the link is malformed, invalid, used or expired' } },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const token = request.query.token;
      if (request.validationError || !isWellFormedLinkToken(token)) return sendMalformedLinkPage(reply, 'resetPassword');
      const usable = await findUsableOneTimeToken(ctx.db, token, 'password_reset');
      if (!usable) return sendHtml(reply, 400, messagePage('Link expired', LINK_INVALID, { href: '/app/forgot-password', label: 'Ask for a new link' }));
      return sendHtml(reply, 200, resetPasswordPage({ brandName: ctx.config.brandName, token }));
    },
  );

  app.post<{ Body: ResetForm }>(
    '/account/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The form submission: sets the new password, uses up the link and signs out every session',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          required: ['token', 'password', 'confirm_password'],
          properties: {
            token: { type: 'string', maxLength: 256 },
            password: { type: 'string', maxLength: 1024 },
            confirm_password: { type: 'string', maxLength: 1024 },
          },
        },
        produces: ['text/html'],
        response: { 200: { type: 'string', description: 'HTML page: password changed' }, 400: { description: 'HTML page (the form with its problem, or an invalid link); { failure } when the request is malformed' } },
      },
    },
    async (request, reply) => {
      const form = request.body;
      const problem = formProblem(form);
      if (problem) {
        if (!(await findUsableOneTimeToken(ctx.db, form.token, 'password_reset'))) {
          return sendHtml(reply, 400, messagePage('Link expired', LINK_INVALID, { href: '/app/forgot-password', label: 'Ask for a new link' }));
        }
        return sendHtml(reply, 400, resetPasswordPage({ brandName: ctx.config.brandName, token: form.token, error: problem }));
      }
      const passwordHash = await hashPassword(form.password);
      // One transaction: the link is used up exactly when the password changes, the sessions end and
      // the account's sign-in locks lift (the link proved the mailbox); Google or Apple links that
      // never proved it go too.
      const used = await ctx.db.transaction().execute(async (trx) => {
        const token = await consumeOneTimeToken(trx, form.token, 'password_reset');
        if (!token) return undefined;
        await updateUser(trx, token.user_id, { password_hash: passwordHash });
        await revokeUserSessions(trx, token.user_id);
        await ctx.passwordAttempts.liftAccountLocks(trx, token.user_id);
        return { token, removedLinks: await dropUnprovenSocialLinks(trx, token.user_id) };
      });
      if (!used) return sendHtml(reply, 400, messagePage('Link expired', LINK_INVALID, { href: '/app/forgot-password', label: 'Ask for a new link' }));
      await tellLinksRemoved(ctx, used.removedLinks);
      const done = `Your new password is set. Sign in with it now.${removedLinksSentence(used.removedLinks.providers)}`;
      return sendHtml(reply, 200, messagePage('Password changed', done, { href: '/app/login', label: 'Go to sign in' }));
    },
  );
};
