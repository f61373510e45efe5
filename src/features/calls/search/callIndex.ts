import type { CallLogItem } from '../../../contract/api';
import { browserClock, type ReadWallClock } from '../../../contract/dateFormat';
import { digitsOf, usDigits } from '../../../lib/formatPhone';
import { callKind, dayOfCallCached, groupByDay, isOutgoing, newestFirst, otherParty, type CallHistoryRow, type CallKind } from '../callHistory';
import type { CallFilters, KindFilter } from './callFilters';

/**
 * A call with what the filters compare, worked out once per loaded list (not per keystroke):
 * the other party's digits, the icon's kind and the customer's day.
 */
export interface IndexedCall {
  call: CallLogItem;
  /** The other party's digits; a US number with its country code 1, so '1617…' and '617…' both match inside it. */
  partyDigits: string;
  /** The carrier's caller name as the search compares it (lower case, spaces collapsed); '' for none. */
  partyName: string;
  kind: CallKind;
  /** 'YYYY-MM-DD', the customer's day, as the history groups days. */
  dayKey: string;
  /** 'DD MMM YYYY', the date row's text. */
  dayLabel: string;
}

/** A function remembering `compute` per string: a history of 10,000 calls has a few hundred numbers. */
function perString<T>(compute: (value: string) => T): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    let result = known.get(value);
    if (result === undefined) {
      result = compute(value);
      known.set(value, result);
    }
    return result;
  };
}

/** A name or query as the name search compares it: case and runs of spaces do not matter. */
function comparableName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The history newest first, indexed for filtering. */
export function indexCalls(calls: readonly CallLogItem[], ownNumber: string | null, read: ReadWallClock = browserClock): IndexedCall[] {
  const dayOf = dayOfCallCached(read);
  const fromOwnNumber = perString((callFrom) => isOutgoing({ call_from: callFrom }, ownNumber));
  const digitsOfParty = perString((party) => {
    const national = usDigits(party);
    return national ? `1${national}` : digitsOf(party);
  });
  const nameOf = perString(comparableName);
  return newestFirst(calls).map((call) => {
    const outgoing = fromOwnNumber(call.call_from);
    const day = dayOf(call);
    return {
      call,
      partyDigits: digitsOfParty(otherParty(call, ownNumber, outgoing)),
      partyName: call.caller_name ? nameOf(call.caller_name) : '',
      kind: callKind(call, ownNumber, outgoing),
      dayKey: day.key,
      dayLabel: day.label,
    };
  });
}

/**
 * The digits to look for, or null (no number filter): a query without digits yet, such as the '('
 * that starts '(617) 555', filters nothing rather than emptying the list at the first key. A query
 * of 11 digits that starts with 1 is a full US number; its 1 is optional, and 'partyDigits'
 * carries one, so it matches either way.
 */
function queryDigits(query: string): string | null {
  return digitsOf(query) || null;
}

/**
 * The caller name to look for, or null: a query with a letter in it ('acme') searches the
 * carrier's caller names (not in SPEC; a SPEC-only backend's calls have none, so nothing matches),
 * one without letters searches the numbers.
 */
function queryName(query: string): string | null {
  return /\p{L}/u.test(query) ? comparableName(query) : null;
}

function matchesQuery(entry: IndexedCall, name: string | null, digits: string | null): boolean {
  if (name !== null) return entry.partyName.includes(name);
  return digits === null || entry.partyDigits.includes(digits);
}

function matchesKind(entry: IndexedCall, kind: KindFilter): boolean {
  if (kind === 'blocked') return entry.call.is_blocked;
  if (kind === 'spam') return entry.call.spam_likely === true;
  return entry.kind === kind;
}

/**
 * The calls that pass every filter (AND), in the index's order: the index itself when every call
 * passes (the first digits typed often match them all), so that the rows are not built again.
 */
export function filterCalls(index: readonly IndexedCall[], filters: CallFilters): readonly IndexedCall[] {
  const name = queryName(filters.q);
  const digits = queryDigits(filters.q);
  const { kind, from, to } = filters;
  const passing = index.filter(
    (entry) =>
      matchesQuery(entry, name, digits) &&
      (kind === null || matchesKind(entry, kind)) &&
      (from === null || entry.dayKey >= from) &&
      (to === null || entry.dayKey <= to),
  );
  return passing.length === index.length ? index : passing;
}

/** The list's rows: a date row before each day's calls. */
export function rowsOf(entries: readonly IndexedCall[]): CallHistoryRow[] {
  return groupByDay(entries);
}
