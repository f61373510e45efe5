import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatCause } from '../../lib/formatCause';
import { formatDuration } from '../../lib/formatDuration';
import { compareIds } from '../../lib/ids';
import { samePhone } from '../../lib/formatPhone';
import type { CallLogItem } from '../../contract/api';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/**
 * When the call happened, in the customer's time zone. The server sends call_date in UTC
 * ('YYYY-MM-DD HH:mm:ss' without a zone); a customer reads times on their own clock, so it is
 * converted to the browser's zone, or to `timeZone` (an IANA name) when one is given.
 */
export function callMoment(call: CallLogItem, timeZone?: string): Dayjs {
  const instant = dayjs.utc(call.call_date);
  return timeZone ? instant.tz(timeZone) : instant.local();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The call's moment as a native Date (read in the browser's zone), when the server's format allows the fast path. */
function nativeLocalDate(call: CallLogItem): Date | null {
  const parts = SERVER_DATE.exec(call.call_date);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/**
 * HH:mm of the call, in the customer's time zone. The browser's own zone takes the native Date
 * path: the rows of the first paint call it, and dayjs's parse and format cost a phone tens of
 * milliseconds there (issue 26); the same result either way (tested in every kind of zone).
 */
export function callTime(call: CallLogItem, timeZone?: string): string {
  const local = timeZone ? null : nativeLocalDate(call);
  if (!local) return callMoment(call, timeZone).format('HH:mm');
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** The customer's day of a call, as shown ('DD MMM YYYY') and as a sortable key ('YYYY-MM-DD'). */
export interface CallDay {
  label: string;
  key: string;
}

/**
 * The customer's day of the call. Runs for every call of the history (10,000 and more), so the
 * usual case, the browser's own zone and the server's format, takes the native Date path, many
 * times faster than parsing with dayjs; the same result either way (tested).
 */
export function callDayOf(call: CallLogItem, timeZone?: string): CallDay {
  const local = timeZone ? null : nativeLocalDate(call);
  if (!local) {
    const moment = callMoment(call, timeZone);
    return { label: moment.format('DD MMM YYYY'), key: moment.format('YYYY-MM-DD') };
  }
  const dd = pad(local.getDate());
  return {
    label: `${dd} ${MONTHS[local.getMonth()]} ${local.getFullYear()}`,
    key: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${dd}`,
  };
}

/** The customer's day of the call as DD MMM YYYY. */
export function callDay(call: CallLogItem, timeZone?: string): string {
  return callDayOf(call, timeZone).label;
}

const EXACT_SERVER_DATE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/;

/**
 * callDayOf for a whole history, remembered per UTC quarter hour: every zone's offset is a multiple
 * of 15 minutes, so local midnight never falls inside one, and a busy history reads the clock
 * once per quarter hour instead of once per call.
 */
export function dayOfCallCached(timeZone?: string): (call: CallLogItem) => CallDay {
  const dayByQuarterHour = new Map<string, CallDay>();
  return (call) => {
    if (timeZone || !EXACT_SERVER_DATE.test(call.call_date)) return callDayOf(call, timeZone);
    const key = call.call_date.slice(0, 13) + Math.floor(Number(call.call_date.slice(14, 16)) / 15);
    let day = dayByQuarterHour.get(key);
    if (day === undefined) {
      day = callDayOf(call);
      dayByQuarterHour.set(key, day);
    }
    return day;
  };
}

export type CallHistoryRow = { kind: 'date'; date: string } | { kind: 'call'; call: CallLogItem };

/**
 * The rows of the history: newest call first, a date row (DD MMM YYYY, the customer's day) before
 * each day's calls. Dates are 'YYYY-MM-DD HH:mm:ss' in UTC, so comparing the strings orders them
 * in time.
 */
export function callHistoryRows(calls: readonly CallLogItem[], timeZone?: string): CallHistoryRow[] {
  const dayOf = dayOfCallCached(timeZone);
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
      rows.push({ kind: 'date', date: day });
      currentDay = day;
    }
    rows.push({ kind: 'call', call });
  }
  return rows;
}
