import type { FastifyRequest } from 'fastify';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses } from '../http/schemas';
import { pushStoredEventsInBackground } from '../push/telephonyPushes';
import { lookUpCallerInBackground } from '../telephony/callerLookups';
import { normalizePartyNumber, normalizeUsNumber } from '../lib/usPhoneNumbers';
import { otherPartyOfCall, storeTelephonyEvent, type TelephonyEvent, type TelephonyEventOutcome } from '../telephony/telephonyEvents';
import { isValidWebhookSignature } from '../telephony/webhookSignature';
import type { RouteModule } from './RouteModule';

const SIGNATURE_HEADER = 'x-webhook-signature';
const BAD_SIGNATURE = 'Missing or invalid X-Webhook-Signature.';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the telephony webhook's signature has been checked against the raw body. */
    webhookSignatureChecked: boolean;
  }
}

/** PostgreSQL text cannot hold NUL: refused as bad input rather than failing in the database. */
const NO_NUL = '^[^\\u0000]*$';
const numberSchema = { type: 'string', minLength: 1, maxLength: 32, pattern: NO_NUL } as const;
const isoTimeSchema = { type: 'string', format: 'date-time', maxLength: 40 } as const;

const eventSchema = {
  type: 'object',
  description: 'A call.completed, message.received/message.sent or voicemail.received event (docs/configuration.md, Telephony webhook).',
  required: ['event', 'event_id', 'phone_number'],
  properties: {
    event: { type: 'string', enum: ['call.completed', 'message.received', 'message.sent', 'voicemail.received'] },
    event_id: { type: 'string', minLength: 1, maxLength: 200, pattern: NO_NUL, description: 'Unique per event; a re-delivery is stored once' },
    phone_number: { ...numberSchema, description: "The customer's number" },
    call_from: numberSchema,
    call_to: numberSchema,
    started_at: isoTimeSchema,
    duration: { type: 'integer', minimum: 0, maximum: 604800, description: 'Seconds' },
    hangup_cause: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$', description: "'SUCCESS' or a cause" },
    third_party_number: numberSchema,
    text: { type: 'string', maxLength: 10000, pattern: NO_NUL },
    media_type: { type: ['string', 'null'], maxLength: 100, pattern: NO_NUL },
    media_url: { type: ['string', 'null'], maxLength: 2048, pattern: '^https?://[^\\u0000]*$', description: 'http(s) only' },
    timestamp: isoTimeSchema,
    sent: { type: 'boolean', description: 'Delivery of an outgoing message; default true' },
    recording_url: {
      type: 'string',
      maxLength: 2048,
      pattern: '^https?://[^\\u0000]*$',
      description: "A voicemail's audio at the carrier (fetched with the carrier's credentials when played)",
    },
    transcript: { type: ['string', 'null'], maxLength: 10000, pattern: NO_NUL, description: "The carrier's transcription of a voicemail" },
    caller_name: { type: ['string', 'null'], maxLength: 100, pattern: NO_NUL, description: 'Caller ID name (CNAM) of a voicemail' },
  },
  allOf: [
    {
      if: { properties: { event: { const: 'call.completed' } } },
      then: { required: ['call_from', 'call_to', 'started_at', 'duration', 'hangup_cause'] },
    },
    {
      if: { properties: { event: { enum: ['message.received', 'message.sent'] } } },
      then: { required: ['third_party_number', 'text', 'timestamp'] },
    },
    {
      if: { properties: { event: { const: 'voicemail.received' } } },
      then: { required: ['call_from', 'timestamp', 'duration', 'recording_url'] },
    },
  ],
} as const;

const outcomeSchema = {
  type: 'object',
  required: ['success', 'result'],
  properties: { success: { type: 'boolean' }, result: { type: 'string', enum: ['stored', 'duplicate', 'ignored'] } },
} as const;

/**
 * POST /api/telephony/webhook: the telephony side reports calls, messages and voicemails. Authenticated by
 * an HMAC of the raw body under TELEPHONY_WEBHOOK_SECRET (not by a user token); disabled (503)
 * while no secret is configured.
 */
export const telephonyWebhookRoutes: RouteModule = async (app, ctx) => {
  const secret = ctx.config.telephonyWebhookSecret;
  app.decorateRequest('webhookSignatureChecked', false);

  // The signature covers the exact bytes sent, so it is checked on the raw body before JSON
  // parsing; an unsigned caller learns nothing about what the body should look like.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    if (!isValidWebhookSignature(secret, body, request.headers[SIGNATURE_HEADER])) return done(new HttpFailure(401, BAD_SIGNATURE));
    request.webhookSignatureChecked = true;
    if (body.length === 0) return done(null, undefined);
    try {
      return done(null, JSON.parse(body.toString('utf8')) as unknown);
    } catch {
      return done(new HttpFailure(400, 'Request body is not valid JSON.'));
    }
  });

  app.post<{ Body: TelephonyEvent; Reply: { success: boolean; result: TelephonyEventOutcome } }>(
    '/telephony/webhook',
    {
      onRequest: async (request) => {
        if (!secret) throw new HttpFailure(503, 'The telephony webhook is disabled: TELEPHONY_WEBHOOK_SECRET is not set.');
        if (!request.headers[SIGNATURE_HEADER]) throw new HttpFailure(401, BAD_SIGNATURE);
      },
      // A body-less request never reaches the parser: check its (empty) body's signature here.
      preValidation: async (request) => {
        if (!request.webhookSignatureChecked && !isValidWebhookSignature(secret, Buffer.alloc(0), request.headers[SIGNATURE_HEADER])) {
          throw new HttpFailure(401, BAD_SIGNATURE);
        }
      },
      schema: {
        tags: ['telephony'],
        summary: 'Telephony events (calls, messages, voicemails); header X-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body>',
        headers: {
          type: 'object',
          properties: { [SIGNATURE_HEADER]: { type: 'string', description: 'sha256=<64 hex digits>' } },
        },
        body: eventSchema,
        response: { 200: outcomeSchema, 202: outcomeSchema, ...failureResponses, 503: failureResponses[500] },
      },
    },
    async (request, reply) => {
      const event = request.body;
      const { outcome: result, userId } = await storeTelephonyEvent(ctx.db, event);
      if (userId === null) {
        request.log.warn({ eventId: event.event_id, event: event.event, phoneNumber: event.phone_number }, 'telephony event for a number no customer holds; ignored');
        return reply.status(202).send({ success: true, result });
      }
      // Who the other party is, for the call log and the chats (the carrier is asked at most once per number a while).
      if (result === 'stored') {
        const customerNumber = normalizeUsNumber(event.phone_number) ?? '';
        const otherParty =
          event.event === 'call.completed' ? otherPartyOfCall(customerNumber, event) : normalizePartyNumber(event.event === 'voicemail.received' ? event.call_from : event.third_party_number);
        const lookedUp = lookUpCallerInBackground(ctx, otherParty);
        pushStoredEventsInBackground(ctx, request.log, userId, [event], lookedUp);
      }
      return { success: true, result };
    },
  );
};
