import type { Id } from '../contract/api';

/**
 * Identifiers are opaque (SPEC §3 gives them no type): 7 and '7' name the same thing, since an
 * id may have passed through a URL, a form value or sessionStorage on its way.
 */
export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a != null && b != null && String(a) === String(b);
}

/** An id as one path segment: '/webdeletechat/' + idSegment('c 1/2') never escapes its segment. */
export function idSegment(id: Id): string {
  return encodeURIComponent(String(id));
}

// Made at first use, not when the module loads: building an ICU collator takes tens of
// milliseconds on a phone, inside the long task that evaluates the route's guards (TBT).
let collator: Intl.Collator | null = null;

/** A stable tie-break between two ids of any type ('m10' after 'm9', 10 after 9); not a meaning. */
export function compareIds(a: Id, b: Id): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : (collator ??= new Intl.Collator('en', { numeric: true })).compare(String(a), String(b));
}
