import { sql, type Kysely } from 'kysely';

/**
 * caller_lookups: what the carrier's caller-ID service said about a number (its listed name, and
 * whether it is likely spam), kept so the carrier is asked once per number per
 * CALLER_LOOKUP_CACHE_HOURS, not once per call row. One row per number, shared by every customer:
 * it holds what the carrier says about the other party, nothing of any customer.
 *
 * A lookup changes how each call log and chat list with that number reads, so storing one changes
 * the call_log_version of every user with a call to or from it (as migration 0300 does for calls)
 * and the chats_version of every user with a chat with it (migration 0550), found through new
 * indexes on calls' and chats' other party.
 */
const statements = [
  sql`create table caller_lookups (
    phone_number text primary key,
    caller_name text,
    spam_likely boolean not null,
    looked_up_at timestamptz not null default now()
  )`,
  sql`create index calls_by_third_party on calls(third_party_number)`,
  sql`create index chats_by_third_party on chats(third_party_number)`,
  sql`create function bump_call_log_version_for_caller() returns trigger language plpgsql as $$
    begin
      update users set call_log_version = call_log_version + 1
        where id in (select c.user_id from calls c where c.third_party_number = new.phone_number);
      update users set chats_version = chats_version + 1
        where id in (select c.user_id from chats c where c.third_party_number = new.phone_number);
      return null;
    end
  $$`,
  sql`create trigger caller_lookups_bump_call_log after insert or update on caller_lookups
    for each row execute function bump_call_log_version_for_caller()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists caller_lookups_bump_call_log on caller_lookups`.execute(db);
  await sql`drop function if exists bump_call_log_version_for_caller()`.execute(db);
  await sql`drop index if exists chats_by_third_party`.execute(db);
  await sql`drop index if exists calls_by_third_party`.execute(db);
  await sql`drop table if exists caller_lookups`.execute(db);
}
