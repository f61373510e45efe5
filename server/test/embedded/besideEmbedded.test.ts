import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { requestBucketsOf } from '../../src/db/requestBuckets';
import { heavyReadsFor } from '../../src/http/heavyReadsFor';
import { PerUserConcurrency } from '../../src/http/perUserConcurrency';
import { SharedHeavyReads } from '../../src/http/sharedHeavyReads';
import { quietLog } from '../helpers/billing';
import { createEmbeddedTestDataDir, removeTestDataDir } from '../helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS } from '../helpers/testServer';

/**
 * What servers on PostgreSQL share through a table (the request budget's buckets, the heavy-read
 * turns) lives, on the embedded database, in memory beside it: one of each for every server on
 * that open database, fresh once it is closed and opened again. The embedded database is opened
 * here from the migrated template (so the file belongs to the embedded-database run only).
 */
/** A statement, as a server's start runs: the dialect connects on the first one, and closes only what it connected. */
const firstStatement = (db: Kysely<Database>) => db.selectFrom('plans').select('id').execute();

test('on the embedded database, the buckets and the heavy-read turns are one each for every server on it, fresh after it is reopened', async () => {
  const dataDir = await createEmbeddedTestDataDir();
  const options = { databaseUrl: '', dataDir };
  try {
    const db = await openDatabase(options);
    await firstStatement(db);
    const turns = heavyReadsFor(options, db, quietLog);
    const buckets = requestBucketsOf(options, db);
    expect(turns).toBeInstanceOf(PerUserConcurrency);
    // A second server on the same database: the same turns and buckets.
    expect(heavyReadsFor(options, db, quietLog)).toBe(turns);
    expect(requestBucketsOf(options, db)).toBe(buckets);
    expect(await buckets.take('198.51.100.7', new Date(0), { capacity: 2, perSecond: 1 })).toEqual({ admitted: true, tokens: 1 });
    expect(await requestBucketsOf(options, db).take('198.51.100.7', new Date(0), { capacity: 2, perSecond: 1 })).toEqual({ admitted: true, tokens: 0 });
    await db.destroy();

    const reopened = await openDatabase(options);
    try {
      await firstStatement(reopened);
      expect(heavyReadsFor(options, reopened, quietLog)).not.toBe(turns);
      expect(requestBucketsOf(options, reopened)).not.toBe(buckets);
      expect(await requestBucketsOf(options, reopened).take('198.51.100.7', new Date(0), { capacity: 2, perSecond: 1 })).toEqual({ admitted: true, tokens: 1 });
    } finally {
      await reopened.destroy();
    }
  } finally {
    await removeTestDataDir(dataDir);
  }
}, SERVER_START_TIMEOUT_MS);

test('on PostgreSQL each server leases the turns in its table (no database is reached to choose)', async () => {
  const dataDir = await createEmbeddedTestDataDir();
  const embedded = await openDatabase({ databaseUrl: '', dataDir });
  try {
    await firstStatement(embedded);
    // A DATABASE_URL decides, whatever else is open in the data directory.
    const onPostgres = { databaseUrl: 'postgres://nobody@127.0.0.1:9/none', dataDir };
    expect(heavyReadsFor(onPostgres, embedded, quietLog)).toBeInstanceOf(SharedHeavyReads);
    expect(heavyReadsFor(onPostgres, embedded, quietLog)).not.toBe(heavyReadsFor(onPostgres, embedded, quietLog));
  } finally {
    await embedded.destroy();
    await removeTestDataDir(dataDir);
  }
}, SERVER_START_TIMEOUT_MS);
