import type { CallLogItem, HideCallRequest, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { hideCall, listVisibleCalls } from '../db/queries/calls';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, rowIdSchema, successSchema, tokenSecurity } from '../http/schemas';
import { VersionedCache } from '../lib/versionedCache';
import { callLogItemOf } from '../telephony/callLogFormat';
import type { RouteModule } from './RouteModule';

const callLogItemSchema = {
  type: 'object',
  required: ['id', 'call_date', 'call_from', 'call_to', 'hangup_cause', 'duration', 'is_blocked'],
  properties: {
    id: { type: 'integer' },
    call_date: { type: 'string', description: "'YYYY-MM-DD HH:mm:ss', UTC" },
    call_from: { type: 'string' },
    call_to: { type: 'string' },
    hangup_cause: { type: 'string', description: "'SUCCESS' or why the call did not connect" },
    duration: { type: 'integer', description: 'Seconds' },
    is_blocked: { type: 'boolean', description: 'The other party is on the blocked list' },
    caller_name: { type: ['string', 'null'], description: "Not in SPEC: the name the carrier's caller ID lists for the other party; null: none" },
    spam_likely: { type: 'boolean', description: "Not in SPEC: the carrier rates the other party as likely spam (false until it was looked up)" },
    voicemail_id: { type: 'integer', description: 'Not in SPEC: the voicemail the caller left after this call (GET /voicemails: its call_id is this call); absent when none' },
  },
} as const;

/**
 * How many serialized call logs a server keeps. 1,000 calls take about 30 ms to read and serialize
 * on the embedded database and make 150 KB, so some 400 such logs fit; most users have far fewer.
 */
const CALL_LOG_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/** Call history: read, and hide single calls. Calls arrive through the telephony webhook. */
export const callRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);
  const callLogs = new VersionedCache<number>(CALL_LOG_CACHE_LIMITS);

  // Answers with the serialized bytes (kept per user), so no Reply type: the schema below is the contract.
  app.get(
    '/webcalllog',
    {
      schema: {
        tags: ['calls'],
        summary: 'Call history, newest first, hidden calls left out',
        security: tokenSecurity,
        response: { 200: { type: 'array', items: callLogItemSchema }, ...failureResponses },
      },
    },
    async (request, reply) => {
      // The version was read with the session, before the list: a write that lands in between
      // leaves a newer list under the older version, which the next request no longer matches,
      // never an older list under a newer version.
      const { userId, callLogVersion } = authOf(request);
      const build = async () => {
        const rows = await listVisibleCalls(ctx.db, userId);
        const items: CallLogItem<number>[] = rows.map(callLogItemOf);
        // The route's own response serializer, so the bytes are those Fastify would have sent.
        const serialized = reply.serialize(items);
        return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
      };
      // Only building the answer takes one of the customer's turns: a kept answer is served at once.
      const body = await callLogs.get(userId, callLogVersion, () => ctx.heavyReads.run(userId, build));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post<{ Body: HideCallRequest<number>; Reply: SuccessResponse }>(
    '/webhidecalls',
    {
      schema: {
        tags: ['calls'],
        summary: 'Hide one call from the history',
        security: tokenSecurity,
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: rowIdSchema },
        },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      if (!(await hideCall(ctx.db, authOf(request).userId, request.body.id))) throw new HttpFailure(404, 'Call not found.');
      return { success: true, message: 'Call history deleted.' };
    },
  );
};
