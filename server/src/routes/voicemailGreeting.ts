import multipart, { type Multipart } from '@fastify/multipart';
import type { SuccessResponse } from '../../../src/types/api';
import { isMp3 } from '../audio/isMp3';
import { authOf } from '../auth/requireAuth';
import { saveVoicemailGreeting } from '../db/queries/voicemailGreetings';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

const FIELD = 'audiofile';
export const NOT_MP3 = 'Please upload an MP3 file.';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Reads the audiofile part into memory (at most the size limit); every other part is skipped. */
async function readAudioFile(parts: AsyncIterableIterator<Multipart>): Promise<Buffer | null> {
  let audio: Buffer | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    // The client's file name and type are never used: not as a path, not as proof of the format.
    if (part.fieldname === FIELD && audio === null) audio = await part.toBuffer();
    else part.file.resume();
  }
  return audio;
}

/**
 * POST /webvmgreeting/: the customer's voicemail greeting, an MP3 checked by its bytes, stored in
 * the database (one per user, replacing the previous one). Multipart parsing exists only in this
 * module's scope.
 */
export const voicemailGreetingRoutes: RouteModule = async (app, ctx) => {
  const maxBytes = ctx.config.greetingMaxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });

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
      let audio: Buffer | null;
      try {
        audio = await readAudioFile(request.parts());
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpFailure(413, `The greeting is too large: at most ${megabytes(maxBytes)}.`);
        // The multipart plugin's own limits (parts, files, fields) carry their 4xx status.
        if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
        // Anything else thrown while reading is the parser's complaint about the body itself.
        request.log.info({ err: error }, 'malformed multipart upload');
        throw new HttpFailure(400, 'The upload is not a well-formed multipart/form-data body.');
      }
      if (!audio || audio.length === 0 || !isMp3(audio)) throw new HttpFailure(400, NOT_MP3);
      await saveVoicemailGreeting(ctx.db, userId, audio, 'audio/mpeg');
      return { success: true, message: 'Voicemail greeting has been uploaded' };
    },
  );
};
