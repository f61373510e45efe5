import { loadConfig } from '../src/config';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemoAccount';
import { seedDemoOnFirstStart, seedsDemoOnStart } from '../src/seed/demoOnFirstStart';
import { killServerProcess, startServerProcess, type ServerProcess } from './helpers/serverProcess';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, setupTestServer } from './helpers/testServer';
import { authHeader, createUser } from './helpers/users';

const server = setupTestServer();
const silent = { info: () => undefined } as unknown as Parameters<typeof seedDemoOnFirstStart>[2];
const sandboxEmbedded = { sandbox: true, databaseUrl: '', demoAccountOnStart: true, publicUrl: 'http://localhost:3000' };

const demoAccount = () => server.app.inject({ method: 'GET', url: '/api/sandbox/demo-account' });

describe('the demo account of a new sandbox', () => {
  test('is seeded only by a sandbox on its own embedded database, unless DEMO_ACCOUNT=off', () => {
    expect(seedsDemoOnStart(sandboxEmbedded)).toBe(true);
    expect(seedsDemoOnStart({ ...sandboxEmbedded, sandbox: false })).toBe(false);
    expect(seedsDemoOnStart({ ...sandboxEmbedded, databaseUrl: 'postgres://db/app' })).toBe(false);
    expect(seedsDemoOnStart({ ...sandboxEmbedded, demoAccountOnStart: false })).toBe(false);
    expect(loadConfig({ DEMO_ACCOUNT: 'off' }).demoAccountOnStart).toBe(false);
    expect(loadConfig({}).demoAccountOnStart).toBe(true);
    expect(() => loadConfig({ DEMO_ACCOUNT: 'sometimes' })).toThrow(/DEMO_ACCOUNT/);
  });

  test('a new database gets it once; then the login page is offered it; a database with accounts is never seeded again', async () => {
    expect((await demoAccount()).statusCode).toBe(204);
    expect(await seedDemoOnFirstStart(server.app.db, sandboxEmbedded, silent)).toBe(true);
    expect((await demoAccount()).json()).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const signIn = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    expect(await seedDemoOnFirstStart(server.app.db, sandboxEmbedded, silent)).toBe(false);

    // Deleted on purpose by the newcomer, who has an account of their own: it stays deleted.
    await createUser(server);
    const token = signIn.json<{ user_token: string }>().user_token;
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: authHeader(token) })).statusCode).toBe(200);
    expect(await seedDemoOnFirstStart(server.app.db, sandboxEmbedded, silent)).toBe(false);
    expect((await demoAccount()).statusCode).toBe(204);
  });
});

describe('the first `npm start` of a sandbox', () => {
  let dataDir: string;
  let started: ServerProcess | undefined;
  afterAll(async () => {
    await killServerProcess(started);
    await removeTestDataDir(dataDir);
  });

  test('serves the demo customer from its first answer on', async () => {
    dataDir = await createTestDataDir();
    // The embedded database, as `npm start` uses it (also in the PostgreSQL run).
    started = await startServerProcess(dataDir, { DATABASE_URL: '', DRAIN_MS: '0' });
    const offer = await fetch(`${started.baseUrl}/api/sandbox/demo-account`);
    expect(offer.status).toBe(200);
    const signIn = await fetch(`${started.baseUrl}/api/user/websignin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
  }, 2 * SERVER_START_TIMEOUT_MS);
});
