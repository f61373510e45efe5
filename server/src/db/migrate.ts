import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema up to the newest migration; throws (and changes nothing more) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The migrations the code has that the database lacks, and those the database has that the code does not know. */
export interface SchemaStatus {
  pending: string[];
  unknown: string[];
}

/** Compares the database's record of applied migrations (Kysely's table) with this code's list; changes nothing. */
export async function schemaStatus(db: Kysely<Database>): Promise<SchemaStatus> {
  const table = await sql<{ name: string | null }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  const applied = table.rows[0]?.name ? (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name) : [];
  const known = Object.keys(migrations);
  return { pending: known.filter((name) => !applied.includes(name)), unknown: applied.filter((name) => !Object.hasOwn(migrations, name)).sort() };
}

/** Thrown when the database's schema is one this server must not serve. */
export class SchemaMismatch extends Error {
  override name = 'SchemaMismatch';
}

/**
 * Makes sure this server knows the database's schema before it serves: a database migrated by a
 * newer version is refused; a missing migration is applied when `migrate` is true (the embedded
 * database, a single instance), else refused with the command that applies it (production runs
 * `npm run migrate` once per deployment, MIGRATE_ON_START=false). Returns what it applied.
 */
export async function prepareSchema(db: Kysely<Database>, { migrate }: { migrate: boolean }): Promise<string[]> {
  const { pending, unknown } = await schemaStatus(db);
  if (unknown.length > 0) {
    throw new SchemaMismatch(
      `The database has migrations this server does not know (${unknown.join(', ')}): a newer version migrated it. Refusing to start; deploy that version or newer.`,
    );
  }
  if (pending.length === 0) return [];
  if (!migrate) {
    throw new SchemaMismatch(`The database lacks migrations ${pending.join(', ')} and MIGRATE_ON_START is false: run \`npm run migrate\` first.`);
  }
  return migrateToLatest(db);
}
