import { sql, type Kysely } from 'kysely';

/**
 * Each applied migration's declared compatibility (db/migrationCompatibility.ts), written by the
 * migrator in the migration's own transaction: a release that does not know a migration reads here
 * whether it may still run (null: every older release may; else the oldest release that may).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table schema_compatibility (
    migration text primary key,
    oldest_compatible_release text
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists schema_compatibility`.execute(db);
}
