import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_HEADER = /^sha256=([0-9a-fA-F]{64})$/;

/** The header value a sender puts on `body`: `sha256=` + the hex HMAC-SHA256 of the raw body. */
export function signWebhookBody(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * True if `header` (X-Webhook-Signature) is the HMAC of exactly these bytes under `secret`,
 * compared in constant time so the response time tells nothing about a near miss.
 */
export function isValidWebhookSignature(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const match = SIGNATURE_HEADER.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}
