import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

/**
 * A number (a column of the outer query) the backfill should ask about: 10 digits (only US
 * numbers have a caller name), no lookup stored, and not claimed by a pass or waiting after a
 * failed lookup.
 */
function wantsLookup(number: RawBuilder<string>, now: Date): RawBuilder<boolean> {
  return sql<boolean>`${number} ~ '^[0-9]{10}$'
    and not exists (select 1 from caller_lookups l where l.phone_number = ${number})
    and not exists (select 1 from caller_lookup_claims k where k.phone_number = ${number} and k.claimed_until > ${now})`;
}

/**
 * Claims up to `limit` numbers that appear in any customer's calls, chats or voicemails and have no
 * caller lookup, until `leaseEnd`. A number another instance claims at the same moment is that
 * instance's: the insert of the second waits for the first's and then finds its claim current, so
 * it neither takes nor answers the number. A claim that has ended (a pass that died, a retry time
 * that has come) is taken over.
 */
export async function claimNumbersWithoutLookup(db: Executor, now: Date, leaseEnd: Date, limit: number): Promise<string[]> {
  const result = await sql<{ phone_number: string }>`
    insert into caller_lookup_claims (phone_number, claimed_until)
    select n.phone_number, ${leaseEnd}::timestamptz from (
      (select distinct c.third_party_number as phone_number from calls c where ${wantsLookup(sql.ref('c.third_party_number'), now)} limit ${limit})
      union
      (select distinct h.third_party_number from chats h where ${wantsLookup(sql.ref('h.third_party_number'), now)} limit ${limit})
      union
      (select distinct v.from_number from voicemails v where ${wantsLookup(sql.ref('v.from_number'), now)} limit ${limit})
    ) n
    limit ${limit}
    on conflict (phone_number) do update set claimed_until = excluded.claimed_until
      where caller_lookup_claims.claimed_until <= ${now}
    returning phone_number`.execute(db);
  return result.rows.map((row) => row.phone_number);
}

/** Moves the claims on these numbers that end at `from` to `to`; answers the numbers still claimed that way. */
export async function extendLookupClaims(db: Executor, phoneNumbers: string[], from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .updateTable('caller_lookup_claims')
    .set({ claimed_until: to })
    .where('phone_number', 'in', phoneNumbers)
    .where('claimed_until', '=', from)
    .returning('phone_number')
    .execute();
  return rows.map((row) => row.phone_number);
}

/** Gives back the claims on these numbers that end at `from`: any instance's next pass may take them. */
export async function releaseLookupClaims(db: Executor, phoneNumbers: string[], from: Date): Promise<void> {
  await db.deleteFrom('caller_lookup_claims').where('phone_number', 'in', phoneNumbers).where('claimed_until', '=', from).execute();
}

/** The number's lookup is stored: its claim (ending at `leaseEnd`, if still this pass's) goes. */
export async function endLookupClaim(db: Executor, phoneNumber: string, leaseEnd: Date): Promise<void> {
  await db.deleteFrom('caller_lookup_claims').where('phone_number', '=', phoneNumber).where('claimed_until', '=', leaseEnd).execute();
}

/** The carrier failed the lookup: the number's claim (ending at `leaseEnd`) lasts until `retryAt`, when a pass may ask again. */
export async function postponeLookupClaim(db: Executor, phoneNumber: string, leaseEnd: Date, retryAt: Date): Promise<void> {
  await db.updateTable('caller_lookup_claims').set({ claimed_until: retryAt }).where('phone_number', '=', phoneNumber).where('claimed_until', '=', leaseEnd).execute();
}

/**
 * Deletes claims that ended before `before`: a number looked up since by a new call, or gone with
 * its customer's account. A number still without a lookup is simply claimed again.
 */
export async function pruneEndedLookupClaims(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('caller_lookup_claims').where('claimed_until', '<', before).execute();
}
