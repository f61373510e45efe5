import { createHash } from 'node:crypto';
import type { AppContext } from '../appContext';
import type { Executor } from '../db/queries/executor';
import { claimEndedHolds, endReleasedHold, insertNumberHold, listHoldsOf, lockLapsedNumbers, markPhoneReleased, updateHoldOwnerEmail, type HoldOwner } from '../db/queries/numberHolds';
import { listOwnedNumbersOf } from '../db/queries/phones';
import { deleteUser, findUserById, lockUserSocialLinks } from '../db/queries/users';
import { DEFAULT_SUGGESTED_AREA_CODES } from './areaCodes';
import { holdClaims } from '../jobs/claimKinds';
import { Lease, leaseAt } from '../jobs/lease';
import { normalizeEmail } from '../lib/email';
import type { Logger } from '../lib/logger';

/** Holds or lapsed numbers handled at a time. */
const BATCH = 20;

/** The digest a hold knows its owner's email by: the address itself is not kept. */
export function emailSha256(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

export function holdOwnerOf(user: { id: number; email: string }): HoldOwner {
  return { userId: user.id, emailSha256: emailSha256(user.email) };
}

/** The numbers held for this customer (its own, or an earlier account's with the same email), oldest first. */
export async function numbersHeldForUser(ctx: AppContext, userId: number, now: Date): Promise<string[]> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return [];
  return (await listHoldsOf(ctx.db, holdOwnerOf(user), now)).map((hold) => hold.phone_number);
}

/** The suggested area codes, those of the caller's held numbers first (where its number is found again). */
export function suggestedAreaCodes(heldNumbers: readonly string[]): string[] {
  return [...new Set([...heldNumbers.map((number) => number.slice(0, 3)), ...DEFAULT_SUGGESTED_AREA_CODES])];
}

/**
 * Deletes the account, after holding its numbers (bought, or ported in and completed: ours at
 * the carrier) for the owner for NUMBER_HOLD_DAYS. A port still pending is not held: the number
 * was never ours, and holding it would keep its real owner from porting it.
 */
export async function deleteAccountHoldingNumbers(ctx: AppContext, userId: number, now = new Date()): Promise<DeletedAccountNumbers | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await lockUserSocialLinks(trx, userId);
    if (!user) return null;
    const numbers = await listOwnedNumbersOf(trx, userId);
    // A number held already (a lapsed plan) stays held, known from now on by the email alone.
    await updateHoldOwnerEmail(trx, holdOwnerOf(user));
    for (const phone_number of numbers) await hold(ctx, trx, phone_number, holdOwnerOf(user), 'account_deleted', now);
    await deleteUser(trx, userId);
    return { email: user.email, heldNumbers: numbers, heldUntil: new Date(now.getTime() + ctx.config.numberHoldMs) };
  });
}

/** What a deletion did: the address to tell, and the numbers now held for it until when. */
export interface DeletedAccountNumbers {
  email: string;
  heldNumbers: string[];
  heldUntil: Date;
}

function hold(ctx: AppContext, trx: Executor, phoneNumber: string, owner: HoldOwner, reason: 'account_deleted' | 'plan_lapsed', now: Date): Promise<void> {
  return insertNumberHold(trx, { phoneNumber, owner, reason, heldAt: now, endsAt: new Date(now.getTime() + ctx.config.numberHoldMs) });
}

/**
 * Moves the numbers of customers whose plan ended NUMBER_LAPSE_GRACE_DAYS ago into holds: the
 * number leaves the account (released) and is kept for its owner for NUMBER_HOLD_DAYS. Each
 * batch is one transaction over rows locked with SKIP LOCKED, so of several instances running
 * this at once, one moves each number. Answers how many were moved.
 */
export async function releaseLapsedPlanNumbers(ctx: AppContext, log: Logger, now = new Date()): Promise<number> {
  const endedBy = new Date(now.getTime() - ctx.config.numberLapseGraceMs);
  let moved = 0;
  for (;;) {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const lapsed = await lockLapsedNumbers(trx, endedBy, BATCH);
      for (const phone of lapsed) {
        await markPhoneReleased(trx, phone.id, now);
        await hold(ctx, trx, phone.phone_number, holdOwnerOf({ id: phone.user_id, email: phone.email }), 'plan_lapsed', now);
      }
      return lapsed.length;
    });
    moved += batch;
    if (batch > 0) log.info({ numbers: batch }, 'numbers of lapsed plans now held');
    if (batch < BATCH) return moved;
  }
}

/**
 * Gives the numbers of ended holds back to the carrier, then drops the holds: from then on they
 * are for sale to anyone. Each hold is claimed first (a lease the job's runner renews while the
 * run works), so one instance tells the carrier; a failed release is left to the lease's end and
 * tried again. Answers how many were released.
 */
export async function releaseEndedHolds(ctx: AppContext, log: Logger, at: Lease | Date = new Date()): Promise<number> {
  const lease = leaseAt(at, ctx.config.jobLeaseMs);
  const claims = holdClaims(ctx.db);
  const now = lease.now();
  let released = 0;
  while (lease.active) {
    const batch = await lease.claim(claims, async (until) => (await claimEndedHolds(ctx.db, now, until, BATCH)).map((hold) => hold.phone_number));
    for (const phoneNumber of batch) {
      if (!lease.holds(claims, phoneNumber)) continue;
      try {
        await ctx.providers.telephony.releaseNumber({ phoneNumber });
        // Only while the claim is still this run's (endReleasedHold checks its lease end).
        await lease.withEnd((until) => endReleasedHold(ctx.db, phoneNumber, until));
        lease.done(claims, phoneNumber);
        released += 1;
      } catch (error) {
        // Left claimed until its lease ends (not renewed, not given back): tried again after it.
        lease.done(claims, phoneNumber);
        log.warn({ err: error }, 'held number not released yet: tried again after its lease');
      }
    }
    if (batch.length < BATCH) break;
  }
  return released;
}
