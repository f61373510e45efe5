import type { CallLogItem } from '../../contract/api';
import { amount, bool, digits, id, INVALID, listOf, optional, responseCheck, shape, text, type Read } from './readers';

/** Our extras to SPEC §7's item: a value of the wrong type is dropped (as if not sent), never fails the log. */
const extra =
  <T,>(read: Read<T>): Read<T | undefined> =>
  (value) => {
    const result = read(value);
    return result === INVALID ? undefined : result;
  };

/** A listed name, or null for none; a blank name is none. */
const callerName: Read<string | null> = (value) => {
  if (value === null) return null;
  if (typeof value !== 'string') return INVALID;
  return value.trim() === '' ? null : value;
};

/** A call of the log; the live stream's call events are read the same way. */
export const callLogItem = shape({
  id,
  call_date: text,
  call_from: digits,
  call_to: digits,
  duration: optional(amount, 0),
  hangup_cause: optional(text, ''),
  is_blocked: optional(bool, false),
  caller_name: extra(callerName),
  spam_likely: extra(bool),
});

export const callsChecks = {
  callLog: responseCheck<CallLogItem[]>('call log', listOf(callLogItem)),
};
