import type { FastifyRequest } from 'fastify';
import { HttpFailure } from './HttpFailure';

/** The words Fastify's own 415 gets in errorHandler.ts, so every 415 reads alike. */
export const SEND_JSON = 'Unsupported content type: send application/json.';

/**
 * `onRequest` hook of routes that must not be reachable from another site's HTML form: a form can
 * post urlencoded, multipart or text/plain bodies without the browser asking first (no CORS
 * preflight), never application/json. Checked before the body is read.
 */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json') throw new HttpFailure(415, SEND_JSON);
}
