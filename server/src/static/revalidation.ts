import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { FastifyRequest } from 'fastify';

/** A strong validator for bytes made in memory (config.js): the same bytes, the same tag. */
export function etagOfContent(content: string | Buffer): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;
}

/**
 * A weak validator for a file of the build, from its size and modification time: cheap to make
 * on every request, and new whenever a build rewrites the file. Weak, because the same file may
 * be sent compressed or not (RFC 9110 §8.8.1: byte-identical is not promised).
 */
export function etagOfFile(stat: Stats): string {
  return `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
}

/**
 * Whether the browser's copy is current (If-None-Match names the tag, or '*'), so the answer can
 * be 304 Not Modified. Compared weakly, as RFC 9110 §13.1.2 asks for GET.
 */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
