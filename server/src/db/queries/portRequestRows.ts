import type { Selectable } from 'kysely';
import type { PortRequestEventsTable, PortRequestsTable } from '../schema';
import type { Executor } from './executor';

export type PortRequestRow = Selectable<PortRequestsTable>;
export type PortRequestEventRow = Selectable<PortRequestEventsTable>;
export type PortRequestStatusValue = PortRequestsTable['status'];

/** When a request waiting for the customer is cancelled, and when the expiry job first looks at it (the warning). */
export interface WaitingExpiry {
  expiresAt: Date;
  dueAt: Date;
}

/** A public id is a UUID; anything else names no request (and must not reach a uuid cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertPortRequest(
  db: Executor,
  request: {
    userId: number;
    /** The number's claim (phones, port_pending); null for a request waiting for details, which claims nothing. */
    phoneId: number | null;
    phoneNumber: string;
    accountNumber: string | null;
    pin: string | null;
    zip: string | null;
    status: PortRequestStatusValue;
    rejectionCode: string | null;
    expiry?: WaitingExpiry;
  },
): Promise<PortRequestRow> {
  return db
    .insertInto('port_requests')
    .values({
      user_id: request.userId,
      phone_id: request.phoneId,
      phone_number: request.phoneNumber,
      account_number: request.accountNumber,
      pin: request.pin,
      zip: request.zip,
      status: request.status,
      rejection_code: request.rejectionCode,
      expires_at: request.expiry?.expiresAt ?? null,
      expiry_due_at: request.expiry?.dueAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function addPortRequestEvent(db: Executor, portRequestId: number, status: PortRequestStatusValue, at: Date): Promise<void> {
  await db.insertInto('port_request_events').values({ port_request_id: portRequestId, status, at }).execute();
}

/** The caller's requests, newest first. */
export function listPortRequests(db: Executor, userId: number): Promise<PortRequestRow[]> {
  return db.selectFrom('port_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The timelines of some requests, oldest entry first. */
export function listPortRequestEvents(db: Executor, requestIds: number[]): Promise<PortRequestEventRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('port_request_events').selectAll().where('port_request_id', 'in', requestIds).orderBy('at').orderBy('id').execute();
}

/** The caller's request by its public id, locked for the transaction; undefined for any other id. */
export function lockOwnPortRequest(db: Executor, userId: number, publicId: string): Promise<PortRequestRow | undefined> {
  if (!UUID.test(publicId)) return Promise.resolve(undefined);
  return db.selectFrom('port_requests').selectAll().where('public_id', '=', publicId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export function findPortRequestById(db: Executor, id: number): Promise<PortRequestRow | undefined> {
  return db.selectFrom('port_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest request filed for a phone row. */
export function latestPortRequestOfPhone(db: Executor, phoneId: number): Promise<PortRequestRow | undefined> {
  return db.selectFrom('port_requests').selectAll().where('phone_id', '=', phoneId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function updatePortRequest(db: Executor, id: number, changes: Partial<Omit<PortRequestRow, 'id' | 'public_id' | 'user_id' | 'created_at'>>): Promise<void> {
  await db.updateTable('port_requests').set(changes).where('id', '=', id).execute();
}

/**
 * Moves a request from the state it was read in to `changes`, only if nobody moved it meanwhile
 * (same status and carrier filing): answers whether this caller did, so that of two instances
 * settling the same port only one records (and emails) the change.
 */
export async function advancePortRequest(
  db: Executor,
  from: { id: number; status: PortRequestStatusValue; carrierPortId: string },
  changes: Partial<Omit<PortRequestRow, 'id' | 'public_id' | 'user_id' | 'created_at'>>,
): Promise<boolean> {
  const changed = await db
    .updateTable('port_requests')
    .set(changes)
    .where('id', '=', from.id)
    .where('status', '=', from.status)
    .where('carrier_port_id', '=', from.carrierPortId)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

export async function deletePortRequest(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('port_requests').where('id', '=', id).execute();
}

/** Whether the user has a request waiting for details or a fix (it counts as their number, as a port in progress). */
export async function hasWaitingPortRequest(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom('port_requests').select('id').where('user_id', '=', userId).where('expires_at', 'is not', null).executeTakeFirst()) !== undefined;
}

/** The numbers of the user's waiting requests that claim no number (no phone row), oldest first. */
export async function waitingUnclaimedNumbers(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('port_requests')
    .select('phone_number')
    .where('user_id', '=', userId)
    .where('expires_at', 'is not', null)
    .where('phone_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.phone_number);
}

/**
 * Claims up to `limit` waiting requests whose expiry job is due by `now` until `leaseEnd` (their
 * due time moves to the lease's end; rows another instance is claiming are passed over: SKIP
 * LOCKED), so that each is looked at by one instance, and again after the lease if it died.
 */
export function claimDueExpiries(db: Executor, now: Date, leaseEnd: Date, limit: number): Promise<PortRequestRow[]> {
  const due = db
    .selectFrom('port_requests')
    .select('id')
    .where('expiry_due_at', '<=', now)
    .orderBy('expiry_due_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db.updateTable('port_requests').set({ expiry_due_at: leaseEnd }).where('id', 'in', due).returningAll().execute();
}

/** One request's row, by id (it exists: the caller just wrote it). */
export function getPortRequestRow(db: Executor, id: number): Promise<PortRequestRow> {
  return db.selectFrom('port_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Cancels a request still waiting at `now` past its expiry (rejected 'expired', PIN forgotten, no longer waiting); false if it was not. */
export async function expireWaitingPortRequest(db: Executor, id: number, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('port_requests')
    .set({ status: 'rejected', rejection_code: 'expired', pin: null, expires_at: null, expiry_warned_at: null, expiry_due_at: null, updated_at: now })
    .where('id', '=', id)
    .where('expires_at', '<=', now)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

/** Marks the expiry warning sent at `now` (the next look is the expiry itself); false if it was sent already or the request waits no more. */
export async function markPortExpiryWarned(db: Executor, id: number, now: Date): Promise<boolean> {
  const changed = await db
    .updateTable('port_requests')
    .set((eb) => ({ expiry_warned_at: now, expiry_due_at: eb.ref('expires_at') }))
    .where('id', '=', id)
    .where('expires_at', 'is not', null)
    .where('expiry_warned_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return changed !== undefined;
}

/** A request that waits no more: nothing more to look at. */
export async function clearPortExpiryLook(db: Executor, id: number): Promise<void> {
  await db.updateTable('port_requests').set({ expiry_due_at: null }).where('id', '=', id).where('expires_at', 'is', null).execute();
}

/** A request warned already: looked at again at its expiry. */
export async function lookAtPortExpiryWhenDue(db: Executor, id: number): Promise<void> {
  await db.updateTable('port_requests').set((eb) => ({ expiry_due_at: eb.ref('expires_at') })).where('id', '=', id).execute();
}
