import type { Voicemail, VoicemailHeardResponse, VoicemailPage } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { countUnheardVoicemails, findVoicemailRecording, listVoicemails, markVoicemailHeard } from '../db/queries/voicemails';
import { byteRangeOf } from '../http/byteRange';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { RecordingUnavailableError, TelephonyProviderError } from '../providers/telephony/TelephonyProvider';
import { voicemailOf } from '../voicemail/voicemailFormat';
import type { RouteModule } from './RouteModule';

export const VOICEMAIL_NOT_FOUND = 'Voicemail not found.';
export const RECORDING_GONE = "This voicemail's recording is no longer available at the carrier.";
export const CARRIER_UNREACHABLE = 'The recording could not be fetched from the carrier just now. Please try again in a minute.';
export const UNKNOWN_CURSOR = 'This page of voicemails is unknown: start again from the first page.';

export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;

/** Database ids in a path or query: digits only, within PostgreSQL's integer. */
const idTextSchema = { type: 'string', pattern: '^[0-9]{1,10}$' } as const;
const MAX_ID = 2147483647;

const voicemailSchema = {
  type: 'object',
  required: ['id', 'from_number', 'caller_name', 'received_at', 'duration', 'transcript', 'heard', 'call_id'],
  properties: {
    id: { type: 'integer' },
    from_number: { type: 'string', description: 'The caller (10 digits for a US number)' },
    caller_name: { type: ['string', 'null'], description: "Caller ID name: the carrier's with the voicemail, else its caller lookup's; null: none" },
    received_at: { type: 'string', description: 'ISO 8601' },
    duration: { type: 'integer', description: 'Seconds' },
    transcript: { type: ['string', 'null'], description: "The carrier's transcription, when it made one" },
    heard: { type: 'boolean' },
    call_id: { type: ['integer', 'null'], description: 'The GET /webcalllog call it followed: the caller\'s call that began up to 10 minutes before it' },
    spam_likely: { type: 'boolean', description: 'The carrier rates the caller as likely spam (false until it was looked up)' },
  },
} as const;

const unheardCountSchema = { type: 'integer', description: 'Voicemails not heard yet' } as const;

/** An id from a path or query, or a 404 (an id beyond the column's range names no voicemail). */
function idOf(text: string): number {
  const id = Number(text);
  if (id < 1 || id > MAX_ID) throw new HttpFailure(404, VOICEMAIL_NOT_FOUND);
  return id;
}

const EXTENSIONS: Record<string, string> = { 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/wave': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'audio/opus': 'opus', 'audio/mp4': 'm4a' };

/**
 * The voicemail inbox (not in SPEC §7): list, listen, mark heard. Read-only otherwise: the
 * dashboard never deletes a voicemail (SPEC §1). Voicemails arrive through the telephony webhook.
 */
export const voicemailRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.get<{ Querystring: { before?: string; limit?: string }; Reply: VoicemailPage }>(
    '/voicemails',
    {
      schema: {
        tags: ['voicemail'],
        summary: "The caller's voicemails, newest first, a page at a time, with how many are not heard yet",
        description: `Keyset pages: pass the previous page's next_before as before (400 when it names none of the caller's). limit: 1–${PAGE_MAX_LIMIT}, default ${PAGE_DEFAULT_LIMIT}.`,
        security: tokenSecurity,
        querystring: {
          type: 'object',
          properties: {
            before: { ...idTextSchema, description: "the previous page's next_before" },
            limit: { type: 'string', pattern: '^(?:[1-9]|[1-9][0-9]|100)$', description: `1–${PAGE_MAX_LIMIT}` },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['voicemails', 'next_before', 'unheard_count'],
            properties: { voicemails: { type: 'array', items: voicemailSchema }, next_before: { type: ['integer', 'null'] }, unheard_count: unheardCountSchema },
          },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const limit = request.query.limit === undefined ? PAGE_DEFAULT_LIMIT : Number(request.query.limit);
      let beforeId: number | undefined;
      if (request.query.before !== undefined) {
        beforeId = Number(request.query.before);
        if (beforeId < 1 || beforeId > MAX_ID || (await findVoicemailRecording(ctx.db, userId, beforeId)) === undefined) throw new HttpFailure(400, UNKNOWN_CURSOR);
      }
      // One more than asked tells whether another page follows.
      const [rows, unheard] = await Promise.all([listVoicemails(ctx.db, userId, { beforeId, limit: limit + 1 }), countUnheardVoicemails(ctx.db, userId)]);
      const page: Voicemail[] = rows.slice(0, limit).map(voicemailOf);
      return { voicemails: page, next_before: rows.length > limit ? page[page.length - 1].id : null, unheard_count: unheard };
    },
  );

  app.get<{ Params: { voicemailId: string } }>(
    '/voicemails/:voicemailId/audio',
    {
      schema: {
        tags: ['voicemail'],
        summary: "A voicemail's recording, fetched from the carrier; byte ranges (Range: bytes=…) answer 206",
        description:
          "Only the caller's own voicemails (another's id is a 404, as an unknown one), with the token in the Authorization header. " +
          'A single bytes range answers 206 with Content-Range; a range past the end 416; several ranges the whole recording (200). ' +
          '404 too when the carrier no longer keeps the recording; 502 when the carrier cannot be reached.',
        produces: ['audio/wav', 'audio/mpeg'],
        security: tokenSecurity,
        params: { type: 'object', required: ['voicemailId'], properties: { voicemailId: idTextSchema } },
        headers: { type: 'object', properties: { range: { type: 'string', maxLength: 200, description: 'bytes=start-end, bytes=start- or bytes=-suffix' } } },
        response: {
          200: { description: 'The whole recording', type: 'string', format: 'binary' },
          206: { description: 'The range asked for', type: 'string', format: 'binary' },
          416: failureResponses[400],
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const recordingUrl = await findVoicemailRecording(ctx.db, authOf(request).userId, idOf(request.params.voicemailId));
      if (recordingUrl === undefined) throw new HttpFailure(404, VOICEMAIL_NOT_FOUND);
      let recording;
      try {
        recording = await ctx.providers.telephony.fetchRecording({ recordingUrl });
      } catch (error) {
        if (error instanceof RecordingUnavailableError) throw new HttpFailure(404, RECORDING_GONE);
        if (!(error instanceof TelephonyProviderError)) throw error;
        request.log.warn({ err: error }, 'voicemail recording download failed');
        throw new HttpFailure(502, CARRIER_UNREACHABLE);
      }
      const { audio, contentType } = recording;
      // Private audio: kept by no shared cache, and played, never sniffed as something else.
      reply
        .header('content-type', contentType)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="voicemail-${request.params.voicemailId}.${EXTENSIONS[contentType] ?? 'bin'}"`);
      const range = byteRangeOf(request.headers.range, audio.length);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${audio.length}`);
        throw new HttpFailure(416, `The range asked for is beyond the recording's ${audio.length} bytes.`);
      }
      if (range === 'whole') return reply.send(audio);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${audio.length}`)
        .send(audio.subarray(range.start, range.end + 1));
    },
  );

  app.post<{ Params: { voicemailId: string }; Reply: VoicemailHeardResponse }>(
    '/voicemails/:voicemailId/heard',
    {
      schema: {
        tags: ['voicemail'],
        summary: 'Mark one of the caller\'s voicemails heard; answers how many are left unheard',
        description: 'Marking one heard again changes nothing. Another customer\'s id is a 404, as an unknown one.',
        security: tokenSecurity,
        params: { type: 'object', required: ['voicemailId'], properties: { voicemailId: idTextSchema } },
        response: {
          200: { type: 'object', required: ['success', 'unheard_count'], properties: { success: { type: 'boolean', enum: [true] }, unheard_count: unheardCountSchema } },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      if (!(await markVoicemailHeard(ctx.db, userId, idOf(request.params.voicemailId)))) throw new HttpFailure(404, VOICEMAIL_NOT_FOUND);
      return { success: true as const, unheard_count: await countUnheardVoicemails(ctx.db, userId) };
    },
  );
};
