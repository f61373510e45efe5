/**
 * Which failed mutations a screen reports itself (with a text of its own, or in place), declared
 * by each api module beside the endpoint. Every other failed mutation ends as an error toast with
 * its SPEC §8 text (src/app/errorMiddleware.ts reads this one rule).
 *
 * A registry rather than the endpoint's `extraOptions`: those reach the base query only, so the
 * base query would have to copy them onto every rejection's meta, and a predicate there is not
 * serializable state. A module's endpoints cannot fire before the module ran, so its
 * declarations are always in place first.
 */
export interface OwnErrorReport {
  /**
   * Only these failures are the screen's; the others are toasted. Without it, every failure is.
   * `status` is the HTTP status (or the fetch error's kind), `args` what the mutation was called with.
   */
  only?: (status: unknown, args: unknown) => boolean;
  /**
   * A refusal to try again yet (429: too many attempts or declined payments) says when to try
   * again; a screen's own words would hide that, so it is toasted with its text all the same
   * (the screen then shows it as it is).
   */
  waitToldAsIs?: boolean;
}

const reports = new Map<string, OwnErrorReport>();

/** Declares that the screens of `api.endpoints[endpoint]` report its failures themselves. */
export function reportsOwnErrors<Api extends { endpoints: object }>(_api: Api, endpoint: keyof Api['endpoints'] & string, report: OwnErrorReport = {}): void {
  reports.set(endpoint, report);
}

/** True when a screen reports this failure of `endpoint` itself, so no toast is due. */
export function screenReportsFailure(endpoint: string, status: unknown, args: unknown): boolean {
  const report = reports.get(endpoint);
  if (!report) return false;
  if (status === 429 && report.waitToldAsIs) return false;
  return report.only ? report.only(status, args) : true;
}
