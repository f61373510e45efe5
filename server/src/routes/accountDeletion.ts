import type { SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { deleteAccountHoldingNumbers } from '../phones/numberHolds';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

/** Closing an account: all of its data goes, and with its sessions every token stops working. */
export const accountDeletionRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Reply: SuccessResponse }>(
    '/user/webdelete',
    {
      onRequest: ctx.requireAuth,
      config: { writes: true },
      schema: {
        tags: ['profile'],
        summary: "Delete the account and all of its data; revokes every token",
        description: 'Its number is held for NUMBER_HOLD_DAYS for the same person (the same email) to take back, and for nobody else.',
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      await deleteAccountHoldingNumbers(ctx, authOf(request).userId);
      return { success: true, message: 'Your account has been deleted.' };
    },
  );
};
