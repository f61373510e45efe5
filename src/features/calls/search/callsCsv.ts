import { csvLines } from '../../../contract/csvCell';
import { browserClock, formatDayAndTime, formatIsoDay, type ReadWallClock } from '../../../contract/dateFormat';
import { formatPhone } from '../../../lib/formatPhone';
import { callInstant, isOutgoing, otherParty } from '../callHistory';
import { callMessages } from '../callMessages';
import type { IndexedCall } from './callIndex';

const HEADER = callMessages.csvColumns;

/**
 * The row of one call: when (exact, UTC ISO 8601 for software; the customer's clock in the
 * product's date style for people), direction, kind, other party, duration, blocked.
 */
function csvRow({ call, kind }: IndexedCall, ownNumber: string | null, read: ReadWallClock): string[] {
  const at = callInstant(call);
  return [
    at ? `${at.toISOString().slice(0, 19)}Z` : call.call_date,
    at ? formatDayAndTime(at, read) : '',
    isOutgoing(call, ownNumber) ? callMessages.outgoing : callMessages.incoming,
    callMessages.kinds[kind],
    formatPhone(otherParty(call, ownNumber)),
    String(call.duration),
    call.is_blocked ? callMessages.yes : callMessages.no,
  ];
}

/** The calls as CSV (RFC 4180: CRLF line ends, a header row), in the list's order. */
export function callsCsv(entries: readonly IndexedCall[], ownNumber: string | null, read: ReadWallClock = browserClock): string {
  return csvLines([HEADER, ...entries.map((entry) => csvRow(entry, ownNumber, read))]);
}

/** 'calls-2024-05-02.csv', the customer's day of the export. */
export function csvFileName(now: Date = new Date()): string {
  return `calls-${formatIsoDay(now)}.csv`;
}
