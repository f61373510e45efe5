import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoAccount } from './seed/seedDemoAccount';

/**
 * `npm run seed`: creates or refreshes the demo account in the database the server uses (the same
 * DATA_DIR / DATABASE_URL environment). With the embedded database, stop the server first: only
 * one process may open a PGlite data directory at a time.
 */
async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const demo = await seedDemoAccount(db);
    console.log(`Demo account ready at ${config.publicUrl}/app/login`);
    console.log(`  email:    ${demo.email}`);
    console.log(`  password: ${demo.password}`);
    console.log(`  number:   ${demo.phoneNumber}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
