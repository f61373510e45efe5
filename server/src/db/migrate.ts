import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from './migrations';
import type { Database } from './schema';

/** How long a migration waits for a table's lock, and how long one statement may run. */
export interface MigrationLimits {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  /** Attempts in all when a migration gave up waiting for a lock. */
  attempts: number;
  /** Pause before the next attempt, doubled each time. */
  retryPauseMs: number;
}

/**
 * A migration waiting for a lock (a long transaction reads the table it alters) queues every
 * later query of that table behind it, and the instances' pools fill with them: so it waits 5 s
 * at most, gives its lock up, and tries again a little later; a statement runs 5 minutes at most.
 */
export const DEFAULT_MIGRATION_LIMITS: MigrationLimits = { lockTimeoutMs: 5_000, statementTimeoutMs: 300_000, attempts: 6, retryPauseMs: 2_000 };

/** SQLSTATE lock_not_available: lock_timeout expired. */
const LOCK_NOT_AVAILABLE = '55P03';

function gaveUpOnLock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE || gaveUpOnLock((error as { cause?: unknown }).cause));
}

async function migrateOnce(db: Kysely<Database>, limits: MigrationLimits, list: Record<string, Migration>): Promise<string[]> {
  // One connection for the whole run, so that its limits hold for every migration's transaction.
  return db.connection().execute(async (connection) => {
    await sql`select set_config('lock_timeout', ${`${limits.lockTimeoutMs}ms`}, false), set_config('statement_timeout', ${`${limits.statementTimeoutMs}ms`}, false)`.execute(connection);
    try {
      const migrator = new Migrator({ db: connection, provider: { getMigrations: async () => list } });
      const { error, results } = await migrator.migrateToLatest();
      if (error) {
        const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
        throw new MigrationFailed(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      return (results ?? []).map((result) => result.migrationName);
    } finally {
      // The connection goes back to the pool as it came.
      await sql`select set_config('lock_timeout', '0', false), set_config('statement_timeout', '0', false)`.execute(connection);
    }
  });
}

class MigrationFailed extends Error {
  override name = 'MigrationFailed';
}

/** Brings the schema up to the newest migration (of `list`: tests bring their own); throws (and changes nothing more) if one fails. */
export async function migrateToLatest(db: Kysely<Database>, limits: MigrationLimits = DEFAULT_MIGRATION_LIMITS, list: Record<string, Migration> = migrations): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db, limits, list);
    } catch (error) {
      // A run is one transaction (Kysely's on PostgreSQL): one that gave up changed nothing.
      if (!gaveUpOnLock(error) || attempt >= limits.attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, limits.retryPauseMs * 2 ** (attempt - 1)));
    }
  }
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
