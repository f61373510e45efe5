import type { EsimTopups, PurchaseEsimTopupRequest, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { formatPackageSize } from '../../../src/contract/packageSize';
import { idempotencyHeaderSchema } from '../billing/idempotencyKey';
import { listActiveEsimTopupPlans } from '../db/queries/esimTopups';
import { purchaseTopup, topupAddedMessage } from '../esim/purchaseTopup';
import { failureResponses, failureSchema, recaptchaTokenSchema, rowIdSchema, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

const topupsSchema = {
  type: 'object',
  required: ['success', 'topups'],
  properties: {
    success: { type: 'boolean' },
    topups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'dataMb', 'price'],
        properties: {
          id: { type: 'integer' },
          dataMb: { type: 'integer', minimum: 1, description: 'MB added to the eSIM' },
          price: { type: 'number', description: 'dollars' },
        },
      },
    },
  },
} as const;

/** Data top-ups for an existing eSIM (not in SPEC): the catalogue and the purchase. */
export const esimTopupRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Reply: EsimTopups<number> }>(
    '/esim/topups',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['esim'],
        summary: 'Data top-ups on sale for an existing eSIM (price in dollars)',
        description: 'A top-up adds its data to the eSIM the customer has; GET /api/esim/details then counts it in dataMb.',
        security: tokenSecurity,
        response: { 200: topupsSchema, ...failureResponses },
      },
    },
    async () => {
      const plans = await listActiveEsimTopupPlans(ctx.db);
      return { success: true, topups: plans.map((plan) => ({ id: plan.id, dataMb: plan.data_mb, price: plan.price_cents / 100 })) };
    },
  );

  app.post<{ Body: PurchaseEsimTopupRequest<number>; Headers: { 'idempotency-key'?: string }; Reply: SuccessResponse }>(
    '/esim/topup',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['esim'],
        summary: "Add a data top-up to the caller's eSIM, paid with the card on file (idempotent by Idempotency-Key)",
        description:
          "The same Idempotency-Key charges once and answers the same. 404 when the caller has no eSIM or the top-up is not on sale; 402 with the provider's message when the card is declined (the key is then free for a retry); 409 while another eSIM payment of the caller is running.",
        security: tokenSecurity,
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          required: ['topup_id', 'recaptcha_token'],
          additionalProperties: false,
          properties: { topup_id: rowIdSchema, recaptcha_token: recaptchaTokenSchema },
        },
        response: { 200: successSchema, 402: failureSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { dataMb } = await purchaseTopup(
        ctx,
        { userId: authOf(request).userId, topupPlanId: request.body.topup_id, headerKey: request.headers['idempotency-key'], recaptchaToken: request.body.recaptcha_token, ip: request.ip },
        request.log,
      );
      return { success: true, message: topupAddedMessage(formatPackageSize(dataMb)) };
    },
  );
};
