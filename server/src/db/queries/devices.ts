import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Remembers a browser or phone of the user; seeing it again changes nothing. */
export async function recordDevice(db: Kysely<Database>, userId: number, macAddress: string, deviceType: string): Promise<void> {
  await db
    .insertInto('devices')
    .values({ user_id: userId, mac_address: macAddress, device_type: deviceType })
    .onConflict((oc) => oc.columns(['user_id', 'mac_address']).doNothing())
    .execute();
}
