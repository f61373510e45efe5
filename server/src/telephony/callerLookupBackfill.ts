import type { AppContext } from '../appContext';
import { claimNumbersWithoutLookup, endLookupClaim, postponeLookupClaim, pruneEndedLookupClaims } from '../db/queries/callerLookupClaims';
import { lookupClaims } from '../jobs/claimKinds';
import { leaseAt, type Lease } from '../jobs/lease';
import type { Logger } from '../lib/logger';
import { refreshCallerLookup } from './callerLookups';

const HOUR_MS = 60 * 60 * 1000;
/** A number whose lookup failed is asked about again this long after (not at every pass meanwhile). */
export const FAILED_LOOKUP_RETRY_MS = HOUR_MS;
/** Claims that ended this long ago are deleted: the number was looked up since, or is gone. */
const ENDED_CLAIMS_KEPT_MS = 24 * HOUR_MS;

export interface LookupBackfillReport {
  /** Numbers the carrier answered about (their lookups are stored). */
  lookedUp: number;
  /** Numbers the carrier failed: asked about again after FAILED_LOOKUP_RETRY_MS. */
  failed: number;
}

/** `text` with every run of 10 or 11 digits cut to its last four: the log keeps no number whole. */
export function withNumbersCut(text: string): string {
  return text.replace(/\+?\b1?(\d{6})(\d{4})\b/g, '…$2');
}

/**
 * One pass of the caller-lookup backfill: claims at most CALLER_LOOKUP_BACKFILL_BATCH numbers that
 * appear in customers' calls, chats or voicemails and were never looked up (stored before lookups
 * existed, or their lookup failed), asks the carrier about each in turn and stores the answer, as a
 * new call's lookup does. One batch per pass, so the carrier is asked at most a batch per interval
 * per instance. Each number is claimed by one instance (caller_lookup_claims), so two instances
 * never ask about the same number at once; a failed one waits FAILED_LOOKUP_RETRY_MS.
 */
export async function backfillCallerLookups(
  ctx: Pick<AppContext, 'db' | 'providers' | 'config' | 'clock' | 'metrics'>,
  log: Logger,
  at: Lease | Date = new Date(ctx.clock()),
): Promise<LookupBackfillReport> {
  const report: LookupBackfillReport = { lookedUp: 0, failed: 0 };
  const limit = ctx.config.callerLookupBackfillBatch;
  if (limit === 0) return report;
  const lease = leaseAt(at, ctx.config.jobLeaseMs);
  const claims = lookupClaims(ctx.db);
  const now = lease.now();
  await pruneEndedLookupClaims(ctx.db, new Date(now.getTime() - ENDED_CLAIMS_KEPT_MS));
  const batch = await lease.claim(claims, (until) => claimNumbersWithoutLookup(ctx.db, now, until, limit));
  let lastError = '';
  for (const phoneNumber of batch) {
    if (!lease.holds(claims, phoneNumber)) continue;
    try {
      // Asks only if no lookup landed since the claim (a new call's, or a pass that finished just before it).
      if (await refreshCallerLookup(ctx, phoneNumber)) report.lookedUp += 1;
      await lease.withEnd((until) => endLookupClaim(ctx.db, phoneNumber, until));
    } catch (error) {
      report.failed += 1;
      lastError = withNumbersCut(error instanceof Error ? error.message : String(error));
      const retryAt = new Date(lease.now().getTime() + FAILED_LOOKUP_RETRY_MS);
      await lease.withEnd((until) => postponeLookupClaim(ctx.db, phoneNumber, until, retryAt));
    }
    lease.done(claims, phoneNumber);
  }
  ctx.metrics.countLookupBackfill(report);
  if (report.failed > 0) log.warn({ ...report, lastError }, 'caller lookups not backfilled yet: asked again later');
  else if (report.lookedUp > 0) log.info(report, 'caller lookups backfilled');
  return report;
}
