import { sql, type Kysely } from 'kysely';

/**
 * caller_lookup_claims: the caller-lookup backfill job's claims on numbers it asks the carrier
 * about (telephony/callerLookupBackfill.ts). A number seen in calls, chats or voicemails without a
 * caller_lookups row is claimed until `claimed_until` by one instance at a time, so two instances
 * never ask about it at once; the row goes once the lookup is stored. After a failed lookup the
 * claim stays until a later retry time, so a number the carrier keeps failing waits instead of
 * taking a place in every batch. Nothing of any customer: only the other party's number.
 */
const statements = [
  sql`create table caller_lookup_claims (
    phone_number text primary key check (phone_number ~ '^[0-9]{10}$'),
    claimed_until timestamptz not null
  )`,
  // The voicemail inbox joins caller_lookups by from_number; the backfill looks for voicemail callers without a lookup.
  sql`create index voicemails_by_caller on voicemails (from_number)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists voicemails_by_caller`.execute(db);
  await sql`drop table if exists caller_lookup_claims`.execute(db);
}
