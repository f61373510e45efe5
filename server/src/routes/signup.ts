import type { SignupRequest, SuccessResponse } from '../../../src/contract/api';
import { hashPassword } from '../auth/passwords';
import { sendVerificationEmail } from '../auth/sendVerificationEmail';
import { recordDevice } from '../db/queries/devices';
import { isEmailTakenByOther } from '../db/queries/emailChanges';
import { insertUser, isUniqueViolation } from '../db/queries/users';
import type { User } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { RECAPTCHA_FAILED } from '../http/messages';
import { emailSchema, failureResponses, nameSchema, newPasswordSchema, recaptchaTokenSchema, successSchema } from '../http/schemas';
import { normalizeEmail } from '../lib/email';
import type { RouteModule } from './RouteModule';

/** SPEC §8's text, word for word: the SPA shows it as given. */
export const DUPLICATE_EMAIL = 'Unable to create an account, this email is already associated to another account.';

/** Account creation. The email is verified afterwards through the emailed link. */
export const signupRoutes: RouteModule = async (app, ctx) => {
  app.post<{ Body: SignupRequest; Reply: SuccessResponse }>(
    '/user/newsignup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and email a verification link',
        body: {
          type: 'object',
          required: ['first_name', 'last_name', 'email', 'password', 'recaptcha_token'],
          additionalProperties: false,
          properties: {
            first_name: nameSchema,
            last_name: nameSchema,
            email: emailSchema,
            password: newPasswordSchema,
            username: { type: 'string', maxLength: 254 },
            mac_address: { type: 'string', maxLength: 128 },
            device_type: { type: 'string', maxLength: 64 },
            recaptcha_token: recaptchaTokenSchema,
          },
        },
        response: { 200: successSchema, ...failureResponses },
      },
      preHandler: ctx.rateLimits.signUp.hook((request) => (request.body as SignupRequest).email),
    },
    async (request) => {
      const body = request.body;
      if (!(await ctx.providers.recaptcha.verify(body.recaptcha_token, request.ip))) throw new HttpFailure(400, RECAPTCHA_FAILED);
      const email = normalizeEmail(body.email);
      // Also an address an undo link keeps for its former owner (auth/emailChange.ts).
      if (await isEmailTakenByOther(ctx.db, email, null)) throw new HttpFailure(409, DUPLICATE_EMAIL);

      const passwordHash = await hashPassword(body.password);
      let user: User;
      try {
        // One transaction: a device that cannot be recorded leaves no account without it behind.
        user = await ctx.db.transaction().execute(async (trx) => {
          const created = await insertUser(trx, { email, password_hash: passwordHash, first_name: body.first_name.trim(), last_name: body.last_name.trim() });
          if (body.mac_address) await recordDevice(trx, created.id, body.mac_address, body.device_type ?? 'web');
          return created;
        });
      } catch (error) {
        // Another sign-up with this email won the race between the check and the insert.
        if (isUniqueViolation(error)) throw new HttpFailure(409, DUPLICATE_EMAIL);
        throw error;
      }

      try {
        await sendVerificationEmail(ctx, user.id, email);
      } catch (error) {
        // The account exists either way; the verify-email screen offers to resend.
        request.log.error({ err: error }, 'verification email not sent');
      }
      return { success: true, message: 'Account created. Check your email to verify your address.' };
    },
  );
};
