import type { PushSubscriptionRequest } from '../../../src/contract/api';

/** Longest push endpoint URL we store (real ones are well under 600 characters). */
export const MAX_ENDPOINT_LENGTH = 1024;
/** An uncompressed P-256 public key. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64urlBytes(value: string): number | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : null;
}

/**
 * Why a subscription cannot be stored, or null when it can: the endpoint must be an https URL (a
 * sandbox also takes http, so tests and a local product reach a local push service), and the keys
 * must be what a browser makes (p256dh 65 bytes, auth 16 bytes, base64url).
 */
export function subscriptionProblem(request: PushSubscriptionRequest, options: { sandbox: boolean }): string | null {
  const { endpoint, keys } = request;
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return `The push endpoint is longer than ${MAX_ENDPOINT_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  const allowed = options.sandbox ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) {
    return options.sandbox ? 'The push endpoint must be an https or http URL.' : 'The push endpoint must be an https URL.';
  }
  if (base64urlBytes(keys.p256dh) !== P256DH_BYTES) return `keys.p256dh must be a base64url P-256 public key (${P256DH_BYTES} bytes).`;
  if (base64urlBytes(keys.auth) !== AUTH_BYTES) return `keys.auth must be a base64url secret of ${AUTH_BYTES} bytes.`;
  return null;
}

/**
 * The most devices a customer keeps subscribed: storing one more forgets the oldest (browsers
 * that were reset or thrown away never unsubscribe).
 */
export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 20;
