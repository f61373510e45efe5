import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { PerUserConcurrency } from './perUserConcurrency';
import { SharedHeavyReads, type HeavyReads } from './sharedHeavyReads';

/**
 * Each customer's heavy-read turns as the database allows. On PostgreSQL several instances may
 * serve one customer, so the turns are leased in heavy_read_turns (SharedHeavyReads). The embedded
 * database opens its directory in one process only, so there is one instance and its in-memory
 * turns are all of them: leasing a row would only add two statements (claim and give back) to
 * every heavy read, which queue with everyone's in the embedded database's single line.
 */
export function heavyReadsFor(databaseUrl: string, db: Kysely<Database>, log: Logger): HeavyReads {
  return databaseUrl === '' ? new PerUserConcurrency() : new SharedHeavyReads(db, log);
}
