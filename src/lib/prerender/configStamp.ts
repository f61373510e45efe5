import type { AppConfig } from '../../contract/appConfig';

/** JSON with each object's keys in order: the same configuration gives the same text on both sides. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A short stamp of the configuration a screen was rendered with (FNV-1a, 32 bits): the client
 * hydrates the server's markup only when its own config.js gives the same stamp. Not a secret and
 * not a security check: it only tells a stale or foreign rendering from a current one.
 */
export function configStamp(config: AppConfig): string {
  let hash = 0x811c9dc5;
  const text = canonicalJson(config);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
