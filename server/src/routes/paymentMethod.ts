import type { CardTokenUpdate, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { saveCardOnFile } from '../billing/cardOnFile';
import { paymentAttemptOf, withPaymentLimits } from '../billing/limitedPayment';
import { failureResponses, failureSchema, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

export { PAYMENT_PROVIDER_UNAVAILABLE } from '../billing/cardOnFile';

/** The saved card: PUT /user/webprofile/more turns a card token into the customer's default card. */
export const paymentMethodRoutes: RouteModule = async (app, ctx) => {
  app.put<{ Body: CardTokenUpdate; Reply: SuccessResponse }>(
    '/user/webprofile/more',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['payments'],
        summary: "Save a card token (from Stripe Elements, Apple Pay or the sandbox card form) as the caller's card",
        description:
          'A refused card answers 402 with the payment provider\'s message; it counts towards the declined-payment limits, and over them the card is refused with 429 (Retry-After) before reaching the provider. Afterwards GET /webgetsubscription reports payment_method "stripe".',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['user_stripe_token'],
          additionalProperties: false,
          properties: { user_stripe_token: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' } },
        },
        response: { 200: successSchema, 402: failureSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const card = { token: request.body.user_stripe_token, save: true };
      const attempt = await paymentAttemptOf(ctx, { userId, ip: request.ip, card }, request.log);
      await withPaymentLimits(ctx, attempt, () => saveCardOnFile(ctx, userId, card.token, request.log));
      return { success: true, message: 'Payment info changed' };
    },
  );
};
