import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { incompatibilityWith, recordingCompatibility, releaseOf, type DeclaredMigration } from './migrationCompatibility';
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

async function migrateOnce(db: Kysely<Database>, limits: MigrationLimits, list: Record<string, DeclaredMigration>): Promise<string[]> {
  // One connection for the whole run, so that its limits hold for every migration's transaction.
  return db.connection().execute(async (connection) => {
    await sql`select set_config('lock_timeout', ${`${limits.lockTimeoutMs}ms`}, false), set_config('statement_timeout', ${`${limits.statementTimeoutMs}ms`}, false)`.execute(connection);
    try {
      const migrator = new Migrator({ db: connection, provider: { getMigrations: async () => recordingCompatibility(list) } });
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
export async function migrateToLatest(db: Kysely<Database>, limits: MigrationLimits = DEFAULT_MIGRATION_LIMITS, list: Record<string, DeclaredMigration> = migrations): Promise<string[]> {
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

/** Compares the database's record of applied migrations (Kysely's table) with `list` (this code's); changes nothing. */
export async function schemaStatus(db: Kysely<Database>, list: Record<string, Migration> = migrations): Promise<SchemaStatus> {
  const table = await sql<{ name: string | null }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  const applied = table.rows[0]?.name ? (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name) : [];
  const known = Object.keys(list);
  return { pending: known.filter((name) => !applied.includes(name)), unknown: applied.filter((name) => !Object.hasOwn(list, name)).sort() };
}

/** Thrown when the database's schema is one this server must not serve. */
export class SchemaMismatch extends Error {
  override name = 'SchemaMismatch';
}

/** What the schema check found: the migrations it applied, and the newer ones (all declared compatible) it runs beside. */
export interface PreparedSchema {
  applied: string[];
  newer: string[];
}

/**
 * Makes sure this server can serve the database's schema: newer migrations are accepted when each
 * declares this release compatible (expand changes), refused otherwise, naming the release needed
 * (migrationCompatibility.ts); a missing migration is applied when `migrate` is true (the embedded
 * database, a single instance), else refused with the command that applies it (production runs
 * `npm run migrate` once per deployment, MIGRATE_ON_START=false). `list` is this release's migrations.
 */
export async function prepareSchema(db: Kysely<Database>, { migrate, list = migrations }: { migrate: boolean; list?: Record<string, DeclaredMigration> }): Promise<PreparedSchema> {
  const { pending, unknown } = await schemaStatus(db, list);
  const refusal = await incompatibilityWith(db, list, unknown);
  if (refusal) throw new SchemaMismatch(`${refusal.reason} Refusing to start; deploy ${refusal.deploy}.`);
  if (pending.length === 0) return { applied: [], newer: unknown };
  if (unknown.length > 0) {
    // Kysely applies migrations in name order only: a newer release's migrations are past these.
    throw new SchemaMismatch(`The database lacks migrations ${pending.join(', ')} of release ${releaseOf(list)} but has newer ones (${unknown.join(', ')}): deploy a release that has both.`);
  }
  if (!migrate) {
    throw new SchemaMismatch(`The database lacks migrations ${pending.join(', ')} and MIGRATE_ON_START is false: run \`npm run migrate\` first.`);
  }
  return { applied: await migrateToLatest(db, DEFAULT_MIGRATION_LIMITS, list), newer: [] };
}
