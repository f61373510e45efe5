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

export function listPendingPorts(db: Db): Promise<PhoneRow[]> {
  return db.selectFrom('phones').selectAll().where('status', '=', 'port_pending').execute();
}
