import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { createEmbeddedTestDataDir, removeTestDataDir } from '../helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS } from '../helpers/testServer';

/**
 * The test databases are copies of one migrated template (helpers/testDatabase.ts), which boots
 * with a small buffer cache: PostgreSQL's default of 128 MB is zeroed at every boot, and the
 * suites boot hundreds of databases. Production's embedded database keeps the default.
 */
test('a test database is the migrated template, booting with a 16 MB buffer cache', async () => {
  const dataDir = await createEmbeddedTestDataDir();
  const db = await openDatabase({ databaseUrl: '', dataDir });
  try {
    const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(db);
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
    expect((await db.selectFrom('plans').select('id').execute()).length).toBeGreaterThan(0);
  } finally {
    await db.destroy();
    await removeTestDataDir(dataDir);
  }
}, SERVER_START_TIMEOUT_MS);
