import type { Insertable } from 'kysely';
import type { CallsTable, VoicemailsTable } from '../db/schema';
import { sandboxRecordingUrl } from '../providers/telephony/sandboxTelephonyProvider';
import { clipDurationSeconds, VOICEMAIL_CLIPS } from '../voicemail/voicemailClips';
import { DEMO_BLOCKED_NUMBERS, DEMO_PHONE_NUMBER } from './demoContacts';

/** How long the demo phone rang before the greeting answered. */
const RING_MS = 20_000;
/** The newest voicemails the demo customer has not listened to yet. */
export const DEMO_UNHEARD_VOICEMAILS = 2;

/**
 * One voicemail of a shipped clip after each of the newest missed calls to the demo number (a
 * blocked caller never reaches the greeting): the carrier's caller ID name and transcript, the
 * recording at the sandbox carrier. The newest DEMO_UNHEARD_VOICEMAILS are not heard yet.
 */
export function demoVoicemails(userId: number, calls: readonly Insertable<CallsTable>[], now: Date): Insertable<VoicemailsTable>[] {
  const blocked: readonly string[] = DEMO_BLOCKED_NUMBERS;
  const missed = calls
    .filter((call) => call.call_to === DEMO_PHONE_NUMBER && call.hangup_cause === 'NO_ANSWER' && !blocked.includes(call.call_from))
    .sort((a, b) => new Date(b.call_date).getTime() - new Date(a.call_date).getTime())
    .slice(0, VOICEMAIL_CLIPS.length);
  return missed.map((call, index) => {
    const clip = VOICEMAIL_CLIPS[index];
    return {
      user_id: userId,
      external_id: `seed-voicemail-${index + 1}`,
      from_number: call.call_from,
      caller_name: clip.callerName,
      received_at: new Date(new Date(call.call_date).getTime() + RING_MS),
      duration_seconds: clipDurationSeconds(clip),
      transcript: clip.transcript,
      recording_url: sandboxRecordingUrl(clip.fileName),
      heard_at: index < DEMO_UNHEARD_VOICEMAILS ? null : now,
    };
  });
}
