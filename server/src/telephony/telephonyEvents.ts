import type { Kysely } from 'kysely';
import { insertCall } from '../db/queries/calls';
import { ensureChat, insertMessage } from '../db/queries/chats';
import { findPhoneOwner } from '../db/queries/phoneOwners';
import { insertVoicemail } from '../db/queries/voicemails';
import { recordWebhookEvent } from '../db/queries/webhookEvents';
import type { Database } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { normalizePartyNumber, normalizeUsNumber } from '../lib/usPhoneNumbers';

/** The source name under which telephony event ids are de-duplicated in webhook_events. */
export const TELEPHONY_SOURCE = 'telephony';

interface EventBase {
  event_id: string;
  /** The customer's number: whose account the event belongs to. */
  phone_number: string;
}

export interface CallCompletedEvent extends EventBase {
  event: 'call.completed';
  call_from: string;
  call_to: string;
  /** ISO 8601. */
  started_at: string;
  /** Seconds. */
  duration: number;
  hangup_cause: string;
}

export interface MessageEvent extends EventBase {
  /** received: the other party wrote to the customer; sent: the customer wrote from the phone app. */
  event: 'message.received' | 'message.sent';
  third_party_number: string;
  text: string;
  media_type?: string | null;
  media_url?: string | null;
  /** ISO 8601. */
  timestamp: string;
  /** Delivery of an outgoing message; true unless the carrier reported a failure. */
  sent?: boolean;
}

/** A caller left a voicemail; the carrier keeps the recording at recording_url. */
export interface VoicemailEvent extends EventBase {
  event: 'voicemail.received';
  call_from: string;
  /** ISO 8601: when the caller started speaking. */
  timestamp: string;
  /** Seconds. */
  duration: number;
  recording_url: string;
  /** The carrier's transcription, when it made one. */
  transcript?: string | null;
  /** The caller ID name (CNAM), when the carrier looked it up. */
  caller_name?: string | null;
}

export type TelephonyEvent = CallCompletedEvent | MessageEvent | VoicemailEvent;

/** 'stored': new and saved; 'duplicate': seen before, nothing changed; 'ignored': no customer holds the number. */
export type TelephonyEventOutcome = 'stored' | 'duplicate' | 'ignored';

/** The outcome, and whose the event is (null when no customer holds the number). */
export type StoredTelephonyEvent = { outcome: 'stored' | 'duplicate'; userId: number } | { outcome: 'ignored'; userId: null };

/** A call's other party as stored: the number that is not the customer's. */
export function otherPartyOfCall(customerNumber: string, event: Pick<CallCompletedEvent, 'call_from' | 'call_to'>): string {
  const callFrom = normalizePartyNumber(event.call_from);
  return callFrom === customerNumber ? normalizePartyNumber(event.call_to) : callFrom;
}

async function storeCall(db: Kysely<Database>, userId: number, customerNumber: string, event: CallCompletedEvent) {
  const callFrom = normalizePartyNumber(event.call_from);
  const callTo = normalizePartyNumber(event.call_to);
  await insertCall(db, {
    userId,
    externalId: event.event_id,
    callDate: new Date(event.started_at),
    callFrom,
    callTo,
    thirdPartyNumber: otherPartyOfCall(customerNumber, event),
    hangupCause: event.hangup_cause,
    durationSeconds: event.duration,
  });
}

async function storeMessage(db: Kysely<Database>, userId: number, event: MessageEvent) {
  const chatId = await ensureChat(db, userId, normalizePartyNumber(event.third_party_number));
  await insertMessage(db, {
    chatId,
    externalId: event.event_id,
    text: event.text,
    sentAt: new Date(event.timestamp),
    direction: event.event === 'message.received' ? 'inbound' : 'outbound',
    sent: event.sent ?? true,
    mediaType: event.media_type ?? null,
    mediaUrl: event.media_url ?? null,
  });
}

async function storeVoicemail(db: Kysely<Database>, userId: number, event: VoicemailEvent) {
  const transcript = event.transcript?.trim();
  const callerName = event.caller_name?.trim();
  await insertVoicemail(db, {
    userId,
    externalId: event.event_id,
    fromNumber: normalizePartyNumber(event.call_from),
    callerName: callerName || null,
    receivedAt: new Date(event.timestamp),
    durationSeconds: event.duration,
    transcript: transcript || null,
    recordingUrl: event.recording_url,
  });
}

/**
 * Stores a call, message or voicemail for the customer holding `phone_number`, exactly once per event_id:
 * the event id is recorded in the same transaction as the data, so a retry after a failure is
 * stored and a retry after success is a no-op.
 */
export async function storeTelephonyEvent(db: Kysely<Database>, event: TelephonyEvent): Promise<StoredTelephonyEvent> {
  const customerNumber = normalizeUsNumber(event.phone_number);
  if (!customerNumber) throw new HttpFailure(400, 'phone_number must be a US number (10 digits, 1 + 10 digits or +1…).');
  const userId = await findPhoneOwner(db, customerNumber);
  if (userId === undefined) return { outcome: 'ignored', userId: null };
  return db.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, TELEPHONY_SOURCE, event.event_id))) return { outcome: 'duplicate', userId };
    if (event.event === 'call.completed') await storeCall(trx, userId, customerNumber, event);
    else if (event.event === 'voicemail.received') await storeVoicemail(trx, userId, event);
    else await storeMessage(trx, userId, event);
    return { outcome: 'stored', userId };
  });
}
