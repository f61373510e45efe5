import type { Profile, ProfileUpdate, SuccessResponse, UpdateEmailRequest, UpdatePasswordRequest } from '../../../src/contract/api';
import { confirmAccountOwner, linkedProviders, ownerProofProperties } from '../auth/confirmAccountOwner';
import { requestEmailChange } from '../auth/emailChange';
import { hashPassword } from '../auth/passwords';
import { authOf } from '../auth/requireAuth';
import { cancelOneTimeTokens } from '../db/queries/oneTimeTokens';
import { revokeUserSessions } from '../db/queries/sessions';
import { findUserById, updateUser } from '../db/queries/users';
import { passwordChangedEmail } from '../emails/accountChangeEmails';
import { afterAnswer } from '../http/afterAnswer';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import { emailSchema, failureResponses, nameSchema, newPasswordSchema, successSchema, tokenSecurity } from '../http/schemas';
import { normalizeEmail } from '../lib/email';
import type { RouteModule } from './RouteModule';

/** The same words for a free and a taken address: the answer must not tell which. */
export const EMAIL_CHANGE_REQUESTED = 'Check your new address for a confirmation link. Your email changes once you open it.';

const profileSchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'is_verified'],
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    is_verified: { type: 'boolean' },
    has_password: { type: 'boolean', description: 'false: a social-only account, which confirms changes by signing in again' },
    social_providers: { type: 'array', items: { type: 'string', enum: ['google', 'apple'] }, description: 'providers the account signs in with' },
  },
} as const;

/**
 * The signed-in user's own profile: names, email and password. Changing the email or the password
 * needs proof beyond the session token (auth/confirmAccountOwner.ts), so a stolen token cannot
 * become a permanent takeover; a new email takes effect only through the link mailed to it.
 */
export const profileRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  async function currentUser(userId: number) {
    const user = await findUserById(ctx.db, userId);
    // The session outlived its account only if the account was deleted in between.
    if (!user) throw new HttpFailure(401, SESSION_ENDED);
    return user;
  }

  app.get<{ Reply: Profile }>(
    '/user/webprofile',
    {
      schema: { tags: ['profile'], summary: 'The profile', security: tokenSecurity, response: { 200: profileSchema, ...failureResponses } },
    },
    async (request) => {
      const user = await currentUser(authOf(request).userId);
      return {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        is_verified: user.email_verified_at !== null,
        has_password: user.password_hash !== null,
        social_providers: linkedProviders(user),
      };
    },
  );

  app.put<{ Body: ProfileUpdate; Reply: SuccessResponse }>(
    '/user/webprofile/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change first and last name',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['first_name', 'last_name'],
          additionalProperties: false,
          properties: { first_name: nameSchema, last_name: nameSchema },
        },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await updateUser(ctx.db, userId, { first_name: request.body.first_name.trim(), last_name: request.body.last_name.trim() });
      return { success: true, message: 'Profile updated.' };
    },
  );

  app.post<{ Body: UpdateEmailRequest; Reply: SuccessResponse }>(
    '/webupdateemail',
    {
      schema: {
        tags: ['profile'],
        summary: 'Ask to change the email address: it changes once the link mailed to the new address is followed',
        description:
          'Needs current_password (or, for an account without a password, id_token from a fresh Google or Apple sign-in). ' +
          'The answer is the same whether or not the new address has an account; its owner is mailed instead.',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: emailSchema, ...ownerProofProperties },
        },
        response: { 200: successSchema, ...failureResponses },
      },
      preHandler: ctx.rateLimits.emailChange.hook((request) => `user:${authOf(request).userId}`),
    },
    async (request, reply) => {
      const user = await currentUser(authOf(request).userId);
      const email = normalizeEmail(request.body.email);
      if (email === user.email) throw new HttpFailure(400, 'Please input new email');
      await confirmAccountOwner(ctx, request, user, request.body);
      const answered = afterAnswer(reply);
      ctx.background.run('email change request', async () => {
        await answered;
        await requestEmailChange(ctx, user, email);
      });
      return { success: true, message: EMAIL_CHANGE_REQUESTED };
    },
  );

  app.post<{ Body: UpdatePasswordRequest; Reply: SuccessResponse }>(
    '/account/update-password',
    {
      schema: {
        tags: ['profile'],
        summary: "Change the password; every other session of the user is signed out and the account's address is told",
        description: 'Needs current_password (or, for an account without a password, id_token from a fresh Google or Apple sign-in).',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['password'],
          additionalProperties: false,
          properties: { password: newPasswordSchema, ...ownerProofProperties },
        },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      const user = await currentUser(userId);
      await confirmAccountOwner(ctx, request, user, request.body);
      const passwordHash = await hashPassword(request.body.password);
      // One transaction: the new password never takes effect while the other sessions live on.
      await ctx.db.transaction().execute(async (trx) => {
        await updateUser(trx, userId, { password_hash: passwordHash });
        await revokeUserSessions(trx, userId, sessionId);
        await cancelOneTimeTokens(trx, userId, 'password_reset');
        await ctx.mail.enqueue(trx, passwordChangedEmail(ctx.config, user.email));
      });
      ctx.mail.wake();
      return { success: true, message: 'Password Changed' };
    },
  );
};
