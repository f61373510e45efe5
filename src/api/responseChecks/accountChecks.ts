import type { ActiveSession, BlockedNumber, Profile, VoicemailGreetingInfo } from '../../contract/api';
import { amount, bool, digits, idAsText, listOf, maybe, optional, responseCheck, shape, text } from './readers';

export const accountChecks = {
  profile: responseCheck<Profile>('profile', shape({ first_name: optional(text, ''), last_name: optional(text, ''), email: optional(text, '') })),
  blockedNumbers: responseCheck<BlockedNumber[]>('blocked numbers', listOf(shape({ phone_number: digits }))),
  voicemailGreeting: responseCheck<VoicemailGreetingInfo | null>(
    'voicemail greeting',
    maybe(shape({ file_name: optional(text, null), size_bytes: optional(amount, 0), uploaded_at: text })),
  ),
  // Not in SPEC §7: a backend without signed-in devices answers 404.
  sessions: responseCheck<ActiveSession[]>(
    'signed-in devices',
    listOf(
      shape({
        id: idAsText,
        created_at: text,
        last_seen_at: text,
        ip: optional(text, null),
        user_agent: optional(text, null),
        browser: optional(text, null),
        os: optional(text, null),
        current: optional(bool, false),
      }),
    ),
  ),
};
