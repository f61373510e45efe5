import type { CardTokenUpdate, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { findUserById, updateUser } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import { failureResponses, failureSchema, successSchema, tokenSecurity } from '../http/schemas';
import { PaymentDeclinedError } from '../providers/payments/PaymentProvider';
import type { RouteModule } from './RouteModule';

export const PAYMENT_PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Please try again.';

/** The saved card: PUT /user/webprofile/more turns a card token into the customer's default card. */
export const paymentMethodRoutes: RouteModule = async (app, ctx) => {
  app.put<{ Body: CardTokenUpdate; Reply: SuccessResponse }>(
    '/user/webprofile/more',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['payments'],
        summary: "Save a card token (from Stripe Elements, Apple Pay or the sandbox card form) as the caller's card",
        description: 'A refused card answers 402 with the payment provider\'s message. Afterwards GET /webgetsubscription reports payment_method "stripe".',
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
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new HttpFailure(401, SESSION_ENDED);
      try {
        const customerId = await ctx.providers.payments.ensureCustomer({ userId, email: user.email, existingCustomerId: user.payment_customer_id });
        // Kept at once, so that a declined card does not leave a second customer behind on the next try.
        if (customerId !== user.payment_customer_id) await updateUser(ctx.db, userId, { payment_customer_id: customerId });
        const card = await ctx.providers.payments.saveCard({ customerId, cardToken: request.body.user_stripe_token });
        await updateUser(ctx.db, userId, { payment_method_token: card.paymentMethodId, payment_method: 'stripe' });
      } catch (error) {
        if (error instanceof PaymentDeclinedError) throw new HttpFailure(402, error.message);
        request.log.warn({ err: error }, 'card not saved');
        throw new HttpFailure(502, PAYMENT_PROVIDER_UNAVAILABLE);
      }
      return { success: true, message: 'Payment info changed' };
    },
  );
};
