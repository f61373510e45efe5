import { sql, type Kysely } from 'kysely';
import type { MigrationCompatibility } from '../migrationCompatibility';

/** A contract change: third_party_number is NOT NULL without a default, so an older release's inserts of calls fail: only releases that know this migration run on it. */
export const compatibility: MigrationCompatibility = { change: 'contract', oldestCompatibleRelease: '0200_calls_third_party' };

/**
 * Calls remember their other party (the number that is not the customer's), so is_blocked is one
 * indexed lookup in blocked_numbers; and the call log reads only visible calls, newest first, from
 * one partial index that also orders ties by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table calls add column third_party_number text not null default ''`.execute(db);
  await sql`update calls set third_party_number = case
      when call_from in (select p.phone_number from phones p where p.user_id = calls.user_id) then call_to
      else call_from end`.execute(db);
  await sql`alter table calls alter column third_party_number drop default`.execute(db);
  await sql`drop index if exists calls_user_date`.execute(db);
  await sql`create index calls_visible_by_date on calls(user_id, call_date desc, id desc) where hidden_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists calls_visible_by_date`.execute(db);
  await sql`create index if not exists calls_user_date on calls(user_id, call_date desc)`.execute(db);
  await sql`alter table calls drop column third_party_number`.execute(db);
}
