import type { DataExportStatus } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import {
  claimPendingExports,
  completeExport,
  insertExportRequest,
  latestExportRequest,
  pruneExpiredExports,
  readyExportArchive,
  recordExportFailure,
  type ExportRequestRow,
} from '../db/queries/dataExports';
import { mailTime } from '../emails/mailDates';
import { dataExportReadyEmail } from '../emails/dataExportEmails';
import { exportClaims } from '../jobs/claimKinds';
import { leaseAt, type Lease } from '../jobs/lease';
import type { Logger } from '../lib/logger';
import { TooManyRequests } from '../http/rateLimit';
import { exportArchive } from './exportArchive';
import { exportContents } from './exportContents';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a ready file can be downloaded; also how often an account may ask (once a day). */
export const EXPORT_KEPT_MS = DAY_MS;
export const EXPORT_REQUEST_INTERVAL_MS = DAY_MS;
/** Builds of one request before it is given up (each after the last one's lease). */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Requests one pass claims at a time: each file is built in memory. */
const BATCH = 5;

export function onceADayMessage(ctx: Pick<AppContext, 'config'>, next: Date): string {
  return `You can ask for a copy of your data once a day. You can ask again from ${mailTime(ctx.config, next)}.`;
}

function iso(at: Date | string | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

/** What the account page is told of the latest request, at `now`. */
export function exportStatusOf(latest: ExportRequestRow | undefined, now: Date): DataExportStatus {
  const none: DataExportStatus = { state: 'none', requested_at: null, ready_at: null, expires_at: null, size_bytes: null, next_request_at: null };
  if (!latest) return none;
  const next = new Date(new Date(latest.requested_at).getTime() + EXPORT_REQUEST_INTERVAL_MS);
  const nextRequestAt = next > now ? next.toISOString() : null;
  const requestedAt = iso(latest.requested_at);
  // Given up: the customer may ask again at once.
  if (latest.failed_at !== null) return { ...none, state: 'failed', requested_at: requestedAt };
  if (latest.ready_at === null) return { ...none, state: 'preparing', requested_at: requestedAt, next_request_at: nextRequestAt };
  // Expired and not pruned yet: gone for the customer already.
  if (latest.expires_at === null || latest.expires_at <= now) return { ...none, next_request_at: nextRequestAt };
  return { state: 'ready', requested_at: requestedAt, ready_at: iso(latest.ready_at), expires_at: iso(latest.expires_at), size_bytes: latest.size_bytes, next_request_at: nextRequestAt };
}

export async function dataExportStatus(ctx: AppContext, userId: number): Promise<DataExportStatus> {
  return exportStatusOf(await latestExportRequest(ctx.db, userId), new Date(ctx.clock()));
}

/**
 * Records a request (the caller has proved the owner) unless the account asked within the last
 * day (a request that failed does not count): then a 429 saying when it may ask again. The account's row is locked meanwhile, so two
 * requests at once make one. The export job is woken to build it.
 */
export async function requestDataExport(ctx: AppContext, userId: number): Promise<DataExportStatus> {
  const now = new Date(ctx.clock());
  await ctx.db.transaction().execute(async (trx) => {
    const latest = await latestExportRequest(trx, userId, { lockAccount: true });
    if (latest && latest.failed_at === null) {
      const next = new Date(new Date(latest.requested_at).getTime() + EXPORT_REQUEST_INTERVAL_MS);
      if (next > now) throw new TooManyRequests(Math.ceil((next.getTime() - now.getTime()) / 1000), onceADayMessage(ctx, next));
    }
    await insertExportRequest(trx, userId, now);
  });
  ctx.jobs.wake('data exports');
  return dataExportStatus(ctx, userId);
}

/** The account's ready file, or null when there is none (not asked, still being prepared, or expired). */
export async function readyDataExport(ctx: AppContext, userId: number): Promise<{ archive: Uint8Array; readyAt: Date } | null> {
  const row = await readyExportArchive(ctx.db, userId, new Date(ctx.clock()));
  if (!row?.archive || !row.ready_at) return null;
  return { archive: row.archive, readyAt: row.ready_at };
}

/**
 * One pass of the export job: claims pending requests (one instance builds each: SKIP LOCKED and
 * the job's lease), builds each file and stores it together with its announcement mail in one
 * transaction, only while the claim is still this pass's; then deletes the files whose day is over.
 */
export async function buildPendingExports(
  ctx: AppContext,
  log: Logger,
  at: Lease | Date = new Date(ctx.clock()),
  /** What goes into the file (a test passes one that fails). */
  contentsOf: typeof exportContents = exportContents,
): Promise<{ built: number; pruned: number }> {
  const lease = leaseAt(at, ctx.config.jobLeaseMs);
  const claims = exportClaims(ctx.db);
  let built = 0;
  while (lease.active) {
    const owners = new Map<number, { userId: number; requestedAt: Date }>();
    const batch = await lease.claim(claims, async (until) => {
      const rows = await claimPendingExports(ctx.db, lease.now(), until, BATCH);
      for (const row of rows) owners.set(row.id, { userId: row.user_id, requestedAt: new Date(row.requested_at) });
      return rows.map((row) => row.id);
    });
    if (batch.length === 0) break;
    for (const id of batch) {
      const owner = owners.get(id);
      if (!owner || !lease.holds(claims, id)) continue;
      try {
        if (await buildOne(ctx, lease, id, owner, contentsOf)) built += 1;
      } catch (error) {
        // Left claimed until its lease ends (not renewed, not given back): tried again after it,
        // until the last attempt, which gives it up.
        const now = lease.now();
        const gaveUp = await lease.withEnd((until) => recordExportFailure(ctx.db, id, until, { now, expiresAt: new Date(now.getTime() + EXPORT_KEPT_MS) }, EXPORT_MAX_ATTEMPTS));
        if (gaveUp) log.error({ err: error, exportId: id }, 'data export failed: given up after its last attempt');
        else log.warn({ err: error, exportId: id }, 'data export not built yet: tried again after its lease');
      }
      lease.done(claims, id);
    }
    if (batch.length < BATCH) break;
  }
  if (built > 0) ctx.mail.wake();
  const pruned = await pruneExpiredExports(ctx.db, lease.now());
  if (built + pruned > 0) log.info({ built, pruned }, 'data exports');
  return { built, pruned };
}

async function buildOne(ctx: AppContext, lease: Lease, id: number, owner: { userId: number; requestedAt: Date }, contentsOf: typeof exportContents): Promise<boolean> {
  return lease.withEnd((until) =>
    ctx.db.transaction().execute(async (trx) => {
      const readyAt = lease.now();
      const files = await contentsOf(trx, owner.userId, ctx.config.publicUrl, readyAt);
      // The account was deleted meanwhile: its request went with it.
      if (!files) return false;
      const expiresAt = new Date(readyAt.getTime() + EXPORT_KEPT_MS);
      if (!(await completeExport(trx, id, until, { archive: exportArchive(files, readyAt), readyAt, expiresAt }))) return false;
      const { email } = files['profile.json'] as { email: string };
      await ctx.mail.enqueue(trx, dataExportReadyEmail(ctx.config, { to: email, requestedAt: owner.requestedAt, expiresAt }), `data-export-ready:${id}`);
      return true;
    }),
  );
}
