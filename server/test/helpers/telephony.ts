import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sandboxRecordingUrl } from '../../src/providers/telephony/sandboxTelephonyProvider';
import type { CallCompletedEvent, MessageEvent, TelephonyEvent, VoicemailEvent } from '../../src/telephony/telephonyEvents';
import { VOICEMAIL_CLIPS } from '../../src/voicemail/voicemailClips';
import { signWebhookBody } from '../../src/telephony/webhookSignature';
import type { TestServer } from './testServer';

/** The webhook secret the telephony tests configure (TELEPHONY_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = 'test-telephony-secret';

let numberCounter = 0;

/** A ten-digit number no other test uses (555-01xx numbers are fictional; the area code varies). */
export function uniqueNumber(): string {
  numberCounter += 1;
  const area = 200 + ((process.pid + numberCounter * 7) % 700);
  return `${area}555${String(numberCounter % 10000).padStart(4, '0')}`;
}

/** Gives the user an active number, as buying one would. */
export async function giveNumber(server: TestServer, userId: number, phoneNumber = uniqueNumber()): Promise<string> {
  await server.db.insertInto('phones').values({ user_id: userId, phone_number: phoneNumber, status: 'active', origin: 'purchased' }).execute();
  return phoneNumber;
}

export function eventId(): string {
  return `evt_${randomBytes(8).toString('hex')}`;
}

export function callEvent(customerNumber: string, overrides: Partial<CallCompletedEvent> = {}): CallCompletedEvent {
  return {
    event: 'call.completed',
    event_id: eventId(),
    phone_number: customerNumber,
    call_from: '+16175550111',
    call_to: `+1${customerNumber}`,
    started_at: '2025-03-01T14:05:09Z',
    duration: 75,
    hangup_cause: 'SUCCESS',
    ...overrides,
  };
}

/** A voicemail left after callEvent's call, recorded as the sandbox's first clip (its audio is real). */
export function voicemailEvent(customerNumber: string, overrides: Partial<VoicemailEvent> = {}): VoicemailEvent {
  const [clip] = VOICEMAIL_CLIPS;
  return {
    event: 'voicemail.received',
    event_id: eventId(),
    phone_number: customerNumber,
    call_from: '+16175550111',
    timestamp: '2025-03-01T14:05:30.000Z',
    duration: 8,
    recording_url: sandboxRecordingUrl(clip.fileName),
    transcript: clip.transcript,
    caller_name: clip.callerName,
    ...overrides,
  };
}

export function messageEvent(customerNumber: string, overrides: Partial<MessageEvent> = {}): MessageEvent {
  return {
    event: 'message.received',
    event_id: eventId(),
    phone_number: customerNumber,
    third_party_number: '+16175550111',
    text: 'Hello there',
    media_type: null,
    media_url: null,
    timestamp: '2025-03-01T14:05:09.000Z',
    sent: true,
    ...overrides,
  };
}

/** POSTs a raw body to the webhook with the given signature header (none if null). */
export function postWebhookRaw(server: TestServer, body: string, signature: string | null): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-webhook-signature'] = signature;
  return server.app.inject({ method: 'POST', url: '/api/telephony/webhook', headers, payload: body });
}

/** Sends an event the way the telephony side does: JSON, signed with the shared secret. */
export function sendTelephonyEvent(server: TestServer, event: TelephonyEvent | Record<string, unknown>, secret = TEST_WEBHOOK_SECRET): Promise<LightMyRequestResponse> {
  const body = JSON.stringify(event);
  return postWebhookRaw(server, body, signWebhookBody(secret, body));
}
