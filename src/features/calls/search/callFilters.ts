/** What the call history can be narrowed to; kept in the URL's query. */
export type KindFilter = 'missed' | 'incoming' | 'outgoing' | 'blocked' | 'spam';

/** 'spam' only where the server rates callers (hasSpamRatings): a SPEC-only backend never does. */
export const KIND_FILTERS: readonly KindFilter[] = ['missed', 'incoming', 'outgoing', 'blocked', 'spam'];

export interface CallFilters {
  /** The number typed, in any formatting; '' for none. */
  q: string;
  kind: KindFilter | null;
  /** The customer's days, 'YYYY-MM-DD', inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: CallFilters = { q: '', kind: null, from: null, to: null };

/** A longer query cannot be a phone number; cut so that a pasted essay costs nothing. */
const MAX_QUERY_LENGTH = 40;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as 'YYYY-MM-DD' (not '2024-02-30'), else null. */
export function validDay(value: string | null): string | null {
  const match = value === null ? null : ISO_DAY.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

function validKind(value: string | null): KindFilter | null {
  return KIND_FILTERS.find((kind) => kind === value) ?? null;
}

/** The filters of a URL query; anything malformed is ignored, never thrown on. */
export function filtersFromQuery(params: URLSearchParams): CallFilters {
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    kind: validKind(params.get('kind')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
  };
}

/** `params` with the filters written in (and empty ones removed); other parameters are kept. */
export function withFilters(params: URLSearchParams, filters: CallFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('q', filters.q);
  set('kind', filters.kind);
  set('from', filters.from);
  set('to', filters.to);
  return next;
}

/** Whether the server rates callers: ours sends spam_likely on every call, a SPEC-only backend never. */
export function hasSpamRatings(calls: readonly { spam_likely?: boolean }[]): boolean {
  return calls.some((call) => call.spam_likely !== undefined);
}

/** Whether the server sends the carrier's caller names: ours does on every call (null for none), a SPEC-only backend never. */
export function hasCallerNames(calls: readonly { caller_name?: string | null }[]): boolean {
  return calls.some((call) => call.caller_name !== undefined);
}

/** `filters` without a kind the history cannot offer (a link's ?kind=spam on a backend without ratings). */
export function offeredFilters(filters: CallFilters, spamOffered: boolean): CallFilters {
  return filters.kind === 'spam' && !spamOffered ? { ...filters, kind: null } : filters;
}

export function hasFilters(filters: CallFilters): boolean {
  return filters.q.trim() !== '' || filters.kind !== null || filters.from !== null || filters.to !== null;
}
