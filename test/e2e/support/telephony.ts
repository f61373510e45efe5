import { randomBytes } from 'node:crypto';
import type { TelephonyEvent } from '../../../server/src/telephony/telephonyEvents';
import { signWebhookBody } from '../../../server/src/telephony/webhookSignature';
import { E2E_WEBHOOK_SECRET, type E2eServer } from './e2eServer';

type WithoutId<T> = T extends unknown ? Omit<T, 'event_id'> : never;

/**
 * Delivers an event as the carrier would: POST /api/telephony/webhook signed with the shared secret
 * (docs/configuration.md › Telephony webhook). Throws unless the server stored it.
 */
export async function sendTelephonyEvent(server: E2eServer, event: WithoutId<TelephonyEvent>): Promise<void> {
  const body = JSON.stringify({ event_id: `evt_e2e_${randomBytes(6).toString('hex')}`, ...event });
  const response = await fetch(`${server.origin}/api/telephony/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signWebhookBody(E2E_WEBHOOK_SECRET, body) },
    body,
  });
  const answer = (await response.json()) as { result?: string };
  if (!response.ok || answer.result !== 'stored') throw new Error(`Telephony event not stored: ${response.status} ${JSON.stringify(answer)}`);
}
