import type { LiveEventPayloads, VoicemailHeardResponse, VoicemailPage } from '../../contract/api';
import { amount, bool, digits, INVALID, listOf, optional, positiveInteger as voicemailId, responseCheck, shape, text, type Read } from './readers';

const maybeId: Read<number | null> = (value) => (value === null || value === undefined ? null : voicemailId(value));

const voicemail = shape({
  id: voicemailId,
  from_number: digits,
  caller_name: optional(text, null),
  received_at: text,
  duration: optional(amount, 0),
  transcript: optional(text, null),
  heard: optional(bool, false),
  call_id: maybeId,
});

// Not in SPEC §7: a backend without the inbox answers 404.
export const voicemailChecks = {
  page: responseCheck<VoicemailPage>('voicemails', shape({ voicemails: listOf(voicemail), next_before: maybeId, unheard_count: optional(amount, 0) })),
  heard: responseCheck<VoicemailHeardResponse>('voicemail heard', shape({ success: bool, unheard_count: optional(amount, 0) })),
};

/** The live stream's voicemail event, read as the list's items are; undefined for data the inbox cannot use. */
export function liveVoicemail(value: unknown): LiveEventPayloads['voicemail'] | undefined {
  const read = shape({ voicemail, unheard_count: optional(amount, 0) })(value);
  return read === INVALID ? undefined : (read as unknown as LiveEventPayloads['voicemail']);
}
