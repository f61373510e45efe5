import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The user holding a number (ten digits), or undefined. Released numbers and failed ports belong
 * to nobody; the unique index phones_number_held_once makes the answer unique.
 */
export async function findPhoneOwner(db: Kysely<Database>, phoneNumber: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('phones')
    .select('user_id')
    .where('phone_number', '=', phoneNumber)
    .where('status', 'not in', ['released', 'port_failed'])
    .executeTakeFirst();
  return row?.user_id;
}
