import type { Kysely } from 'kysely';
import { besideEmbeddedDatabase } from '../db/besideEmbedded';
import type { DatabaseOptions } from '../db/database';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { PerUserConcurrency } from './perUserConcurrency';
import { SharedHeavyReads, type HeavyReads } from './sharedHeavyReads';

const turnsInMemory = (): HeavyReads => new PerUserConcurrency();

/**
 * Each customer's heavy-read turns as the database allows. On PostgreSQL several instances may
 * serve one customer, so the turns are leased in heavy_read_turns (SharedHeavyReads). On the
 * embedded database every server is in this one process, so in-memory turns beside it are all of
 * them (db/besideEmbedded.ts): leasing a row would only add two statements (claim and give back)
 * to every heavy read, which queue with everyone's in the embedded database's single line.
 */
export function heavyReadsFor(options: DatabaseOptions, db: Kysely<Database>, log: Logger): HeavyReads {
  return besideEmbeddedDatabase(options, turnsInMemory) ?? new SharedHeavyReads(db, log);
}
