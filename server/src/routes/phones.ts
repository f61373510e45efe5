import type { Phone, PhoneSearchResult, PurchasePhoneRequest, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { listHeldPhones, takenNumbersInAreaCode } from '../db/queries/phones';
import { waitingUnclaimedNumbers } from '../db/queries/portRequestRows';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import { isUsAreaCode } from '../phones/areaCodes';
import { numbersHeldForUser, suggestedAreaCodes } from '../phones/numberHolds';
import { CARRIER_UNAVAILABLE, purchaseNumber } from '../phones/numberPurchase';
import { toUsTenDigits } from '../phones/phoneNumbers';
import { filePortRequest } from '../phones/portRequestFiling';
import { TelephonyProviderError } from '../providers/telephony/TelephonyProvider';
import type { RouteModule } from './RouteModule';

/** SPEC §8: the search answers with a note when the area code has no numbers. */
export const AREA_CODE_UNAVAILABLE = 'Area code unavailable';
export const INVALID_AREA_CODE = 'The area code must be 3 digits.';
export const INVALID_PHONE_NUMBER = 'Please Provide valid phone number.';
/** How many numbers one search offers. */
const SEARCH_LIMIT = 10;

const phoneParamSchema = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 20 } } }) as const;

/** Numbers: search by area code, buy one, port one in, list the caller's. */
export const phoneRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.get<{ Params: { areaCode: string }; Reply: PhoneSearchResult }>(
    '/websearchphonesavailable/:areaCode',
    {
      schema: {
        tags: ['phones'],
        summary: "Numbers for sale in a US area code, and suggested codes; note 'Area code unavailable' when there are none",
        security: tokenSecurity,
        params: phoneParamSchema('areaCode'),
        response: {
          200: {
            type: 'object',
            required: ['area_code', 'phone_numbers', 'note'],
            properties: {
              area_code: { type: 'array', items: { type: 'string' }, description: 'suggested area codes' },
              phone_numbers: { type: 'array', items: { type: 'string' }, description: '10 digits each' },
              note: { type: ['string', 'null'] },
            },
          },
          ...failureResponses,
        },
      },
      preHandler: ctx.rateLimits.numberSearch.hook((request) => `user:${authOf(request).userId}`),
    },
    async (request) => {
      const { areaCode } = request.params;
      if (!/^[0-9]{3}$/.test(areaCode)) throw new HttpFailure(400, INVALID_AREA_CODE);
      const now = new Date();
      const keptForCaller = await numbersHeldForUser(ctx, authOf(request).userId, now);
      const suggestions = suggestedAreaCodes(keptForCaller);
      if (!isUsAreaCode(areaCode)) return { area_code: suggestions, phone_numbers: [], note: AREA_CODE_UNAVAILABLE };
      let numbers: string[];
      try {
        const taken = await takenNumbersInAreaCode(ctx.db, areaCode, now);
        // The caller's own held numbers come first: still ours at the carrier, so not in its search.
        const own = keptForCaller.filter((number) => number.startsWith(areaCode)).slice(0, SEARCH_LIMIT);
        const forSale = own.length < SEARCH_LIMIT ? await ctx.providers.telephony.searchNumbers({ areaCode, limit: SEARCH_LIMIT - own.length, exclude: taken }) : [];
        numbers = [...own, ...forSale];
      } catch (error) {
        if (!(error instanceof TelephonyProviderError)) throw error;
        request.log.warn({ err: error }, 'number search failed');
        throw new HttpFailure(502, CARRIER_UNAVAILABLE);
      }
      return { area_code: suggestions, phone_numbers: numbers, note: numbers.length === 0 ? AREA_CODE_UNAVAILABLE : null };
    },
  );

  app.post<{ Params: { phone: string }; Body: PurchasePhoneRequest; Reply: SuccessResponse }>(
    '/phones/webpurchase/:phone',
    {
      schema: {
        tags: ['phones'],
        summary: 'Buy a number found by the search (needs an active subscription; one number per customer)',
        description:
          'Of two customers buying the same number at once, exactly one gets it; the other gets 409. Every number that cannot be bought ' +
          "(a customer's, one held for its last owner, one the carrier no longer has) gets the same 409 and text. phone_name is a label and is not stored. " +
          'Limited per account and per source address (429 with Retry-After).',
        security: tokenSecurity,
        params: phoneParamSchema('phone'),
        body: { type: 'object', required: ['phone_name'], additionalProperties: false, properties: { phone_name: { type: 'string', maxLength: 100 } } },
        response: { 200: successSchema, ...failureResponses },
      },
      preHandler: ctx.rateLimits.numberPurchase.hook((request) => `user:${authOf(request).userId}`),
    },
    async (request) => {
      const phoneNumber = toUsTenDigits(request.params.phone);
      if (!phoneNumber) throw new HttpFailure(400, INVALID_PHONE_NUMBER);
      await purchaseNumber(ctx, authOf(request).userId, phoneNumber, request.log);
      return { success: true, message: 'The number is yours.' };
    },
  );

  app.get<{ Params: { number: string }; Reply: SuccessResponse }>(
    '/portphone/:number',
    {
      config: { writes: true },
      schema: {
        tags: ['phones'],
        summary: "Request the transfer of an existing US number (10 digits, or 11 with a leading 1), without the carrier's details: recorded as rejected 'details_missing' until they are given (POST /portphone/requests/{portRequestId}/resubmit)",
        description:
          'Needs an active subscription, or a checkout in progress (a verified customer without a number). Claims no number and asks no ' +
          'carrier, so every valid number gets the same answer, ours included; the request is cancelled after PORT_UNFIXED_EXPIRY_DAYS ' +
          'without the details (rejected as expired).',
        security: tokenSecurity,
        params: phoneParamSchema('number'),
        response: { 200: successSchema, ...failureResponses },
      },
      // Counted with the searches: both look numbers up.
      preHandler: ctx.rateLimits.numberSearch.hook((request) => `user:${authOf(request).userId}`),
    },
    async (request) => {
      const phoneNumber = toUsTenDigits(request.params.number);
      if (!phoneNumber) throw new HttpFailure(400, INVALID_PHONE_NUMBER);
      // Without the carrier's details: recorded as waiting for them (the tracker asks; README, Interpretations).
      await filePortRequest(ctx, authOf(request).userId, phoneNumber, null, request.log);
      return { success: true, message: 'Your port request was received. Porting takes up to 4 days; we will email you when it completes.' };
    },
  );

  app.get<{ Reply: Phone[] }>(
    '/webphones',
    {
      schema: {
        tags: ['phones'],
        summary: "The caller's numbers (a bought one is 'active'; a ported one goes from 'port_pending' to 'port_completed'; a port request waiting for details is 'port_pending')",
        security: tokenSecurity,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['phone_number', 'status'],
              properties: { phone_number: { type: 'string' }, status: { type: 'string', enum: ['active', 'port_pending', 'port_completed'] } },
            },
          },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const phones = await listHeldPhones(ctx.db, userId);
      const held = phones.map((phone) => ({ phone_number: phone.phone_number, status: phone.status as 'active' | 'port_pending' | 'port_completed' }));
      // A port request waiting for details claims no number, but is the customer's number in the making (SPEC §2's funnel).
      const waiting = (await waitingUnclaimedNumbers(ctx.db, userId)).map((phoneNumber) => ({ phone_number: phoneNumber, status: 'port_pending' as const }));
      return [...held, ...waiting];
    },
  );
};
