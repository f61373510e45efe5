import type { Selectable } from 'kysely';
import type { PhonesTable, PhoneStatus } from '../schema';
import type { Executor } from './executor';
import { hasWaitingPortRequest } from './portRequestRows';

export type PhoneRow = Selectable<PhonesTable>;

/** A number in one of these states belongs to its customer; released numbers and failed ports are free again. */
export const HELD_PHONE_STATUSES: PhoneStatus[] = ['active', 'port_pending', 'port_completed'];

/** The caller's held numbers, oldest first (the SPA shows the first). */
export function listHeldPhones(db: Executor, userId: number): Promise<PhoneRow[]> {
  return db.selectFrom('phones').selectAll().where('user_id', '=', userId).where('status', 'in', HELD_PHONE_STATUSES).orderBy('created_at').orderBy('id').execute();
}

/** Who holds a number now, if anyone. */
export function findHolderOfNumber(db: Executor, phoneNumber: string): Promise<PhoneRow | undefined> {
  return db.selectFrom('phones').selectAll().where('phone_number', '=', phoneNumber).where('status', 'in', HELD_PHONE_STATUSES).executeTakeFirst();
}

/**
 * Whether the user holds a number (held statuses), or has a port request waiting for details or a
 * fix: that one claims no number, but is the customer's number in the making (SPEC §2's funnel).
 */
export async function holdsPhone(db: Executor, userId: number): Promise<boolean> {
  if ((await db.selectFrom('phones').select('id').where('user_id', '=', userId).where('status', 'in', HELD_PHONE_STATUSES).executeTakeFirst()) !== undefined) return true;
  return hasWaitingPortRequest(db, userId);
}

/** Records a bought number as the user's (the unique index on held numbers refuses a second holder). */
export async function insertPurchasedPhone(db: Executor, userId: number, phoneNumber: string): Promise<void> {
  await db.insertInto('phones').values({ user_id: userId, phone_number: phoneNumber, status: 'active', origin: 'purchased' }).execute();
}

/** Records a number being ported in as the user's, due to be looked at `completesAt`; answers its id. */
export async function insertPortPendingPhone(db: Executor, port: { userId: number; phoneNumber: string; requestedAt: Date; completesAt: Date }): Promise<number> {
  const row = await db
    .insertInto('phones')
    .values({ user_id: port.userId, phone_number: port.phoneNumber, status: 'port_pending', origin: 'ported', port_requested_at: port.requestedAt, port_completes_at: port.completesAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePhone(db: Executor, phoneId: number): Promise<void> {
  await db.deleteFrom('phones').where('id', '=', phoneId).execute();
}

/** Sets when a port is due to be looked at (when the carrier expects it done). */
export async function setPortDue(db: Executor, phoneId: number, dueAt: Date): Promise<void> {
  await db.updateTable('phones').set({ port_completes_at: dueAt, updated_at: new Date() }).where('id', '=', phoneId).execute();
}

/** Moves a still pending port's next look to `dueAt` (no updated_at: nothing changed for the customer). */
export async function reschedulePendingPort(db: Executor, phoneId: number, dueAt: Date): Promise<void> {
  await db.updateTable('phones').set({ port_completes_at: dueAt }).where('id', '=', phoneId).where('status', '=', 'port_pending').execute();
}

/** The phone of a port still pending, if it is. */
export function findPendingPort(db: Executor, phoneId: number): Promise<PhoneRow | undefined> {
  return db.selectFrom('phones').selectAll().where('id', '=', phoneId).where('status', '=', 'port_pending').executeTakeFirst();
}

/** Ends a pending port as completed or failed; answers its owner, or undefined if it was not pending any more. */
export async function endPendingPort(db: Executor, phoneId: number, outcome: 'completed' | 'failed', now: Date): Promise<number | undefined> {
  const changed = await db
    .updateTable('phones')
    .set(outcome === 'completed' ? { status: 'port_completed', port_completed_at: now, updated_at: now } : { status: 'port_failed', updated_at: now })
    .where('id', '=', phoneId)
    .where('status', '=', 'port_pending')
    .returning('user_id')
    .executeTakeFirst();
  return changed?.user_id;
}

/**
 * Numbers of an area code that are taken here: held by a customer, on an unexpired hold during a
 * purchase, or released and held for their last owner until the carrier has them back.
 */
export async function takenNumbersInAreaCode(db: Executor, areaCode: string, now: Date): Promise<Set<string>> {
  const prefix = `${areaCode}%`;
  const [held, reserved, keptForOwner] = await Promise.all([
    db.selectFrom('phones').select('phone_number').where('phone_number', 'like', prefix).where('status', 'in', HELD_PHONE_STATUSES).execute(),
    db.selectFrom('phone_number_reservations').select('phone_number').where('phone_number', 'like', prefix).where('expires_at', '>', now).execute(),
    db.selectFrom('number_holds').select('phone_number').where('phone_number', 'like', prefix).execute(),
  ]);
  return new Set([...held, ...reserved, ...keptForOwner].map((row) => row.phone_number));
}

/**
 * Claims up to `limit` pending ports that are due by `now` (port_completes_at passed, or never set
 * by an instance that died before the carrier answered) until `leaseEnd`: the claim moves their due
 * time to the lease's end, and ports another instance is claiming right now are passed over (SKIP
 * LOCKED), so each due port is settled by one instance, and again after the lease if that one died.
 */
export function claimDuePorts(db: Executor, now: Date, leaseEnd: Date, limit: number): Promise<{ id: number }[]> {
  const due = db
    .selectFrom('phones')
    .select('id')
    .where('status', '=', 'port_pending')
    .where((eb) => eb.or([eb('port_completes_at', 'is', null), eb('port_completes_at', '<=', now)]))
    .orderBy('port_completes_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db.updateTable('phones').set({ port_completes_at: leaseEnd }).where('id', 'in', due).returning('id').execute();
}

/** Moves the claims on these ports that end at `from` to `to`; answers the ports still claimed that way. */
export async function extendPortClaims(db: Executor, ids: number[], from: Date, to: Date): Promise<number[]> {
  const rows = await db.updateTable('phones').set({ port_completes_at: to }).where('id', 'in', ids).where('status', '=', 'port_pending').where('port_completes_at', '=', from).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Gives back the claims on these ports that end at `from`: due at `now`, for any instance's next poll. */
export async function releasePortClaims(db: Executor, ids: number[], from: Date, now: Date): Promise<void> {
  await db.updateTable('phones').set({ port_completes_at: now }).where('id', 'in', ids).where('status', '=', 'port_pending').where('port_completes_at', '=', from).execute();
}

/** A phone's status, or undefined when there is no such phone. */
export async function findPhoneStatus(db: Executor, phoneId: number): Promise<PhoneStatus | undefined> {
  return (await db.selectFrom('phones').select('status').where('id', '=', phoneId).executeTakeFirst())?.status;
}

/** A pending port the carrier refused: failed, if still pending. */
export async function failPendingPort(db: Executor, phoneId: number, at: Date): Promise<void> {
  await db.updateTable('phones').set({ status: 'port_failed', updated_at: at }).where('id', '=', phoneId).where('status', '=', 'port_pending').execute();
}

/** The customer's oldest pending port, if any. */
export function findFirstPendingPortOf(db: Executor, userId: number): Promise<{ id: number; phone_number: string } | undefined> {
  return db.selectFrom('phones').select(['id', 'phone_number']).where('user_id', '=', userId).where('status', '=', 'port_pending').orderBy('id').executeTakeFirst();
}

/** The numbers of a customer that are ours at the carrier (bought, or ported in and completed). */
export async function listOwnedNumbersOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('phones').select('phone_number').where('user_id', '=', userId).where('status', 'in', ['active', 'port_completed']).execute();
  return rows.map((row) => row.phone_number);
}
