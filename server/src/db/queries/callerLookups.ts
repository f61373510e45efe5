import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Whether the number was looked up at or after `since` (a lookup that recent is still good). */
export async function hasLookupSince(db: Kysely<Database>, phoneNumber: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('caller_lookups')
    .select('phone_number')
    .where('phone_number', '=', phoneNumber)
    .where('looked_up_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores (or refreshes) what the carrier said about a number. */
export async function saveCallerLookup(
  db: Kysely<Database>,
  lookup: { phoneNumber: string; callerName: string | null; spamLikely: boolean; lookedUpAt: Date },
): Promise<void> {
  const values = { caller_name: lookup.callerName, spam_likely: lookup.spamLikely, looked_up_at: lookup.lookedUpAt };
  await db
    .insertInto('caller_lookups')
    .values({ phone_number: lookup.phoneNumber, ...values })
    .onConflict((oc) => oc.column('phone_number').doUpdateSet(values))
    .execute();
}
