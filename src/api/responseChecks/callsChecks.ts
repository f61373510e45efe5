import type { CallLogItem } from '../../contract/api';
import { callerIdFields } from './callerIdReaders';
import { amount, bool, digits, id, listOf, optional, responseCheck, shape, text } from './readers';

/** A call of the log; the live stream's call events are read the same way. */
export const callLogItem = shape({
  id,
  call_date: text,
  call_from: digits,
  call_to: digits,
  duration: optional(amount, 0),
  hangup_cause: optional(text, ''),
  is_blocked: optional(bool, false),
  ...callerIdFields,
});

export const callsChecks = {
  callLog: responseCheck<CallLogItem[]>('call log', listOf(callLogItem)),
};
