import type { FastifyRequest } from 'fastify';

/**
 * A place name as proxies write them ('Paris', 'FR', 'São Paulo'): letters, digits, spaces and a
 * few marks. Anything else (a link, markup, a line break) is not a place and is not mailed.
 */
const PLACE_PART = /^[\p{L}\p{M}\p{N} .,'’()-]{1,64}$/u;

/** Node reads header bytes as Latin-1; a proxy writes UTF-8 ('S\u00c3\u00a3o Paulo' is 'São Paulo'). */
function utf8Of(value: string): string {
  const decoded = Buffer.from(value, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? value : decoded;
}

/**
 * Where the caller is, as the trusted proxy's headers named in LOCATION_HEADERS say ('Paris, FR'):
 * there is no GeoIP database here, so without such headers the place is unknown (null).
 */
export function signInPlaceOf(request: FastifyRequest, headerNames: string[]): string | null {
  const parts: string[] = [];
  for (const name of headerNames) {
    const value = request.headers[name];
    if (typeof value !== 'string') continue;
    const part = utf8Of(value).trim();
    if (PLACE_PART.test(part) && !parts.includes(part)) parts.push(part);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}
