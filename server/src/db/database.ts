import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { isDatabaseUnreachable } from './connectionErrors';
import { DatabaseOutages } from './databaseOutages';
import { bootPglite, DATE_OID, INT8_OID, keepDate, parseInt8 } from './embeddedBoot';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** postgres://… for a real server; empty for the embedded database. */
  databaseUrl: string;
  /** Where the embedded database keeps its files; ignored with databaseUrl. */
  dataDir: string;
  /** Connections the pool may hold on a PostgreSQL server (default 10, node-postgres's). */
  databasePoolSize?: number;
}

/**
 * A connection that cannot be made in this long, or a pool with none free for this long, counts
 * as an unreachable database: the request answers 503 with Retry-After, not a hung request.
 */
const CONNECT_TIMEOUT_MS = 5_000;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return parseInt8;
    if (oid === DATE_OID) return keepDate;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * A pool that survives losing the database. node-postgres emits 'error' on a pooled connection the
 * server drops (pg_terminate_backend, a restart), idle or checked out, and an 'error' event nobody
 * listens to ends the process: every one is heard here and reported as an outage, as is a
 * connection that cannot be made. The pool replaces lost connections on the next checkout.
 */
function resilientPool(connectionString: string, max: number, log: Logger | undefined, made: (pool: pg.Pool) => void): PostgresPool {
  const pool = new pg.Pool({ connectionString, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, max });
  made(pool);
  const outages = new DatabaseOutages({ probe: () => pool.query('select 1'), closing: () => pool.ending, log });
  pool.on('error', (error) => outages.noticed(error));
  pool.on('connect', (client) => client.on('error', (error) => outages.noticed(error)));
  return {
    options: pool.options,
    connect: () =>
      pool.connect().catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) outages.noticed(error);
        throw error;
      }),
    end: () => {
      outages.stop();
      return pool.end();
    },
  };
}

/**
 * The embedded database open in each directory (PGlite admits one instance per directory), for
 * what needs PGlite itself rather than Kysely: listening for notifications (db/changeFeed.ts).
 * Weak, so that a closed database is not kept alive by being listed here.
 */
const embeddedDatabases = new Map<string, WeakRef<PGlite>>();

/** pg's parser of text, and of every type it has no parser for: the text as it came. */
const textAsItCame = pg.types.getTypeParser(pg.types.builtins.TEXT);

/**
 * PGlite keeps a parser for every type that has an array type (371 of them) and copies that table
 * for each result it parses: about 150 µs of every query, a third of a short one. The embedded
 * database keeps the parsers of the types node-postgres parses (41), so that both databases give
 * the app the same values: an array of another type stays text, as a PostgreSQL server gives it.
 */
function parseLikeNodePostgres(pglite: PGlite): void {
  pglite.parsers = Object.fromEntries(Object.entries(pglite.parsers).filter(([oid]) => types.getTypeParser(Number(oid)) !== textAsItCame));
}

async function pgliteDialect(dataDir: string): Promise<PGliteDialect> {
  const pglite = await bootPglite(dataDir);
  parseLikeNodePostgres(pglite);
  embeddedDatabases.set(path.resolve(dataDir, 'db'), new WeakRef(pglite));
  return new PGliteDialect({ pglite });
}

/** The embedded database that openDatabase opened in `dataDir`, while it is open. */
export function openEmbeddedDatabase(dataDir: string): PGlite | undefined {
  const pglite = embeddedDatabases.get(path.resolve(dataDir, 'db'))?.deref();
  return pglite && !pglite.closed ? pglite : undefined;
}

/**
 * Opens the configured database: a PostgreSQL server when databaseUrl is set, else PGlite in
 * dataDir/db. With PostgreSQL, losing the server is never fatal: `log` hears of each outage once
 * and of the recovery once.
 */
export async function openDatabase(options: DatabaseOptions, log?: Logger): Promise<Kysely<Database>> {
  let pool: pg.Pool | undefined;
  const dialect = options.databaseUrl
    ? new PostgresDialect({ pool: resilientPool(options.databaseUrl, options.databasePoolSize ?? 10, log, (made) => (pool = made)) })
    : await pgliteDialect(options.dataDir);
  const db = new Kysely<Database>({ dialect });
  if (pool) pools.set(db, pool);
  return db;
}

/** The PostgreSQL pool behind each database openDatabase opened, for its metrics. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** Connections checked out and checkouts waiting; undefined for the embedded database (no pool) or a database opened elsewhere. */
export function poolUsageOf(db: Kysely<Database>): { inUse: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
}
