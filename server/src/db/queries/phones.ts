import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PhonesTable, PhoneStatus } from '../schema';

export type PhoneRow = Selectable<PhonesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A number in one of these states belongs to its customer; released numbers and failed ports are free again. */
export const HELD_PHONE_STATUSES: PhoneStatus[] = ['active', 'port_pending', 'port_completed'];

/** The caller's held numbers, oldest first (the SPA shows the first). */
export function listHeldPhones(db: Db, userId: number): Promise<PhoneRow[]> {
  return db.selectFrom('phones').selectAll().where('user_id', '=', userId).where('status', 'in', HELD_PHONE_STATUSES).orderBy('created_at').orderBy('id').execute();
}

/** Who holds a number now, if anyone. */
export function findHolderOfNumber(db: Db, phoneNumber: string): Promise<PhoneRow | undefined> {
  return db.selectFrom('phones').selectAll().where('phone_number', '=', phoneNumber).where('status', 'in', HELD_PHONE_STATUSES).executeTakeFirst();
}

/** Numbers of an area code that are taken here: held by a customer, or on an unexpired hold during a purchase. */
export async function takenNumbersInAreaCode(db: Db, areaCode: string, now: Date): Promise<Set<string>> {
  const prefix = `${areaCode}%`;
  const [held, reserved] = await Promise.all([
    db.selectFrom('phones').select('phone_number').where('phone_number', 'like', prefix).where('status', 'in', HELD_PHONE_STATUSES).execute(),
    db.selectFrom('phone_number_reservations').select('phone_number').where('phone_number', 'like', prefix).where('expires_at', '>', now).execute(),
  ]);
  return new Set([...held, ...reserved].map((row) => row.phone_number));
}

/**
 * Claims up to `limit` pending ports that are due by `now` (port_completes_at passed, or never set
 * by an instance that died before the carrier answered) until `leaseEnd`: the claim moves their due
 * time to the lease's end, and ports another instance is claiming right now are passed over (SKIP
 * LOCKED), so each due port is settled by one instance, and again after the lease if that one died.
 */
export function claimDuePorts(db: Db, now: Date, leaseEnd: Date, limit: number): Promise<{ id: number }[]> {
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
