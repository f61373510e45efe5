import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createApp, type AppDeps } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from './testDatabase';

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** The DATA_DIR: db/ and the mail outbox/. */
  dataDir: string;
  db: Kysely<Database>;
}

/** The first open of the database can take several seconds on a slow machine. */
export const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * Rate limits off: test files make dozens of accounts from one address. The rate-limit tests turn
 * them back on with small numbers through `env`.
 */
export const RATE_LIMITS_OFF: Record<string, string> = {
  ...Object.fromEntries(
    ['SIGN_IN', 'SIGN_UP', 'PASSWORD_RESET', 'RESEND_VERIFICATION', 'NUMBER_SEARCH', 'NUMBER_PURCHASE', 'SOCIAL_NONCE', 'EMAIL_CHANGE', 'VITALS'].flatMap((name) => [
      [`RATE_LIMIT_${name}_PER_IP`, '0'],
      [`RATE_LIMIT_${name}_PER_ACCOUNT`, '0'],
    ]),
  ),
  // The request budget stays on (every request pays for it, as in production) but far
  // above anything a test file sends from one address, whatever its clock does.
  RATE_LIMIT_REQUESTS_PER_IP_BURST: '1000000',
};

/** The card-testing limits (billing/paymentVelocity.ts) are off too, for the same reason. */
export const PAYMENT_LIMITS_OFF: Record<string, string> = Object.fromEntries(
  ['DECLINES_PER_ACCOUNT', 'DECLINES_PER_CARD', 'DECLINES_PER_IP'].map((name) => [`RATE_LIMIT_PAYMENT_${name}`, '0']).concat([['RATE_LIMIT_NEW_CARDS_PER_ACCOUNT_PER_DAY', '0']]),
);

/** Configuration as the environment would give it, for a test data directory; `env` overrides. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    ...RATE_LIMITS_OFF,
    ...PAYMENT_LIMITS_OFF,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://app.test',
    // Not built unless a test writes files there.
    DIST_DIR: `${dataDir}/dist`,
    // Empty (PGlite in DATA_DIR) unless the tests run against a PostgreSQL server.
    DATABASE_URL: databaseUrlFor(dataDir),
    ...env,
  });
}

/** Starts an app on its own database; the caller closes it with `stopTestServer`. */
export async function startTestServer(env: Record<string, string> = {}, deps: Omit<AppDeps, 'db'> = {}): Promise<TestServer> {
  const dataDir = await createTestDataDir();
  const config = testConfig(dataDir, env);
  const db = await openDatabase(config);
  const app = await createApp(config, { ...deps, db });
  return { app, config, dataDir, db };
}

export async function stopTestServer(server: TestServer): Promise<void> {
  await server.app.close();
  await server.db.destroy();
  await removeTestDataDir(server.dataDir);
}

/**
 * One server and database for the whole test file (opened in beforeAll, closed in afterAll).
 * Tests stay independent by using their own users (`uniqueEmail`). Read fields inside tests only.
 */
export function setupTestServer(env: Record<string, string> = {}, deps: Omit<AppDeps, 'db'> = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(env, deps));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    if (server.app) await stopTestServer(server);
  });
  return server;
}

/**
 * Waits until `server` has heard of every change committed to its database so far: at once on
 * the embedded database, which announces a change as it commits it; one round trip on the
 * listening connection on PostgreSQL, where another writer's change (another server, a script)
 * reaches a server a moment after its commit.
 */
export function changesHeard(server: TestServer): Promise<void> {
  return server.app.sessionCache.caughtUp();
}
