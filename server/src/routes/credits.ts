import type { BalanceResponse, CreditBundle, OneTimeCard, PurchaseCreditRequest, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { creditsAddedMessage, purchaseCredits } from '../billing/creditPurchase';
import { idempotencyHeaderSchema } from '../billing/idempotencyKey';
import { listActiveCreditBundles, walletBalanceCents } from '../db/queries/subscriptions';
import { cardOf } from '../billing/cardOnFile';
import { failureResponses, failureSchema, oneTimeCardProperties, recaptchaTokenSchema, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

/** The outbound-credits wallet: bundles, purchases and the balance (one credit is one cent). */
export const creditRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.get<{ Reply: CreditBundle<number>[] }>(
    '/getcredits',
    {
      schema: {
        tags: ['credits'],
        summary: 'Credit bundles on sale (price in dollars)',
        security: tokenSecurity,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'price', 'credits', 'purchase_name'],
              properties: { id: { type: 'integer' }, price: { type: 'number', description: 'dollars' }, credits: { type: 'integer' }, purchase_name: { type: 'string' } },
            },
          },
          ...failureResponses,
        },
      },
    },
    async () => {
      const bundles = await listActiveCreditBundles(ctx.db);
      return bundles.map((bundle) => ({ id: bundle.id, price: bundle.price_cents / 100, credits: bundle.credits, purchase_name: bundle.purchase_name }));
    },
  );

  app.post<{ Body: PurchaseCreditRequest & OneTimeCard; Headers: { 'idempotency-key'?: string }; Reply: SuccessResponse }>(
    '/webpurchasecredit',
    {
      schema: {
        tags: ['credits'],
        summary: 'Buy a credit bundle (plan: its purchase_name) or the checkout add-on (plan: null, 1000 credits for $10) with the card on file (or a one-time card_token)',
        description: "Idempotent: the same Idempotency-Key charges once and answers the same. A declined card answers 402 with the provider's message.",
        security: tokenSecurity,
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          required: ['plan', 'recaptcha_token'],
          additionalProperties: false,
          properties: {
            plan: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
            recaptcha_token: recaptchaTokenSchema,
            ...oneTimeCardProperties,
          },
        },
        response: { 200: successSchema, 402: failureSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { credits } = await purchaseCredits(
        ctx,
        { userId: authOf(request).userId, purchaseName: request.body.plan, card: cardOf(request.body), headerKey: request.headers['idempotency-key'], recaptchaToken: request.body.recaptcha_token, ip: request.ip },
        request.log,
      );
      return { success: true, message: creditsAddedMessage(credits) };
    },
  );

  app.get<{ Reply: BalanceResponse }>(
    '/webgetbalance',
    {
      schema: {
        tags: ['credits'],
        summary: "The caller's wallet balance in dollars",
        security: tokenSecurity,
        response: { 200: { type: 'object', required: ['balance'], properties: { balance: { type: 'number', description: 'dollars' } } }, ...failureResponses },
      },
    },
    async (request) => ({ balance: (await walletBalanceCents(ctx.db, authOf(request).userId)) / 100 }),
  );
};
