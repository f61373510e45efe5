import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

/** Where a query runs: the database, or a transaction its caller holds (row locks, all-or-nothing writes). */
export type Executor = Kysely<Database> | Transaction<Database>;
