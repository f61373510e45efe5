import type { SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { RECENT_PROOF_REQUIRED, requireRecentProof } from '../auth/requireRecentProof';
import { listHeldPhones } from '../db/queries/phones';
import { deleteUser, findUserById } from '../db/queries/users';
import { accountDeletedEmail } from '../emails/securityEmails';
import { afterAnswer } from '../http/afterAnswer';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

/**
 * Closing an account: all of its data goes, and with its sessions every token stops working. Only
 * a session with a recent proof of identity may do it (a stolen token may not), and the account's
 * address is told once it is done.
 */
export const accountDeletionRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Reply: SuccessResponse }>(
    '/user/webdelete',
    {
      onRequest: ctx.requireAuth,
      preHandler: requireRecentProof(ctx),
      config: { writes: true },
      schema: {
        tags: ['profile'],
        summary: "Delete the account and all of its data; revokes every token",
        description: `${RECENT_PROOF_REQUIRED} The account's address is told of the deletion.`,
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const user = await findUserById(ctx.db, userId);
      const phones = await listHeldPhones(ctx.db, userId);
      await deleteUser(ctx.db, userId);
      if (user) {
        const deletedAt = new Date(ctx.clock());
        const answered = afterAnswer(reply);
        ctx.background.run('account deleted notice', async () => {
          await answered;
          // No hold on a released number is configured here, so the mail names no date.
          const numbersHeldUntil = null;
          await ctx.providers.mail.send(accountDeletedEmail(ctx.config, { to: user.email, deletedAt, phoneNumbers: phones.map((phone) => phone.phone_number), numbersHeldUntil }));
        });
      }
      return { success: true, message: 'Your account has been deleted.' };
    },
  );
};
