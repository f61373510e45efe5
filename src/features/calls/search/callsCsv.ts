import { csvLines } from '../../../contract/csvCell';
import { browserClock, formatDayAndTime, formatIsoDay, type ReadWallClock } from '../../../contract/dateFormat';
import { formatPhone } from '../../../lib/formatPhone';
import { callInstant, isOutgoing, otherParty } from '../callHistory';
import { callMessages } from '../callMessages';
import { hasCallerNames, hasSpamRatings } from './callFilters';
import type { IndexedCall } from './callIndex';

/** The caller-ID columns the export carries: only those whose field the server sends (not in SPEC). */
interface CallerIdColumns {
  callerName: boolean;
  spam: boolean;
}

function header({ callerName, spam }: CallerIdColumns): string[] {
  return [
    ...callMessages.csvColumns,
    ...(callerName ? [callMessages.csvCallerNameColumn] : []),
    ...(spam ? [callMessages.csvSpamColumn] : []),
  ];
}

/**
 * The row of one call: when (exact, UTC ISO 8601 for software; the customer's clock in the
 * product's date style for people), direction, kind, other party, duration, blocked; then the
 * carrier's caller name and 'Yes' for likely spam (empty otherwise) where the server sends them.
 */
function csvRow({ call, kind }: IndexedCall, ownNumber: string | null, read: ReadWallClock, columns: CallerIdColumns): string[] {
  const at = callInstant(call);
  return [
    at ? `${at.toISOString().slice(0, 19)}Z` : call.call_date,
    at ? formatDayAndTime(at, read) : '',
    isOutgoing(call, ownNumber) ? callMessages.outgoing : callMessages.incoming,
    callMessages.kinds[kind],
    formatPhone(otherParty(call, ownNumber)),
    String(call.duration),
    call.is_blocked ? callMessages.yes : callMessages.no,
    ...(columns.callerName ? [call.caller_name ?? ''] : []),
    ...(columns.spam ? [call.spam_likely === true ? callMessages.yes : ''] : []),
  ];
}

/** The calls as CSV (RFC 4180: CRLF line ends, a header row), in the list's order. */
export function callsCsv(entries: readonly IndexedCall[], ownNumber: string | null, read: ReadWallClock = browserClock): string {
  const calls = entries.map((entry) => entry.call);
  const columns = { callerName: hasCallerNames(calls), spam: hasSpamRatings(calls) };
  return csvLines([header(columns), ...entries.map((entry) => csvRow(entry, ownNumber, read, columns))]);
}

/** 'calls-2024-05-02.csv', the customer's day of the export. */
export function csvFileName(now: Date = new Date()): string {
  return `calls-${formatIsoDay(now)}.csv`;
}
