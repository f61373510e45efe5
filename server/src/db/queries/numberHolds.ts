import { sql, type Selectable } from 'kysely';
import type { NumberHoldsTable } from '../schema';
import type { Executor } from './executor';

export type NumberHold = Selectable<NumberHoldsTable>;

/** Who a hold is kept for: the account, and the digest of its normalised email (for a returning person). */
export interface HoldOwner {
  userId: number;
  emailSha256: string;
}

/** Holds a released number for its last owner until `endsAt`; a number already held keeps its hold. */
export async function insertNumberHold(
  db: Executor,
  hold: { phoneNumber: string; owner: HoldOwner; reason: NumberHold['reason']; heldAt: Date; endsAt: Date },
): Promise<void> {
  await db
    .insertInto('number_holds')
    .values({
      phone_number: hold.phoneNumber,
      last_owner_user_id: hold.owner.userId,
      last_owner_email_sha256: hold.owner.emailSha256,
      reason: hold.reason,
      held_at: hold.heldAt,
      ends_at: hold.endsAt,
    })
    .onConflict((oc) => oc.column('phone_number').doNothing())
    .execute();
}

/** The owner's running holds follow the email the account has now (before the account, and its id, go). */
export async function updateHoldOwnerEmail(db: Executor, owner: HoldOwner): Promise<void> {
  await db.updateTable('number_holds').set({ last_owner_email_sha256: owner.emailSha256 }).where('last_owner_user_id', '=', owner.userId).execute();
}

/** The hold on a number, ended or not, until the carrier has it back. */
export function findNumberHold(db: Executor, phoneNumber: string, options: { forUpdate?: boolean } = {}): Promise<NumberHold | undefined> {
  const query = db.selectFrom('number_holds').selectAll().where('phone_number', '=', phoneNumber);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether the hold is still running and kept for this owner (by account, or by the same email). */
export function isHeldFor(hold: NumberHold, owner: HoldOwner, now: Date): boolean {
  if (new Date(hold.ends_at).getTime() <= now.getTime()) return false;
  return hold.last_owner_user_id === owner.userId || hold.last_owner_email_sha256 === owner.emailSha256;
}

/** Every held number of an area code (kept out of everyone's search; the owner's are offered first). */
export function listHoldsInAreaCode(db: Executor, areaCode: string): Promise<NumberHold[]> {
  return db.selectFrom('number_holds').selectAll().where('phone_number', 'like', `${areaCode}%`).orderBy('held_at').execute();
}

/** The running holds kept for this owner, oldest first. */
export function listHoldsOf(db: Executor, owner: HoldOwner, now: Date): Promise<NumberHold[]> {
  return db
    .selectFrom('number_holds')
    .selectAll()
    .where((eb) => eb.or([eb('last_owner_user_id', '=', owner.userId), eb('last_owner_email_sha256', '=', owner.emailSha256)]))
    .where('ends_at', '>', now)
    .orderBy('held_at')
    .execute();
}

/** The owner took the number back: the hold ends without the carrier being told. */
export async function deleteNumberHold(db: Executor, phoneNumber: string): Promise<void> {
  await db.deleteFrom('number_holds').where('phone_number', '=', phoneNumber).execute();
}

/**
 * Claims up to `limit` ended holds until `leaseEnd` for the job that gives their numbers back to
 * the carrier: holds another instance is claiming right now are passed over (SKIP LOCKED), and a
 * claim whose instance died is taken again once its lease has passed.
 */
export function claimEndedHolds(db: Executor, now: Date, leaseEnd: Date, limit: number): Promise<{ phone_number: string }[]> {
  const ended = db
    .selectFrom('number_holds')
    .select('phone_number')
    .where('ends_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('ends_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db.updateTable('number_holds').set({ claimed_until: leaseEnd }).where('phone_number', 'in', ended).returning('phone_number').execute();
}

/** The carrier has the number back: the hold goes, if this claim still holds it. */
export async function endReleasedHold(db: Executor, phoneNumber: string, leaseEnd: Date): Promise<void> {
  await db.deleteFrom('number_holds').where('phone_number', '=', phoneNumber).where('claimed_until', '=', leaseEnd).execute();
}

/** Moves the claims on these holds that end at `from` to `to`; answers the numbers still claimed that way. */
export async function extendHoldClaims(db: Executor, phoneNumbers: string[], from: Date, to: Date): Promise<string[]> {
  const rows = await db.updateTable('number_holds').set({ claimed_until: to }).where('phone_number', 'in', phoneNumbers).where('claimed_until', '=', from).returning('phone_number').execute();
  return rows.map((row) => row.phone_number);
}

/** Gives back the claims on these holds that end at `from`. */
export async function releaseHoldClaims(db: Executor, phoneNumbers: string[], from: Date): Promise<void> {
  await db.updateTable('number_holds').set({ claimed_until: null }).where('phone_number', 'in', phoneNumbers).where('claimed_until', '=', from).execute();
}

/** A held number of a customer whose plan ended, with the customer's email for the hold. */
export interface LapsedNumber {
  id: number;
  phone_number: string;
  user_id: number;
  email: string;
}

/**
 * Locks up to `limit` numbers (active, or ported in and completed) of customers without an
 * active plan whose latest plan ended by `endedBy`: a lapsed plan ('transition') ends where its
 * paid period did, a cancelled one when it was cancelled. Numbers of customers who never had a
 * plan (a port filed during a checkout) are not looked at. Rows another instance is working on
 * are passed over (SKIP LOCKED); run in the transaction that releases them.
 */
export function lockLapsedNumbers(db: Executor, endedBy: Date, limit: number): Promise<LapsedNumber[]> {
  return db
    .selectFrom('phones')
    .innerJoin('users', 'users.id', 'phones.user_id')
    .select(['phones.id', 'phones.phone_number', 'phones.user_id', 'users.email'])
    .where('phones.status', 'in', ['active', 'port_completed'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('subscriptions').select('id').whereRef('subscriptions.user_id', '=', 'phones.user_id').where('subscriptions.status', '=', 'active'))))
    .where(
      sql<boolean>`(select max(case when s.status = 'canceled' then coalesce(s.canceled_at, s.updated_at) else s.current_period_end end)
        from subscriptions s where s.user_id = phones.user_id) <= ${endedBy}`,
    )
    .orderBy('phones.id')
    .limit(limit)
    .forUpdate('phones')
    .skipLocked()
    .execute();
}

/** The number is no longer the customer's (it is held now). */
export async function markPhoneReleased(db: Executor, phoneId: number, now: Date): Promise<void> {
  await db.updateTable('phones').set({ status: 'released', updated_at: now }).where('id', '=', phoneId).execute();
}
