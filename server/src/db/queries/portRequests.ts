import type { Selectable } from 'kysely';
import type { PortRequestEventsTable, PortRequestsTable } from '../schema';
import type { Executor } from './executor';

export type PortRequestRow = Selectable<PortRequestsTable>;
export type PortRequestEventRow = Selectable<PortRequestEventsTable>;
export type PortRequestStatusValue = PortRequestsTable['status'];

/** A public id is a UUID; anything else names no request (and must not reach a uuid cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertPortRequest(
  db: Executor,
  request: { userId: number; phoneId: number; phoneNumber: string; accountNumber: string | null; pin: string | null; zip: string | null; status: PortRequestStatusValue; rejectionCode: string | null },
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
