import type { Kysely } from 'kysely';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, schemaStatus } from './db/migrate';
import { incompatibilityWith, releaseOf, type DeclaredMigration } from './db/migrationCompatibility';
import type { Database } from './db/schema';

/**
 * Brings `db` up to the schema of the release `list` builds and says what it did. A database a newer
 * release migrated is left untouched: fine when its newer migrations all declare this release
 * compatible (expand changes; a rollback's old image runs `migrate` too), else an error naming the
 * release it needs.
 */
export async function migrateCommand(db: Kysely<Database>, list: Record<string, DeclaredMigration>): Promise<string> {
  const { unknown } = await schemaStatus(db, list);
  const refusal = await incompatibilityWith(db, list, unknown);
  if (refusal) throw new Error(`${refusal.reason} Nothing done; deploy ${refusal.deploy}.`);
  if (unknown.length > 0) {
    return `The database is ahead of this release (${releaseOf(list)}): its newer migrations (${unknown.join(', ')}) are all declared compatible with it. Nothing done.`;
  }
  const applied = await migrateToLatest(db, undefined, list);
  return applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.';
}

/**
 * `npm run migrate`: the database of this environment (DATABASE_URL, or the embedded one in
 * DATA_DIR) brought up to `list`'s schema, then the process exits (1 when refused or failed). Run
 * once per deployment before the new instances start with MIGRATE_ON_START=false; safe to repeat,
 * and Kysely's migration lock keeps two runs from overlapping.
 */
export function runMigrateCommand(list: Record<string, DeclaredMigration>): void {
  const run = async () => {
    const db = await openDatabase(loadConfig());
    try {
      console.log(await migrateCommand(db, list));
    } finally {
      await db.destroy();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
