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

/** A run of ASCII digits of `text` as a number; NaN when any of them is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The instant of the server's 'YYYY-MM-DD HH:mm:ss' (UTC; a 'T' may separate day and time) in
 * milliseconds, NaN for any other text. Read by position: a long history reads 10,000 dates in the
 * task that draws it, and a regular expression's match was the largest part of that task.
 */
function serverDateMs(text: string): number {
  const separatorsMatch =
    text.length === 19 &&
    text[4] === '-' &&
    text[7] === '-' &&
    (text[10] === ' ' || text[10] === 'T') &&
    text[13] === ':' &&
    text[16] === ':';
  if (!separatorsMatch) return Number.NaN;
  return Date.UTC(digitsAt(text, 0, 4), digitsAt(text, 5, 7) - 1, digitsAt(text, 8, 10), digitsAt(text, 11, 13), digitsAt(text, 14, 16), digitsAt(text, 17, 19));
}

/**
 * When the call happened. The server sends call_date in UTC ('YYYY-MM-DD HH:mm:ss' without a
 * zone); any other timestamp is read as it says. Null when unreadable.
 */
export function callInstant(call: Pick<CallLogItem, 'call_date'>): Date | null {
  const ms = serverDateMs(call.call_date);
  return Number.isNaN(ms) ? parseTimestamp(call.call_date) : new Date(ms);
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

/** The customer's day of an instant: the label shown and the sortable key. */
function dayAt(at: Date, read: ReadWallClock): CallDay {
  return { label: formatDay(at, read), key: formatIsoDay(at, read) };
}

/** The customer's day of the call, the product's one date style; empty for an unreadable date. */
export function callDayOf(call: CallLogItem, read: ReadWallClock = browserClock): CallDay {
  const at = callInstant(call);
  return at ? dayAt(at, read) : { label: '', key: '' };
}

/** The customer's day of the call as DD MMM YYYY. */
export function callDay(call: CallLogItem, read: ReadWallClock = browserClock): string {
  return callDayOf(call, read).label;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * callDayOf for a whole history (10,000 calls and more, drawn in one task). The clock is read
 * once per UTC quarter hour at most (every zone's offset is a multiple of 15 minutes, so local
 * midnight never falls inside one: a call in the quarter hour of the call before has its day), and
 * each day's texts are made once (a history of 10,000 calls spans a few thousand days). What it
 * buys (`npm run bench -- lists`, 4× CPU): the 10,000-call history's script time from the click to
 * its first row, median of 8 loads in turn with the build before, 745 → 480 ms; its first render
 * within 1.5 times the 50-call one's (the suite's goal) in both runs of the suite, over it in both
 * runs of the build before.
 */
export function dayOfCallCached(read: ReadWallClock = browserClock): (call: CallLogItem) => CallDay {
  const dayByDate = new Map<number, CallDay>();
  let lastQuarterHour = Number.NaN;
  let lastDay: CallDay | undefined;
  return (call) => {
    const ms = serverDateMs(call.call_date);
    if (Number.isNaN(ms)) return callDayOf(call, read);
    const quarterHour = Math.floor(ms / QUARTER_HOUR_MS);
    if (quarterHour === lastQuarterHour && lastDay) return lastDay;
    const at = new Date(ms);
    const clock = read(at);
    const date = (clock.year * 12 + clock.month) * 31 + clock.day; // the customer's day as one number
    let day = dayByDate.get(date);
    if (day === undefined) {
      day = dayAt(at, () => clock);
      dayByDate.set(date, day);
    }
    lastQuarterHour = quarterHour;
    lastDay = day;
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
