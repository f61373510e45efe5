import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatPhone } from '../../../lib/formatPhone';
import { callMoment, isOutgoing, otherParty } from '../callHistory';
import { callMessages } from '../callMessages';
import type { IndexedCall } from './callIndex';

dayjs.extend(utc);

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field with a comma, a quote or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: formula-like text prefixed with ' (read as text), then quoted when needed, quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const HEADER = callMessages.csvColumns;

/** The row of one call: when (UTC and the customer's clock), direction, kind, other party, duration, blocked. */
function csvRow({ call, kind }: IndexedCall, ownNumber: string | null, timeZone?: string): string[] {
  return [
    dayjs.utc(call.call_date).format('YYYY-MM-DDTHH:mm:ss[Z]'),
    callMoment(call, timeZone).format('YYYY-MM-DD HH:mm:ss'),
    isOutgoing(call, ownNumber) ? callMessages.outgoing : callMessages.incoming,
    callMessages.kinds[kind],
    formatPhone(otherParty(call, ownNumber)),
    String(call.duration),
    call.is_blocked ? callMessages.yes : callMessages.no,
  ];
}

/** The calls as CSV (RFC 4180: CRLF line ends, a header row), in the list's order. */
export function callsCsv(entries: readonly IndexedCall[], ownNumber: string | null, timeZone?: string): string {
  const lines = [HEADER, ...entries.map((entry) => csvRow(entry, ownNumber, timeZone))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** 'calls-2024-05-02.csv', the customer's day of the export. */
export function csvFileName(now: Date = new Date()): string {
  return `calls-${dayjs(now).format('YYYY-MM-DD')}.csv`;
}
