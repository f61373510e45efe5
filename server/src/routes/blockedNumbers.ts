import type { BlockedNumber, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { blockNumbers, listBlockedNumbers, unblockNumbers } from '../db/queries/blockedNumbers';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import { normalizeUsNumber } from '../lib/usPhoneNumbers';
import type { RouteModule } from './RouteModule';

const blockedNumberSchema = {
  type: 'object',
  required: ['phone_number'],
  properties: { phone_number: { type: 'string', description: 'Ten digits' } },
} as const;

const numberListBodySchema = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: {
    type: 'object',
    required: ['phone_number'],
    additionalProperties: false,
    properties: {
      phone_number: { type: 'string', minLength: 1, maxLength: 32, description: 'US number: 10 digits, 1 + 10 digits or +1 and 10 digits' },
    },
  },
} as const;

/** The ten-digit forms of the numbers, or a 400 naming the first that is no US number. */
function usNumbersOf(items: BlockedNumber[]): string[] {
  return [
    ...new Set(
      items.map(({ phone_number }) => {
        const digits = normalizeUsNumber(phone_number);
        if (!digits) throw new HttpFailure(400, `Not a valid US phone number: ${JSON.stringify(phone_number)}.`);
        return digits;
      }),
    ),
  ];
}

/** The customer's blocked numbers; is_blocked in calls and chats is derived from this list. */
export const blockedNumberRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.get<{ Reply: BlockedNumber[] }>(
    '/webgetblockednumber',
    {
      schema: {
        tags: ['blocked numbers'],
        summary: 'Blocked numbers, in the order they were blocked',
        security: tokenSecurity,
        response: { 200: { type: 'array', items: blockedNumberSchema }, ...failureResponses },
      },
    },
    async (request) => {
      const numbers = await listBlockedNumbers(ctx.db, authOf(request).userId);
      return numbers.map((phone_number) => ({ phone_number }));
    },
  );

  app.post<{ Body: BlockedNumber[]; Reply: SuccessResponse }>(
    '/websaveblocknumber',
    {
      schema: {
        tags: ['blocked numbers'],
        summary: 'Block numbers (one already blocked is not an error)',
        security: tokenSecurity,
        body: numberListBodySchema,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      await blockNumbers(ctx.db, authOf(request).userId, usNumbersOf(request.body));
      return { success: true, message: 'Contact has been blocked' };
    },
  );

  app.post<{ Body: BlockedNumber[]; Reply: SuccessResponse }>(
    '/webunblocknumber',
    {
      schema: {
        tags: ['blocked numbers'],
        summary: 'Unblock numbers (one not blocked is ignored)',
        security: tokenSecurity,
        body: numberListBodySchema,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      await unblockNumbers(ctx.db, authOf(request).userId, usNumbersOf(request.body));
      return { success: true, message: 'Number has been unblocked' };
    },
  );
};
