import { randomUUID } from 'node:crypto';
import type { SandboxSimulationRequest } from '../../../src/contract/api';
import { spokenNumber as formatPhone } from './spokenNumber';
import type { AppContext } from '../appContext';
import { listHeldPhones } from '../db/queries/phones';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { ownMediaPath } from '../lib/mediaUrls';
import { normalizeUsNumber } from '../lib/usPhoneNumbers';
import { pushStoredEventsInBackground } from '../push/telephonyPushes';
import { lookUpCallerInBackground } from '../telephony/callerLookups';
import { sandboxRecordingUrl } from '../providers/telephony/sandboxTelephonyProvider';
import { storeTelephonyEvent, type TelephonyEvent } from '../telephony/telephonyEvents';
import { clipDurationSeconds, VOICEMAIL_CLIPS } from '../voicemail/voicemailClips';
import { simulateEsimUsage } from './simulatedEsimUsage';
import { simulatePortDecision } from './simulatedPortDecision';

/** The other party when the customer names none: 555-01xx numbers are reserved for fiction. */
export const SIMULATED_CALLER = '6175550123';
/** The picture of a simulated picture text: one of the seed pictures (server/data/seed-media) GET /api/media serves. */
export const SIMULATED_PICTURE = 'coffee.jpg';
export const DEFAULT_TEXT = 'Hi! This text came from the sandbox network simulator.';
export const DEFAULT_PICTURE_TEXT = 'A picture from the sandbox network simulator.';
export const DEFAULT_CALL_SECONDS = 95;

export const NO_NUMBER = 'You have no phone number yet. Buy a number or transfer yours, then simulate again.';
export const BAD_PARTY = 'Enter the other party as a US phone number, e.g. (617) 555-0123.';

/** The caller's own number: the first they hold, as the dashboard shows it. */
async function ownNumber(ctx: AppContext, userId: number): Promise<string> {
  const [phone] = await listHeldPhones(ctx.db, userId);
  if (!phone) throw new HttpFailure(409, NO_NUMBER);
  return phone.phone_number;
}

function otherParty(from: string | undefined): string {
  if (from === undefined || from.trim() === '') return SIMULATED_CALLER;
  const number = normalizeUsNumber(from);
  if (!number) throw new HttpFailure(400, BAD_PARTY);
  return number;
}

/** How long the sandbox phone rings before the greeting answers a missed call. */
export const RING_SECONDS = 20;

/**
 * What the carrier reports when a caller leaves a voicemail: the missed call, then the voicemail
 * (one of the shipped clips, in turn by the clock's second) that began after the ringing.
 */
function voicemailEventsFor(customer: string, party: string, now: Date): TelephonyEvent[] {
  const clip = VOICEMAIL_CLIPS[Math.floor(now.getTime() / 1000) % VOICEMAIL_CLIPS.length];
  const seconds = clipDurationSeconds(clip);
  const callStarted = new Date(now.getTime() - (RING_SECONDS + seconds) * 1000);
  const id = `sandbox-${randomUUID()}`;
  return [
    { event: 'call.completed', event_id: `${id}-call`, phone_number: customer, call_from: party, call_to: customer, started_at: callStarted.toISOString(), duration: 0, hangup_cause: 'NO_ANSWER' },
    {
      event: 'voicemail.received',
      event_id: `${id}-voicemail`,
      phone_number: customer,
      call_from: party,
      timestamp: new Date(callStarted.getTime() + RING_SECONDS * 1000).toISOString(),
      duration: seconds,
      recording_url: sandboxRecordingUrl(clip.fileName),
      transcript: clip.transcript,
      caller_name: clip.callerName,
    },
  ];
}

/** The event the carrier's webhook would deliver for the request (docs/configuration.md › Telephony webhook). */
function telephonyEventFor(request: SandboxSimulationRequest & { event: Exclude<SandboxSimulationRequest['event'], 'voicemail'> }, customer: string, party: string, now: Date): TelephonyEvent {
  const base = { event_id: `sandbox-${randomUUID()}`, phone_number: customer };
  const at = now.toISOString();
  switch (request.event) {
    case 'incoming_call':
      return { ...base, event: 'call.completed', call_from: party, call_to: customer, started_at: at, duration: request.duration ?? DEFAULT_CALL_SECONDS, hangup_cause: 'SUCCESS' };
    case 'missed_call':
      return { ...base, event: 'call.completed', call_from: party, call_to: customer, started_at: at, duration: 0, hangup_cause: 'NO_ANSWER' };
    case 'text':
      return { ...base, event: 'message.received', third_party_number: party, text: request.text?.trim() || DEFAULT_TEXT, timestamp: at };
    default:
      return {
        ...base,
        event: 'message.received',
        third_party_number: party,
        text: request.text?.trim() || DEFAULT_PICTURE_TEXT,
        media_type: 'image/jpeg',
        media_url: ownMediaPath(SIMULATED_PICTURE),
        timestamp: at,
      };
  }
}

const happened: Record<'incoming_call' | 'missed_call' | 'voicemail' | 'text' | 'picture_text', string> = {
  incoming_call: 'An answered call',
  missed_call: 'A missed call',
  voicemail: 'A voicemail',
  text: 'A text',
  picture_text: 'A text with a picture',
};

/**
 * Makes the phone network send the caller's own number what the request names, through the code
 * a real provider's news takes: calls and texts as the telephony webhook stores them
 * (storeTelephonyEvent, which announces them to the live event stream), port decisions as the
 * port tracker settles them, eSIM usage as the usage report reads it from the operator.
 * Answers what happened, in words.
 */
export async function simulateNetworkEvent(ctx: AppContext, userId: number, request: SandboxSimulationRequest, log: Logger): Promise<string> {
  if (request.event === 'port_completed' || request.event === 'port_rejected') {
    return simulatePortDecision(ctx, userId, request.event === 'port_completed' ? 'ok' : (request.reason ?? 'pin_mismatch'), log);
  }
  if (request.event === 'esim_usage') return simulateEsimUsage(ctx, userId, request.megabytes);
  const customer = await ownNumber(ctx, userId);
  const party = otherParty(request.from);
  const now = new Date(ctx.clock());
  const events = request.event === 'voicemail' ? voicemailEventsFor(customer, party, now) : [telephonyEventFor({ ...request, event: request.event }, customer, party, now)];
  for (const event of events) {
    const { outcome } = await storeTelephonyEvent(ctx.db, event);
    // The number was the caller's a moment ago: only a release in between leaves it to nobody.
    if (outcome !== 'stored') throw new HttpFailure(409, NO_NUMBER);
  }
  // As the telephony webhook does for a stored call (routes/telephonyWebhook.ts).
  const lookedUp = lookUpCallerInBackground(ctx, party);
  pushStoredEventsInBackground(ctx, log, userId, events, lookedUp);
  return `${happened[request.event]} from ${formatPhone(party)} reached ${formatPhone(customer)}.`;
}
