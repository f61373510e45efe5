import type { Voicemail } from '../../../src/contract/api';
import type { VoicemailRow } from '../db/queries/voicemails';

/** A voicemail row as GET /api/voicemails and the live stream show it. */
export function voicemailOf(row: VoicemailRow): Voicemail {
  return {
    id: row.id,
    from_number: row.from_number,
    caller_name: row.caller_name,
    received_at: new Date(row.received_at).toISOString(),
    duration: row.duration_seconds,
    transcript: row.transcript,
    heard: row.heard_at !== null,
    call_id: row.call_id === null ? null : Number(row.call_id),
    spam_likely: row.spam_likely,
  };
}
