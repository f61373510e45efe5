/** Where our own message pictures are served (routes/media.ts). */
const OWN_MEDIA_PREFIX = '/api/media/';

/** How a picture of ours is stored: by path, never by the address the server had at the time. */
export function ownMediaPath(fileName: string): string {
  return `${OWN_MEDIA_PREFIX}${fileName}`;
}

/**
 * The link a client gets for a stored media URL: our own pictures at the current PUBLIC_URL (the
 * SPA shows only http(s) images, and its CSP allows them only from its own origin); a provider's
 * absolute URL unchanged.
 */
export function mediaUrlForClient(stored: string | null, publicUrl: string): string | null {
  if (stored === null || !stored.startsWith(OWN_MEDIA_PREFIX)) return stored;
  return `${publicUrl.replace(/\/+$/, '')}${stored}`;
}
