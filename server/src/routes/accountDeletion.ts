import type { SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { RECENT_PROOF_REQUIRED, requireRecentProof } from '../auth/requireRecentProof';
import { accountDeletedEmail } from '../emails/securityEmails';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import { deleteAccountHoldingNumbers } from '../phones/numberHolds';
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
        description: `${RECENT_PROOF_REQUIRED} Its number is held for NUMBER_HOLD_DAYS for the same person (the same email) to take back, and for nobody else. The account's address is told of the deletion.`,
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const deletedAt = new Date(ctx.clock());
      const deleted = await deleteAccountHoldingNumbers(ctx, authOf(request).userId, deletedAt);
      // Queued before the answer, so that the notice outlives this instance.
      if (deleted) {
        await ctx.mail.enqueue(ctx.db, accountDeletedEmail(ctx.config, { to: deleted.email, deletedAt, phoneNumbers: deleted.heldNumbers, numbersHeldUntil: deleted.heldUntil }));
      }
      return { success: true, message: 'Your account has been deleted.' };
    },
  );
};
