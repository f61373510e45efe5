import type { EventTicketResponse, LiveEventPayloads } from '../../contract/api';
import { callLogItem } from './callsChecks';
import { chatMessage } from './chatsChecks';
import { amount, bool, digits, id, idAsText, INVALID, optional, responseCheck, shape } from './readers';

// Not in SPEC §7: a backend without live activity answers 404, and there is no stream.
export const eventsChecks = {
  eventTicket: responseCheck<EventTicketResponse>('event ticket', shape({ ticket: idAsText, expires_in: optional(amount, 0) })),
};

/**
 * The live stream's events, read as their GET lists' items are: the same tolerance, and undefined
 * for data a screen cannot use (the stream then ignores the event).
 */
export const liveEventChecks = {
  call: (value: unknown): LiveEventPayloads['call'] | undefined => {
    const read = callLogItem(value);
    return read === INVALID ? undefined : (read as unknown as LiveEventPayloads['call']);
  },
  message: (value: unknown): LiveEventPayloads['message'] | undefined => {
    const read = shape({ chat_id: id, third_party_number: digits, is_blocked: optional(bool, false), message: chatMessage })(value);
    return read === INVALID ? undefined : (read as unknown as LiveEventPayloads['message']);
  },
};
