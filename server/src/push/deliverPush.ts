import webPush from 'web-push';
import type { PushPayload } from '../../../src/contract/api';
import type { VapidKeys } from './vapidKeys';

/** What a push service needs to reach one device. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the device unsubscribed (404/410), forget it; failed: try next time. */
export type PushOutcome = { result: 'sent' } | { result: 'gone' } | { result: 'failed'; status: number | null; reason: string };

/** How long a push service keeps an undelivered push (seconds): an event older than a day is stale news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts `payload` for one device (aes128gcm, RFC 8291), signs the request with the VAPID keys
 * (RFC 8292) and posts it. web-push builds the request; fetch sends it, so a sandbox can deliver to
 * a local http:// push service (web-push itself speaks https only).
 */
export async function deliverPush(
  keys: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      urgency: payload.kind === 'message' ? 'normal' : 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  try {
    const response = await fetchImpl(request.endpoint, { method: request.method, headers, body: request.body ? new Uint8Array(request.body) : undefined });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { result: 'gone' };
    if (response.ok) return { result: 'sent' };
    return { result: 'failed', status: response.status, reason: `push service answered ${response.status}` };
  } catch (error) {
    return { result: 'failed', status: null, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The endpoint's origin: all a log line may say about where a push went (the path identifies the device). */
export function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an invalid endpoint';
  }
}
