import type { Profile, ProfileUpdate, SuccessResponse, UpdateEmailRequest, UpdatePasswordRequest } from '../../../src/types/api';
import { hashPassword } from '../auth/passwords';
import { authOf } from '../auth/requireAuth';
import { sendVerificationEmail } from '../auth/sendVerificationEmail';
import { cancelOneTimeTokens } from '../db/queries/oneTimeTokens';
import { revokeUserSessions } from '../db/queries/sessions';
import { findUserByEmail, findUserById, isUniqueViolation, updateUser } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { emailSchema, failureResponses, nameSchema, newPasswordSchema, successSchema, tokenSecurity } from '../http/schemas';
import { normalizeEmail } from '../lib/email';
import type { RouteModule } from './RouteModule';

const EMAIL_TAKEN = 'This email is already associated to another account.';

const profileSchema = {
  type: 'object',
  required: ['first_name', 'last_name', 'email', 'is_verified'],
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string' },
    is_verified: { type: 'boolean' },
  },
} as const;

/** The signed-in user's own profile: names, email (re-verified on change) and password. */
export const profileRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  async function currentUser(userId: number) {
    const user = await findUserById(ctx.db, userId);
    // The session outlived its account only if the account was deleted in between.
    if (!user) throw new HttpFailure(401, 'Your session has expired or was signed out: please sign in again.');
    return user;
  }

  app.get<{ Reply: Profile }>(
    '/user/webprofile',
    {
      schema: { tags: ['profile'], summary: 'The profile', security: tokenSecurity, response: { 200: profileSchema, ...failureResponses } },
    },
    async (request) => {
      const user = await currentUser(authOf(request).userId);
      return { first_name: user.first_name, last_name: user.last_name, email: user.email, is_verified: user.email_verified_at !== null };
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
        summary: 'Change the email address; the new one must be verified again (a link is emailed)',
        security: tokenSecurity,
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: emailSchema } },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const user = await currentUser(authOf(request).userId);
      const email = normalizeEmail(request.body.email);
      if (email === user.email) throw new HttpFailure(400, 'Please input new email');
      if (await findUserByEmail(ctx.db, email)) throw new HttpFailure(409, EMAIL_TAKEN);
      try {
        await updateUser(ctx.db, user.id, { email, email_verified_at: null });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpFailure(409, EMAIL_TAKEN);
        throw error;
      }
      try {
        await sendVerificationEmail(ctx, user.id, email);
      } catch (error) {
        request.log.error({ err: error }, 'verification email not sent');
      }
      return { success: true, message: 'Email updated. Check your inbox to verify the new address.' };
    },
  );

  app.post<{ Body: UpdatePasswordRequest; Reply: SuccessResponse }>(
    '/account/update-password',
    {
      schema: {
        tags: ['profile'],
        summary: "Change the password; every other session of the user is signed out",
        security: tokenSecurity,
        body: { type: 'object', required: ['password'], additionalProperties: false, properties: { password: newPasswordSchema } },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request);
      const passwordHash = await hashPassword(request.body.password);
      // One transaction: the new password never takes effect while the other sessions live on.
      await ctx.db.transaction().execute(async (trx) => {
        await updateUser(trx, userId, { password_hash: passwordHash });
        await revokeUserSessions(trx, userId, sessionId);
        await cancelOneTimeTokens(trx, userId, 'password_reset');
      });
      return { success: true, message: 'Password Changed' };
    },
  );
};
