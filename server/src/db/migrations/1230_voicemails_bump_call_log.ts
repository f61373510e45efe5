import { sql, type Kysely } from 'kysely';

/**
 * The call log names the voicemail left after each call (voicemail_id), so a voicemail stored or
 * deleted changes its user's call_log_version, as a call does (migration 0300's function, once per
 * statement): a kept call log answer is made again. Marking one heard changes nothing of the call
 * log, so updates do not bump it (nothing updates a voicemail's caller or time).
 */
const statements = [
  sql`create trigger voicemails_insert_bumps_call_log after insert on voicemails
    referencing new table as new_rows for each statement execute function bump_call_log_version()`,
  sql`create trigger voicemails_delete_bumps_call_log after delete on voicemails
    referencing old table as old_rows for each statement execute function bump_call_log_version()`,
  sql`create trigger voicemails_truncate_bumps_call_log after truncate on voicemails
    for each statement execute function bump_call_log_version()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`voicemails_${event}_bumps_call_log`)} on voicemails`.execute(db);
  }
}
