import type { FastifyReply } from 'fastify';
import { confirmEmailChange, undoEmailChange } from '../auth/emailChange';
import { removedLinksSentence } from '../auth/socialLinkProof';
import { findPendingEmailChange, findUndoableEmailChange } from '../db/queries/emailChanges';
import { messagePage } from '../pages/htmlPage';
import { isWellFormedLinkToken, newLinkAction, sendHtml, sendMalformedLinkPage } from '../pages/linkPages';
import { confirmEmailChangePage, undoEmailChangePage } from '../pages/emailChangePages';
import type { RouteModule } from './RouteModule';

const CONFIRM_LINK_INVALID = 'This confirmation link is invalid, already used, replaced by a newer one or expired. Ask for the change again from your account page.';
const UNDO_LINK_INVALID = 'This link is invalid, already used or expired. If someone else controls your account, reset your password or contact support.';

interface TokenForm {
  token: string;
}

const tokenQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 256 } } } as const;
const tokenForm = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 256 } } } as const;
const pageResponses = (ok: string) =>
  ({
    200: { type: 'string', description: ok },
    400: { description: 'HTML page when the link is malformed, invalid, used or expired' },
  }) as const;


/**
 * The two links of an email change: the one mailed to the new address makes the change,
 * the one mailed to the old address afterwards undoes it. Each link opens a page whose button
 * posts the token back, like the password reset page.
 */
export const emailChangeRoutes: RouteModule = async (app, ctx) => {
  // The pages' forms post urlencoded fields; only this scope accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const confirmLinkInvalid = (reply: FastifyReply) =>
    sendHtml(reply, 400, messagePage('Link expired', CONFIRM_LINK_INVALID, newLinkAction.confirmEmailChange));
  const undoLinkInvalid = (reply: FastifyReply) =>
    sendHtml(reply, 400, messagePage('Link expired', UNDO_LINK_INVALID, newLinkAction.undoEmailChange));

  app.get<{ Querystring: { token?: string } }>(
    '/account/confirm-email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Target of the link mailed to a new address: a page asking to confirm the change',
        querystring: tokenQuery,
        produces: ['text/html'],
        response: pageResponses('HTML page with the confirmation button'),
      },
      // A cut or altered link gets the product's page, not the schema's JSON failure.
      attachValidation: true,
    },
    async (request, reply) => {
      const token = request.query.token;
      if (request.validationError || !isWellFormedLinkToken(token)) return sendMalformedLinkPage(reply, 'confirmEmailChange');
      const change = await findPendingEmailChange(ctx.db, token);
      if (!change) return confirmLinkInvalid(reply);
      return sendHtml(reply, 200, confirmEmailChangePage({ brandName: ctx.config.brandName, newEmail: change.new_email, token }));
    },
  );

  app.post<{ Body: TokenForm }>(
    '/account/confirm-email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: "The confirmation: the account's email becomes the new (verified) address and the old one is mailed an undo link",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenForm,
        produces: ['text/html'],
        response: { ...pageResponses('HTML page: email changed'), 409: { description: 'HTML page: the address has meanwhile been taken' } },
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(ctx, request.body.token);
      if (outcome.kind === 'invalid') return confirmLinkInvalid(reply);
      if (outcome.kind === 'taken') {
        return sendHtml(
          reply,
          409,
          messagePage('Address not available', 'This address now belongs to another account, so your email stays as it was.', {
            href: '/app/dashboard/account',
            label: 'Go to your account',
          }),
        );
      }
      return sendHtml(
        reply,
        200,
        messagePage('Email address changed', `Your account now uses ${outcome.newEmail}. Sign in with it from now on.${removedLinksSentence(outcome.removedLinks)}`, {
          href: '/app/login',
          label: 'Go to sign in',
        }),
      );
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/account/undo-email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Target of the link mailed to the old address after a change: a page asking to undo it',
        querystring: tokenQuery,
        produces: ['text/html'],
        response: pageResponses('HTML page with the undo button'),
      },
      // A cut or altered link gets the product's page, not the schema's JSON failure.
      attachValidation: true,
    },
    async (request, reply) => {
      const token = request.query.token;
      if (request.validationError || !isWellFormedLinkToken(token)) return sendMalformedLinkPage(reply, 'undoEmailChange');
      const change = await findUndoableEmailChange(ctx.db, token);
      if (!change) return undoLinkInvalid(reply);
      return sendHtml(reply, 200, undoEmailChangePage({ brandName: ctx.config.brandName, oldEmail: change.old_email, token }));
    },
  );

  app.post<{ Body: TokenForm }>(
    '/account/undo-email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The undo: the old address comes back, every session is signed out, and a password reset is offered',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenForm,
        produces: ['text/html'],
        response: pageResponses('HTML page: change undone'),
      },
    },
    async (request, reply) => {
      const outcome = await undoEmailChange(ctx, request.body.token);
      if (outcome.kind === 'invalid') return undoLinkInvalid(reply);
      if (outcome.kind === 'signedOut') {
        return sendHtml(
          reply,
          200,
          messagePage(
            'Every session signed out',
            `Every session of your account has been signed out, but ${outcome.email} now belongs to another account, so it cannot come back. Please contact support.`,
            { href: '/app/login', label: 'Go to sign in' },
          ),
        );
      }
      return sendHtml(
        reply,
        200,
        messagePage(
          'Email change undone',
          `Your email address is ${outcome.email} again and every session has been signed out. If you did not make the change, someone may know your password: set a new one now.${removedLinksSentence(outcome.removedLinks)}`,
          { href: `/api/account/reset-password?token=${encodeURIComponent(outcome.resetToken)}`, label: 'Set a new password' },
        ),
      );
    },
  );
};
