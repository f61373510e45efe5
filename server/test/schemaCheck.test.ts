import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrateToLatest, schemaStatus } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig } from './helpers/testServer';

const REPO = path.resolve(__dirname, '../..');
const newestMigration = Object.keys(migrations).at(-1) as string;

let dataDir: string;
beforeEach(async () => {
  dataDir = await createTestDataDir();
}, SERVER_START_TIMEOUT_MS);
afterEach(() => removeTestDataDir(dataDir));

/** Runs `change` on the test database (migrated first), then closes it so the app or a script may open it. */
async function withDatabase(change: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  const db = await openDatabase(testConfig(dataDir));
  try {
    await migrateToLatest(db);
    await change(db);
  } finally {
    await db.destroy();
  }
}

/** The newest migration undone, as on a database the previous version migrated. */
const undoNewestMigration = (db: Kysely<Database>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateDown().then(({ error }) => {
    if (error) throw error;
  });

describe('the schema check at start', () => {
  test('refuses a database migrated by a newer version, naming the unknown migration', async () => {
    await withDatabase(async (db) => {
      await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ${new Date().toISOString()})`.execute(db);
    });
    await expect(createApp(testConfig(dataDir))).rejects.toThrow(/migrations this server does not know \(9999_from_the_future\)/);
  }, SERVER_START_TIMEOUT_MS);

  test('with MIGRATE_ON_START=false, refuses a database that lacks a migration and names `npm run migrate`', async () => {
    await withDatabase(undoNewestMigration);
    await expect(createApp(testConfig(dataDir, { MIGRATE_ON_START: 'false' }))).rejects.toThrow(
      `The database lacks migrations ${newestMigration} and MIGRATE_ON_START is false: run \`npm run migrate\` first.`,
    );
  }, SERVER_START_TIMEOUT_MS);

  test('by default, migrates a database that lacks a migration, then serves', async () => {
    await withDatabase(undoNewestMigration);
    const app = await createApp(testConfig(dataDir));
    try {
      expect(await schemaStatus(app.db)).toEqual({ pending: [], unknown: [] });
      expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, SERVER_START_TIMEOUT_MS);
});

describe('npm run migrate (server/src/migrate.ts)', () => {
  // The operator's command itself (the other tests run the entry from a bundle, serverEntry).
  const migrate = () =>
    spawnSync('npm', ['run', '--silent', 'migrate'], {
      cwd: REPO,
      env: { ...process.env, ...envOf(dataDir) },
      encoding: 'utf8',
      timeout: SERVER_START_TIMEOUT_MS,
    });

  test('applies what is missing and exits, after which a server with MIGRATE_ON_START=false starts', async () => {
    await withDatabase(undoNewestMigration);
    const run = migrate();
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: `Applied 1 migration(s): ${newestMigration}` });
    expect(migrate().stdout.trim()).toBe('The database is up to date.');
    const app = await createApp(testConfig(dataDir, { MIGRATE_ON_START: 'false' }));
    await app.close();
  }, 2 * SERVER_START_TIMEOUT_MS);
});

/** The environment that points a process at the test database. */
function envOf(dir: string): Record<string, string> {
  const config = testConfig(dir);
  return { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl, LOG_LEVEL: 'silent' };
}
