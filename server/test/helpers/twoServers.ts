import type { Kysely } from 'kysely';
import { createApp, type AppDeps } from '../../src/app';
import type { ServerConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { recordQueries, type QueryLog } from './queryLog';
import { createTestDataDir, removeTestDataDir } from './testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig, type TestServer } from './testServer';

export interface TwoServers {
  /** The server whose statements are recorded in `queries`. */
  server: TestServer;
  other: TestServer;
  queries: QueryLog;
}

/**
 * Two servers on one database, as two processes behind a load balancer would be, started before
 * the file's tests and closed after them. On PostgreSQL each has its own connection pool; PGlite
 * admits one connection per directory, so there they share it, but never what they keep in memory.
 * `depsOf` gives each server what it is given instead of what the config would create (providers).
 */
export function twoServersOnOneDatabase(
  env: Record<string, string> = {},
  depsOf: (config: ServerConfig, db: Kysely<Database>) => Omit<AppDeps, 'db'> = () => ({}),
): TwoServers {
  const servers: TwoServers = { server: {} as TestServer, other: {} as TestServer, queries: {} as QueryLog };
  const { server, other, queries } = servers;

  beforeAll(async () => {
    const dataDir = await createTestDataDir();
    const config = testConfig(dataDir, env);
    const db = await openDatabase(config);
    Object.assign(queries, recordQueries(db));
    Object.assign(server, { app: await createApp(config, { ...depsOf(config, db), db: queries.db }), config, dataDir, db });
    const otherDb = config.databaseUrl ? await openDatabase(config) : db;
    Object.assign(other, { app: await createApp(config, { ...depsOf(config, otherDb), db: otherDb }), config, dataDir, db: otherDb });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await other.app?.close();
    await server.app?.close();
    if (other.db && other.db !== server.db) await other.db.destroy();
    await server.db?.destroy();
    if (server.dataDir) await removeTestDataDir(server.dataDir);
  });

  return servers;
}
