import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The user's blocked numbers, in the order they were blocked. */
export async function listBlockedNumbers(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('blocked_numbers').select('phone_number').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.phone_number);
}

/** Blocks numbers; one already blocked stays as it is. */
export async function blockNumbers(db: Kysely<Database>, userId: number, numbers: readonly string[]): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .insertInto('blocked_numbers')
    .values(numbers.map((phone_number) => ({ user_id: userId, phone_number })))
    .onConflict((conflict) => conflict.columns(['user_id', 'phone_number']).doNothing())
    .execute();
}

/** Unblocks numbers; one not blocked is ignored. */
export async function unblockNumbers(db: Kysely<Database>, userId: number, numbers: string[]): Promise<void> {
  if (numbers.length === 0) return;
  await db.deleteFrom('blocked_numbers').where('user_id', '=', userId).where('phone_number', 'in', numbers).execute();
}
