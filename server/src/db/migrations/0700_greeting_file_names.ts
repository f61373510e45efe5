import { sql, type Kysely } from 'kysely';

/**
 * The name of the file a greeting was uploaded from, so the account page can show which one is
 * current. Display only: never a path, never proof of the format. Greetings uploaded
 * before keep no name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table voicemail_greetings add column file_name text check (char_length(file_name) <= 120)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table voicemail_greetings drop column if exists file_name`.execute(db);
}
