import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, schemaStatus } from './db/migrate';

/**
 * `npm run migrate`: brings the database of this environment (DATABASE_URL, or the embedded one in
 * DATA_DIR) up to this version's schema, then exits. Run once per deployment before the new
 * instances start with MIGRATE_ON_START=false; safe to repeat, and Kysely's migration lock keeps two
 * runs from overlapping. A database a newer version migrated is left untouched.
 */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const { unknown } = await schemaStatus(db);
    if (unknown.length > 0) throw new Error(`The database has migrations this version does not know (${unknown.join(', ')}): a newer version migrated it. Nothing done.`);
    const applied = await migrateToLatest(db);
    console.log(applied.length > 0 ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
