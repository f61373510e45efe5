import type { BlockedNumber, Profile } from '../../src/contract/api';
import { nextPhoneNumber } from './sequence';

/** GET /user/webprofile: a verified customer unless overridden. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com', is_verified: true, ...overrides };
}

export function buildBlockedNumber(overrides: Partial<BlockedNumber> = {}): BlockedNumber {
  return { phone_number: nextPhoneNumber(), ...overrides };
}

/** `count` distinct blocked numbers. */
export function buildBlockedNumbers(count = 2): BlockedNumber[] {
  return Array.from({ length: count }, () => buildBlockedNumber());
}
