import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { databaseUrlFor, createTestDataDir, removeTestDataDir } from '../helpers/testDatabase';

// On PostgreSQL (npm run test:cluster): a migration that must wait for a table's lock gives up
// after lock_timeout instead of queueing every query of that table behind it, and tries again.

let dataDir: string;
let db: Kysely<Database>;
let reader: Kysely<Database>;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) throw new Error('The cluster tests need TEST_DATABASE_URL (server/test/postgres/start-postgres.sh).');
  dataDir = await createTestDataDir();
  db = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
  reader = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => {
  await reader?.destroy();
  await db?.destroy();
  await removeTestDataDir(dataDir);
});

const alterPlans: Migration = { up: async (trx) => void (await sql`alter table plans add column lock_test integer`.execute(trx)) };
const limits = { lockTimeoutMs: 300, statementTimeoutMs: 10_000, attempts: 2, retryPauseMs: 100 };

test('a long reader of the table: the migration gives up its place after lock_timeout, reads go on, and it applies once the reader is done', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  // A transaction that has read plans holds its lock until it ends.
  const longReader = db.transaction().execute(async (trx) => {
    await trx.selectFrom('plans').select('id').limit(1).execute();
    holding();
    await released;
  });
  await held;

  const waiting = migrateToLatest(db, limits, { ...migrations, '9999_lock_test': alterPlans });
  // While the migration waits (and between its attempts) other readers of plans are served.
  const started = Date.now();
  await reader.selectFrom('plans').select('id').limit(1).execute();
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(waiting).rejects.toThrow(/lock timeout/i);

  release();
  await longReader;
  expect(await migrateToLatest(db, limits, { ...migrations, '9999_lock_test': alterPlans })).toEqual(['9999_lock_test']);
  // The connection went back to the pool without the migration's limits.
  const { rows } = await sql<{ lock_timeout: string }>`show lock_timeout`.execute(db);
  expect(rows[0].lock_timeout).toBe('0');
}, 60_000);
