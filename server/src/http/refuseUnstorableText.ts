import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpFailure } from './HttpFailure';

/**
 * U+0000, and a UTF-16 surrogate without its partner: PostgreSQL refuses the first in text (an
 * error, hence a 500, and a half-done write when it came mid-way), and UTF-8 cannot encode the
 * second (the driver silently stores U+FFFD instead, so what was stored is not what was sent).
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a character no text column can store as sent. */
export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * Where in `value` (a parsed JSON body, path parameters, a query) the first unstorable string is,
 * as 'body/first_name', or null. Keys count too. Walked without recursion: a 64 KB body can nest
 * 30,000 levels deep.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}/${index}`]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorable(key)) return path;
        pending.push([item, `${path}/${key}`]);
      }
    }
  }
  return null;
}

async function refuseUnstorable(request: FastifyRequest): Promise<void> {
  const where = findUnstorableText(request.params, 'params') ?? findUnstorableText(request.query, 'querystring') ?? findUnstorableText(request.body, 'body');
  // The path names the caller's own keys: cut short, so a huge key is not echoed back whole.
  if (where) throw new HttpFailure(400, `Invalid request: ${where.slice(0, 100)} contains a NUL character or an unpaired surrogate.`);
}

/**
 * Refuses, with a 400 in the SPEC §8 shape, any request whose path parameters, query or parsed
 * body carry such a string, before validation and before any handler: once, for every route.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', refuseUnstorable);
}
