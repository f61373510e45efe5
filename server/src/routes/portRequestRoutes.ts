import type { CreatePortRequest, PortRequest, ResubmitPortRequest } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { toUsTenDigits } from '../phones/phoneNumbers';
import { filePortRequest, listPortRequestsOf, resubmitPortRequest, type PortDetailsInput } from '../phones/portRequestFiling';
import { INVALID_PHONE_NUMBER } from './phones';
import type { RouteModule } from './RouteModule';

export const INVALID_ACCOUNT_NUMBER = 'Please enter the account number from your current carrier: letters and digits, up to 20.';
export const INVALID_PIN = 'Please enter the transfer PIN from your current carrier: 4 to 10 digits.';
export const INVALID_ZIP = 'Please enter the 5-digit ZIP code of the service address.';

const validAccountNumber = (value: string) => /^[A-Za-z0-9]{1,20}$/.test(value);
const validPin = (value: string) => /^[0-9]{4,10}$/.test(value);
const validZip = (value: string) => /^[0-9]{5}$/.test(value);

/** Loose on the wire (the handler answers each field in words of its own), bounded in size. */
const detailString = { type: 'string', maxLength: 100 } as const;
const fieldList = { type: 'array', items: { type: 'string', enum: ['account_number', 'pin', 'zip'] } } as const;

const portRequestSchema = {
  type: 'object',
  required: ['id', 'phone_number', 'status', 'account_number_last4', 'zip', 'scheduled_for', 'rejection', 'timeline', 'expires_at', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string' },
    phone_number: { type: 'string' },
    status: { type: 'string', enum: ['submitted', 'carrier_review', 'scheduled', 'completed', 'rejected'] },
    account_number_last4: { type: ['string', 'null'], description: 'never the whole account number' },
    zip: { type: ['string', 'null'] },
    scheduled_for: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    rejection: {
      type: ['object', 'null'],
      required: ['code', 'reason', 'fix', 'fields'],
      properties: { code: { type: 'string' }, reason: { type: 'string' }, fix: { type: 'string' }, fields: fieldList },
    },
    timeline: {
      type: 'array',
      items: { type: 'object', required: ['status', 'at'], properties: { status: { type: 'string' }, at: { type: 'string', format: 'date-time' } } },
    },
    expires_at: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "While waiting for the customer's details or fix: when it is cancelled unless fixed (then rejected as 'expired'); null otherwise",
    },
    expected_by: {
      type: ['string', 'null'],
      description:
        "YYYY-MM-DD in DISPLAY_TIME_ZONE: the day the number is expected to work here (the carrier's scheduled day once known, else 4 days after the latest filing); null once completed or rejected",
    },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

/** The details of a create, each checked in turn with its own words; answers them trimmed. */
function checkedDetails(body: { account_number?: string; pin?: string; zip?: string }, required: boolean): Partial<PortDetailsInput> {
  const details: Partial<PortDetailsInput> = {};
  const account = body.account_number?.trim();
  if (account !== undefined || required) {
    if (account === undefined || !validAccountNumber(account)) throw new HttpFailure(400, INVALID_ACCOUNT_NUMBER);
    details.accountNumber = account;
  }
  const pin = body.pin?.trim();
  if (pin !== undefined || required) {
    if (pin === undefined || !validPin(pin)) throw new HttpFailure(400, INVALID_PIN);
    details.pin = pin;
  }
  const zip = body.zip?.trim();
  if (zip !== undefined || required) {
    if (zip === undefined || !validZip(zip)) throw new HttpFailure(400, INVALID_ZIP);
    details.zip = zip;
  }
  return details;
}

/** The port tracker's routes, beside SPEC's GET /portphone/{number} (routes/phones.ts). */
export const portRequestRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.post<{ Body: CreatePortRequest; Reply: PortRequest }>(
    '/portphone/requests',
    {
      config: { writes: true },
      schema: {
        tags: ['phones'],
        summary: "Request the transfer of an existing US number with the losing carrier's account number, transfer PIN and service ZIP code",
        description:
          'Same rules as GET /portphone/{number}. The PIN is never answered back; the account number only as its last 4. The carrier is ' +
          'asked for every number; one it refuses, or that is already ours, gets the same 400 and text. The carrier reviews the details ' +
          'later: wrong ones show as a rejection in GET /portphone/requests, cancelled after PORT_UNFIXED_EXPIRY_DAYS without a fix.',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['phone_number', 'account_number', 'pin', 'zip'],
          additionalProperties: false,
          properties: { phone_number: { type: 'string', maxLength: 20 }, account_number: detailString, pin: detailString, zip: detailString },
        },
        response: { 201: portRequestSchema, ...failureResponses },
      },
      // Counted with the searches, as GET /portphone/{number}.
      preHandler: ctx.rateLimits.numberSearch.hook((request) => `user:${authOf(request).userId}`),
    },
    async (request, reply) => {
      const phoneNumber = toUsTenDigits(request.body.phone_number);
      if (!phoneNumber) throw new HttpFailure(400, INVALID_PHONE_NUMBER);
      const details = checkedDetails(request.body, true) as PortDetailsInput;
      const created = await filePortRequest(ctx, authOf(request).userId, phoneNumber, details, request.log);
      return reply.code(201).send(created);
    },
  );

  app.get<{ Reply: PortRequest[] }>(
    '/portphone/requests',
    {
      schema: {
        tags: ['phones'],
        summary: "The caller's port requests, newest first, each with its timeline",
        security: tokenSecurity,
        response: { 200: { type: 'array', items: portRequestSchema }, ...failureResponses },
      },
    },
    async (request) => listPortRequestsOf(ctx, authOf(request).userId),
  );

  app.post<{ Params: { portRequestId: string }; Body: ResubmitPortRequest; Reply: PortRequest }>(
    '/portphone/requests/:portRequestId/resubmit',
    {
      config: { writes: true },
      schema: {
        tags: ['phones'],
        summary: 'File a rejected port request again with corrected details (those given replace the stored ones)',
        description:
          "404 for any id but the caller's own; 409 when the request is not rejected, or its rejection cannot be fixed (an expired one " +
          "included). The carrier is asked for every number; one it refuses, or that is already ours, ends rejected as 'not_portable'.",
        security: tokenSecurity,
        params: { type: 'object', required: ['portRequestId'], properties: { portRequestId: { type: 'string', minLength: 1, maxLength: 64 } } },
        body: { type: 'object', additionalProperties: false, properties: { account_number: detailString, pin: detailString, zip: detailString } },
        response: { 200: portRequestSchema, ...failureResponses },
      },
      preHandler: ctx.rateLimits.numberSearch.hook((request) => `user:${authOf(request).userId}`),
    },
    async (request) => {
      const changes = checkedDetails(request.body ?? {}, false);
      return resubmitPortRequest(ctx, authOf(request).userId, request.params.portRequestId, changes, request.log);
    },
  );
};
