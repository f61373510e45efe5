import { bool, extra, INVALID, type Read } from './readers';

/*
 * Readers of our caller-ID extras (not in SPEC §7) on calls and chats: a value of the wrong type is
 * dropped, as if not sent, and never fails the answer; a SPEC-only backend never sends them.
 */

/** A listed name, or null for none; a blank name is none. */
const listedName: Read<string | null> = (value) => {
  if (value === null) return null;
  if (typeof value !== 'string') return INVALID;
  return value.trim() === '' ? null : value;
};

export const callerIdFields = { caller_name: extra(listedName), spam_likely: extra(bool) };
