import { browserClock, formatDatedDayHeading, formatDay, formatIsoDay, formatTime, parseTimestamp, type ReadWallClock } from '../../contract/dateFormat';
import { formatCause } from '../../lib/formatCause';
import { formatDuration } from '../../lib/formatDuration';
import { compareIds } from '../../lib/ids';
import { samePhone } from '../../lib/formatPhone';
import type { CallLogItem } from '../../contract/api';

/** What the row's icon says: a call that did not succeed is missed, whichever way it went. */
export type CallKind = 'missed' | 'incoming' | 'outgoing';

/** SPEC §3: outgoing when the call came from the user's own number. */
export function isOutgoing(call: Pick<CallLogItem, 'call_from'>, ownNumber: string | null): boolean {
  return ownNumber !== null && samePhone(call.call_from, ownNumber);
}

/**
 * The icon of SPEC §2: missed (cause other than SUCCESS), else incoming or outgoing. `outgoing`
 * may be given when already known (the search index works it out once per number).
 */
export function callKind(call: CallLogItem, ownNumber: string | null, outgoing = isOutgoing(call, ownNumber)): CallKind {
  if (call.hangup_cause !== 'SUCCESS') return 'missed';
  return outgoing ? 'outgoing' : 'incoming';
}

/** The other party: the number that is not the user's. */
export function otherParty(call: CallLogItem, ownNumber: string | null, outgoing = isOutgoing(call, ownNumber)): string {
  return outgoing ? call.call_to : call.call_from;
}

/** A duration for an answered call, the cause for any other. */
export function callOutcome(call: CallLogItem): string {
  return call.hangup_cause === 'SUCCESS' ? formatDuration(call.duration) : formatCause(call.hangup_cause);
}

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/**
 * When the call happened. The server sends call_date in UTC ('YYYY-MM-DD HH:mm:ss' without a
 * zone); any other timestamp is read as it says. Null when unreadable.
 */
export function callInstant(call: Pick<CallLogItem, 'call_date'>): Date | null {
  const parts = SERVER_DATE.exec(call.call_date);
  if (!parts) return parseTimestamp(call.call_date);
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/**
 * HH:mm of the call on the customer's clock (the browser's zone; `read` another clock, such as a
 * named zone's). Nothing for an unreadable date.
 */
export function callTime(call: CallLogItem, read: ReadWallClock = browserClock): string {
  const at = callInstant(call);
  return at ? formatTime(at, read) : '';
}

/** The customer's day of a call, as shown ('DD MMM YYYY') and as a sortable key ('YYYY-MM-DD'). */
export interface CallDay {
  label: string;
  key: string;
}

/** The customer's day of the call, the product's one date style; empty for an unreadable date. */
export function callDayOf(call: CallLogItem, read: ReadWallClock = browserClock): CallDay {
  const at = callInstant(call);
  return at ? { label: formatDay(at, read), key: formatIsoDay(at, read) } : { label: '', key: '' };
}

/** The customer's day of the call as DD MMM YYYY. */
export function callDay(call: CallLogItem, read: ReadWallClock = browserClock): string {
  return callDayOf(call, read).label;
}

const EXACT_SERVER_DATE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/;

/**
 * callDayOf for a whole history (10,000 calls and more), remembered per UTC quarter hour: every
 * zone's offset is a multiple of 15 minutes, so local midnight never falls inside one, and a busy
 * history reads the clock once per quarter hour instead of once per call.
 */
export function dayOfCallCached(read: ReadWallClock = browserClock): (call: CallLogItem) => CallDay {
  const dayByQuarterHour = new Map<string, CallDay>();
  return (call) => {
    if (!EXACT_SERVER_DATE.test(call.call_date)) return callDayOf(call, read);
    const key = call.call_date.slice(0, 13) + Math.floor(Number(call.call_date.slice(14, 16)) / 15);
    let day = dayByQuarterHour.get(key);
    if (day === undefined) {
      day = callDayOf(call, read);
      dayByQuarterHour.set(key, day);
    }
    return day;
  };
}

/** A date row ('DD MMM YYYY', `at` one moment of that day, for its heading) or a call. */
export type CallHistoryRow = { kind: 'date'; date: string; at: Date | null } | { kind: 'call'; call: CallLogItem };

/**
 * A date row's heading: 'Today · 28 Nov 2026', 'Yesterday · 27 Nov 2026', else the day. SPEC §2
 * groups the history by its date, which stays; the word says how recent it is.
 */
export function callDayHeading(row: { date: string; at: Date | null }, now: Date, read: ReadWallClock = browserClock): string {
  return row.at ? formatDatedDayHeading(row.at, now, read) : row.date;
}

/**
 * The rows of the history: newest call first, a date row (DD MMM YYYY, the customer's day) before
 * each day's calls. Dates are 'YYYY-MM-DD HH:mm:ss' in UTC, so comparing the strings orders them
 * in time.
 */
export function callHistoryRows(calls: readonly CallLogItem[], read: ReadWallClock = browserClock): CallHistoryRow[] {
  const dayOf = dayOfCallCached(read);
  return groupByDay(newestFirst(calls).map((call) => ({ call, dayLabel: dayOf(call).label })));
}

/** The calls sorted newest first (ties: the higher id first). */
export function newestFirst(calls: readonly CallLogItem[]): CallLogItem[] {
  return [...calls].sort((a, b) => (a.call_date < b.call_date ? 1 : a.call_date > b.call_date ? -1 : compareIds(b.id, a.id)));
}

/** Rows for calls already sorted newest first, each with its day's label: a date row before each day's calls. */
export function groupByDay(calls: readonly { call: CallLogItem; dayLabel: string }[]): CallHistoryRow[] {
  const rows: CallHistoryRow[] = [];
  let currentDay = '';
  for (const { call, dayLabel: day } of calls) {
    if (day !== currentDay) {
      rows.push({ kind: 'date', date: day, at: callInstant(call) });
      currentDay = day;
    }
    rows.push({ kind: 'call', call });
  }
  return rows;
}
