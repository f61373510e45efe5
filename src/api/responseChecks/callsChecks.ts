import type { CallLogItem } from '../../contract/api';
import { callerIdFields } from './callerIdReaders';
import { amount, bool, digits, extra, id, listOf, optional, positiveInteger, responseCheck, shape, text } from './readers';

/** A call of the log; the live stream's call events are read the same way. voicemail_id is our extra (the voicemail left after the call). */
export const callLogItem = shape({
  id,
  call_date: text,
  call_from: digits,
  call_to: digits,
  duration: optional(amount, 0),
  hangup_cause: optional(text, ''),
  is_blocked: optional(bool, false),
  ...callerIdFields,
  voicemail_id: extra(positiveInteger),
});

export const callsChecks = {
  callLog: responseCheck<CallLogItem[]>('call log', listOf(callLogItem)),
};
