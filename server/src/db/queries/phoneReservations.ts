import type { Executor } from './executor';

/** Whether the user has an unexpired hold on a number other than `phoneNumber` (another purchase running). */
export async function holdsAnotherNumber(db: Executor, userId: number, phoneNumber: string, now: Date): Promise<boolean> {
  const other = await db
    .selectFrom('phone_number_reservations')
    .select('phone_number')
    .where('user_id', '=', userId)
    .where('phone_number', '<>', phoneNumber)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * Whether the number is spoken for without being anyone's phone: an unexpired hold during a
 * purchase, or a released number held for its last owner (number_holds) until the carrier has it
 * back. Nobody files a port for it meanwhile (its owner buys it back instead).
 */
export async function isNumberOnHold(db: Executor, phoneNumber: string, now: Date): Promise<boolean> {
  const reserved = await db.selectFrom('phone_number_reservations').select('user_id').where('phone_number', '=', phoneNumber).where('expires_at', '>', now).executeTakeFirst();
  if (reserved) return true;
  return (await db.selectFrom('number_holds').select('phone_number').where('phone_number', '=', phoneNumber).executeTakeFirst()) !== undefined;
}

/**
 * Holds the number for the user until `expiresAt`, after dropping an expired hold on it. The
 * number is the primary key: of two customers racing, one gets the hold. Answers who holds it now.
 */
export async function holdNumber(db: Executor, phoneNumber: string, userId: number, now: Date, expiresAt: Date): Promise<number | undefined> {
  await db.deleteFrom('phone_number_reservations').where('phone_number', '=', phoneNumber).where('expires_at', '<=', now).execute();
  const hold = await db
    .insertInto('phone_number_reservations')
    .values({ phone_number: phoneNumber, user_id: userId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('phone_number').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (hold) return hold.user_id;
  const existing = await db.selectFrom('phone_number_reservations').select('user_id').where('phone_number', '=', phoneNumber).executeTakeFirst();
  return existing?.user_id;
}

/** Ends the hold on the number: the user's own only, when `userId` is given. */
export async function releaseHold(db: Executor, phoneNumber: string, userId?: number): Promise<void> {
  await db
    .deleteFrom('phone_number_reservations')
    .where('phone_number', '=', phoneNumber)
    .$if(userId !== undefined, (query) => query.where('user_id', '=', userId as number))
    .execute();
}
