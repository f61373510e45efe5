import { sql } from 'kysely';
import type { Executor } from './executor';

/** What the account page is told of the latest request (never the file). */
export interface ExportRequestRow {
  id: number;
  requested_at: Date | string;
  ready_at: Date | null;
  expires_at: Date | null;
  size_bytes: number | null;
  failed_at: Date | null;
}

/**
 * The account's latest request. `forUpdate` also locks the account's row first, so that two
 * requests at once are decided one after the other (one a day).
 */
export async function latestExportRequest(db: Executor, userId: number, options: { lockAccount?: boolean } = {}): Promise<ExportRequestRow | undefined> {
  if (options.lockAccount) await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  return db
    .selectFrom('data_exports')
    .select(['id', 'requested_at', 'ready_at', 'expires_at', 'size_bytes', 'failed_at'])
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertExportRequest(db: Executor, userId: number, at: Date): Promise<number> {
  const row = await db.insertInto('data_exports').values({ user_id: userId, requested_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` pending requests until `leaseEnd`: those another instance is claiming right
 * now are passed over (SKIP LOCKED); a claim whose instance died is taken again after its lease.
 */
export function claimPendingExports(db: Executor, now: Date, leaseEnd: Date, limit: number): Promise<{ id: number; user_id: number; requested_at: Date | string }[]> {
  const pending = db
    .selectFrom('data_exports')
    .select('id')
    .where('ready_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('requested_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db.updateTable('data_exports').set({ claimed_until: leaseEnd }).where('id', 'in', pending).returning(['id', 'user_id', 'requested_at']).execute();
}

/** Stores a built file, if this claim (ending at `leaseEnd`) still holds the request; answers whether it did. */
export async function completeExport(db: Executor, id: number, leaseEnd: Date, file: { archive: Uint8Array; readyAt: Date; expiresAt: Date }): Promise<boolean> {
  const rows = await db
    .updateTable('data_exports')
    .set({ archive: file.archive, size_bytes: file.archive.byteLength, ready_at: file.readyAt, expires_at: file.expiresAt, claimed_until: null })
    .where('id', '=', id)
    .where('claimed_until', '=', leaseEnd)
    .where('ready_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/**
 * Counts a failed build of a request this claim (ending at `leaseEnd`) still holds: after
 * `maxAttempts` it is given up (failed, its row going at `expiresAt`); before, it stays claimed
 * until the lease ends and is tried again then. Answers whether it was given up.
 */
export async function recordExportFailure(db: Executor, id: number, leaseEnd: Date, at: { now: Date; expiresAt: Date }, maxAttempts: number): Promise<boolean> {
  const row = await db
    .updateTable('data_exports')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      failed_at: sql<Date | null>`case when attempts + 1 >= ${maxAttempts} then ${at.now}::timestamptz else null end`,
      expires_at: sql<Date | null>`case when attempts + 1 >= ${maxAttempts} then ${at.expiresAt}::timestamptz else null end`,
      claimed_until: sql<Date | null>`case when attempts + 1 >= ${maxAttempts} then null else claimed_until end`,
    }))
    .where('id', '=', id)
    .where('claimed_until', '=', leaseEnd)
    .where('ready_at', 'is', null)
    .returning('failed_at')
    .executeTakeFirst();
  return Boolean(row?.failed_at);
}

/** Moves the claims on these requests that end at `from` to `to`; answers the ids still claimed that way. */
export async function extendExportClaims(db: Executor, ids: number[], from: Date, to: Date): Promise<number[]> {
  const rows = await db.updateTable('data_exports').set({ claimed_until: to }).where('id', 'in', ids).where('claimed_until', '=', from).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Gives back the claims on these requests that end at `from`. */
export async function releaseExportClaims(db: Executor, ids: number[], from: Date): Promise<void> {
  await db.updateTable('data_exports').set({ claimed_until: null }).where('id', 'in', ids).where('claimed_until', '=', from).execute();
}

/** The account's ready file that has not expired at `now`, if any. */
export function readyExportArchive(db: Executor, userId: number, now: Date): Promise<{ archive: Uint8Array | null; ready_at: Date | null } | undefined> {
  return db
    .selectFrom('data_exports')
    .select(['archive', 'ready_at'])
    .where('user_id', '=', userId)
    .where('ready_at', 'is not', null)
    .where('expires_at', '>', now)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Deletes the files whose day is over; answers how many went. */
export async function pruneExpiredExports(db: Executor, now: Date): Promise<number> {
  const rows = await db.deleteFrom('data_exports').where('expires_at', '<=', now).returning('id').execute();
  return rows.length;
}
