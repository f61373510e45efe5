import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp } from '../../src/app';
import { revokeUserSessions } from '../../src/db/queries/sessions';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../../src/http/errorHandler';
import { TcpProxy } from '../helpers/tcpProxy';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from '../helpers/testDatabase';
import { changesHeard, SERVER_START_TIMEOUT_MS, testConfig, type TestServer } from '../helpers/testServer';
import { createSignedInUser, type SignedInUser } from '../helpers/users';

// PostgreSQL only (the server project runs this folder when TEST_DATABASE_URL is set). The app
// opens and owns its database, as in production, and logs into `log`.

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

const log: LogLine[] = [];
const logged = (message: string) => log.filter((line) => line.msg.startsWith(message));

/** Polls (every few milliseconds, for up to 30 s) until `condition` holds. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The app on the test database, reached at `databaseUrl` (the database itself or a proxy to it). */
async function startApp(dataDir: string, databaseUrl: string): Promise<TestServer> {
  const config = testConfig(dataDir, { LOG_LEVEL: 'info', DATABASE_URL: databaseUrl });
  const app = await createApp(config, { logStream: { write: (line) => void log.push(JSON.parse(line) as LogLine) } });
  return { app, config, dataDir, db: app.db };
}

const getProfile = (app: FastifyInstance, user: SignedInUser) => app.inject({ method: 'GET', url: '/api/user/webprofile', headers: user.headers });
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** Ends every connection of the others to the test database, as an administrator would. */
async function terminateOtherConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const result = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await createTestDataDir();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => removeTestDataDir(dataDir));
beforeEach(() => {
  log.length = 0;
});

describe('when an administrator terminates every connection of the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApp(dataDir, databaseUrlFor(dataDir));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => server?.app.close());

  it('survives, answers again, logs the outage and the recovery, and hears session changes again', async () => {
    const user = await createSignedInUser(server);
    expect((await getProfile(server.app, user)).statusCode).toBe(200);
    await until(() => server.app.sessionCache.listening);

    // Pooled connections (idle and the listening one) all end: each one's 'error' must be heard.
    expect(await terminateOtherConnections(databaseUrlFor(dataDir))).toBeGreaterThanOrEqual(2);
    await until(() => logged('database unreachable').length > 0);

    // Requests meanwhile either find a new connection or are told to come back, never a 500.
    const during = await getProfile(server.app, user);
    if (during.statusCode !== 200) {
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(during.json()).toEqual({ failure: DATABASE_UNAVAILABLE });
    }

    await until(() => logged('database reachable again').length > 0);
    await until(() => server.app.sessionCache.listening);
    expect((await getProfile(server.app, user)).statusCode).toBe(200);
    expect((await get(server.app, '/api/readyz')).statusCode).toBe(200);
    expect(logged('listening for database changes again')).toHaveLength(1);
    // Every terminated connection reported an error: together they are one outage (the test
    // below counts the lines exactly; here a slow backend's late goodbye could start a second).
    expect(logged('database unreachable').length).toBeLessThan(3);

    // The re-subscribed listener keeps the session and hears its revocation.
    expect(server.app.sessionCache.size).toBeGreaterThan(0);
    await revokeUserSessions(server.db, user.userId);
    await changesHeard(server);
    expect((await getProfile(server.app, user)).statusCode).toBe(401);
  }, 60_000);
});

describe('while the database cannot be reached at all', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    const direct = new URL(databaseUrlFor(dataDir));
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port) });
    server = await startApp(dataDir, proxy.urlThrough(direct.toString()));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.app.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After in the failure shape, is not ready but alive, and serves again once it is back', async () => {
    const user = await createSignedInUser(server);
    expect((await getProfile(server.app, user)).statusCode).toBe(200);
    expect((await get(server.app, '/api/readyz')).statusCode).toBe(200);

    proxy.cut();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await getProfile(server.app, user));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({ failure: DATABASE_UNAVAILABLE });
    }
    const readiness = await get(server.app, '/api/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json().failure).toContain('the database does not answer');
    expect((await get(server.app, '/api/healthz')).statusCode).toBe(200);
    // One line for the outage, however many requests failed during it, and none per request.
    expect(logged('database unreachable')).toHaveLength(1);
    expect(log.filter((line) => line.level >= 50)).toHaveLength(1);

    proxy.restore();
    await until(async () => (await get(server.app, '/api/readyz')).statusCode === 200);
    expect((await getProfile(server.app, user)).statusCode).toBe(200);
    await until(() => logged('database reachable again').length > 0);
    expect(logged('database reachable again')).toHaveLength(1);
    expect(logged('database unreachable')).toHaveLength(1);
  }, 60_000);
});
