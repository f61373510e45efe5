import { sql, type Kysely } from 'kysely';

/**
 * A data export that cannot be built is tried a few times (attempts), then marked failed
 * (failed_at): the customer is told and may ask again at once. Its row goes a day later, as a
 * ready file does (expires_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_exports add column attempts integer not null default 0`.execute(db);
  await sql`alter table data_exports add column failed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_exports drop column if exists failed_at`.execute(db);
  await sql`alter table data_exports drop column if exists attempts`.execute(db);
}
