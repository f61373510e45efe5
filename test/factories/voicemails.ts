import type { Voicemail } from '../../src/contract/api';
import { nextId, nextPhoneNumber } from './sequence';

export function buildVoicemail(overrides: Partial<Voicemail> = {}): Voicemail {
  return {
    id: nextId(),
    from_number: nextPhoneNumber(),
    caller_name: null,
    received_at: '2026-11-27T16:22:39.000Z',
    duration: 8,
    transcript: 'Hi, this is Dana from Bright Smile Dental, confirming your cleaning tomorrow at ten.',
    heard: false,
    call_id: null,
    ...overrides,
  };
}
