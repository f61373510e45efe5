import multipart, { type Multipart } from '@fastify/multipart';
import type { SuccessResponse, VoicemailGreetingInfo } from '../../../src/contract/api';
import { isMp3 } from '../audio/isMp3';
import { authOf } from '../auth/requireAuth';
import { deleteVoicemailGreeting, findVoicemailGreetingAudio, findVoicemailGreetingInfo, saveVoicemailGreeting } from '../db/queries/voicemailGreetings';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

const FIELD = 'audiofile';
export const NOT_MP3 = 'Please upload an MP3 file.';
export const NO_GREETING = 'You have no greeting of your own: callers hear the standard one.';
export const GREETING_RESET = 'Your greeting is removed. Callers will hear the standard greeting again.';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const MAX_NAME_LENGTH = 120;

/**
 * The uploaded file's name as the account page shows it: its last path segment, without control
 * characters, at most 120 characters; null when nothing is left. Display only.
 */
export function displayNameOf(fileName: string | undefined): string | null {
  const lastSegment = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const printable = lastSegment.replace(/[\p{Cc}\p{Cs}]/gu, '').trim();
  return printable ? printable.slice(0, MAX_NAME_LENGTH) : null;
}

/** Reads the audiofile part into memory (at most the size limit); every other part is skipped. */
async function readAudioFile(parts: AsyncIterableIterator<Multipart>): Promise<{ audio: Buffer; fileName: string | null } | null> {
  let upload: { audio: Buffer; fileName: string | null } | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    // The client's file name and type are never used as a path nor as proof of the format: the
    // name is only shown back to the customer.
    if (part.fieldname === FIELD && upload === null) upload = { audio: await part.toBuffer(), fileName: displayNameOf(part.filename) };
    else part.file.resume();
  }
  return upload;
}

const greetingInfoSchema = {
  type: ['object', 'null'],
  description: 'null when the customer has uploaded no greeting',
  required: ['file_name', 'size_bytes', 'uploaded_at'],
  properties: {
    file_name: { type: ['string', 'null'], description: 'The uploaded file\'s name, for display (null for greetings uploaded before names were kept)' },
    size_bytes: { type: 'integer' },
    uploaded_at: { type: 'string', description: 'ISO 8601' },
  },
} as const;

/**
 * POST /webvmgreeting/: the customer's voicemail greeting, an MP3 checked by its bytes, stored in
 * the database (one per user, replacing the previous one); GET tells which one is current (not in
 * SPEC §7: the account page shows it). Multipart parsing exists only in this module's scope.
 */
export const voicemailGreetingRoutes: RouteModule = async (app, ctx) => {
  const maxBytes = ctx.config.greetingMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });

  app.get<{ Reply: VoicemailGreetingInfo | null }>(
    '/webvmgreeting',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'The current voicemail greeting: its file name, size and upload time (not the audio), or null',
        security: tokenSecurity,
        response: { 200: greetingInfoSchema, ...failureResponses },
      },
    },
    async (request) => {
      const greeting = await findVoicemailGreetingInfo(ctx.db, authOf(request).userId);
      if (!greeting) return null;
      return { file_name: greeting.file_name, size_bytes: greeting.size_bytes, uploaded_at: new Date(greeting.updated_at).toISOString() };
    },
  );

  app.post<{ Reply: SuccessResponse }>(
    '/webvmgreeting/',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['account'],
        summary: `Upload the voicemail greeting: multipart/form-data, field '${FIELD}', an MP3 of at most ${megabytes(maxBytes)}`,
        consumes: ['multipart/form-data'],
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      if (!request.isMultipart()) throw new HttpFailure(415, `Send the greeting as multipart/form-data in the field '${FIELD}'.`);
      let upload: Awaited<ReturnType<typeof readAudioFile>>;
      try {
        upload = await readAudioFile(request.parts());
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpFailure(413, `The greeting is too large: at most ${megabytes(maxBytes)}.`);
        // The multipart plugin's own limits (parts, files, fields) carry their 4xx status.
        if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
        // Anything else thrown while reading is the parser's complaint about the body itself.
        request.log.info({ err: error }, 'malformed multipart upload');
        throw new HttpFailure(400, 'The upload is not a well-formed multipart/form-data body.');
      }
      if (!upload || upload.audio.length === 0 || !isMp3(upload.audio)) throw new HttpFailure(400, NOT_MP3);
      await saveVoicemailGreeting(ctx.db, userId, upload.audio, 'audio/mpeg', upload.fileName);
      return { success: true, message: 'Voicemail greeting has been uploaded' };
    },
  );

  app.get(
    '/webvmgreeting/audio',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'The audio of the current voicemail greeting (audio/mpeg), to play it back',
        description:
          'Only the signed-in customer\'s own greeting, with the token in the Authorization header (never in the URL). 404 when there is none: callers hear the standard greeting.',
        produces: ['audio/mpeg'],
        security: tokenSecurity,
        response: { 200: { description: 'The MP3 bytes', type: 'string', format: 'binary' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const greeting = await findVoicemailGreetingAudio(ctx.db, authOf(request).userId);
      if (!greeting) throw new HttpFailure(404, NO_GREETING);
      // Private audio: kept by no shared cache, and played, never sniffed as something else.
      return reply
        .header('content-type', 'audio/mpeg')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(greeting.audio));
    },
  );

  app.delete<{ Reply: SuccessResponse }>(
    '/webvmgreeting',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['account'],
        summary: 'Reset the voicemail greeting to the standard one',
        description: 'Removes the customer\'s uploaded greeting; callers hear the standard greeting again. Removing when there is none succeeds too.',
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const removed = await deleteVoicemailGreeting(ctx.db, authOf(request).userId);
      return { success: true, message: removed ? GREETING_RESET : NO_GREETING };
    },
  );
};
