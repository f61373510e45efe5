import type { FastifyInstance } from 'fastify';
import { insertUser } from '../src/db/queries/users';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from './helpers/testServer';
import { uniqueEmail } from './helpers/users';

/** Log lines (pino's JSON) the app wrote while starting and serving. */
interface LogLine {
  level: number;
  msg: string;
  simulated?: string[];
}
const WARN = 40;

/** A server with its log kept, at warn level. */
async function startLogged(env: Record<string, string>): Promise<{ server: TestServer; log: LogLine[] }> {
  const log: LogLine[] = [];
  const server = await startTestServer({ ...env, LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void log.push(JSON.parse(line) as LogLine) } });
  return { server, log };
}

const sandboxWarnings = (log: LogLine[]) => log.filter((line) => line.level === WARN && line.msg.startsWith('SANDBOX MODE'));

/** The SPA's config.js as an object. */
async function appConfigOf(app: FastifyInstance): Promise<Record<string, unknown>> {
  const body = (await app.inject({ method: 'GET', url: '/app/config.js' })).body;
  return JSON.parse(body.replace('window.__APP_CONFIG__ = ', '').replace(/;\n$/, '')) as Record<string, unknown>;
}

async function documentedPaths(app: FastifyInstance): Promise<string[]> {
  return Object.keys((await app.inject({ method: 'GET', url: '/api/docs' })).json().paths);
}

const CALLBACK = 'http://app.test/app/social-callback.html';
const sandboxRequests = (email: string) => [
  { method: 'GET' as const, url: '/api/sandbox/identity/jwks.json' },
  { method: 'GET' as const, url: `/api/sandbox/identity/google/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}` },
  { method: 'GET' as const, url: `/api/sandbox/identity/apple/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}` },
  // The attack of a customer's email posted to the sandbox page for a token in their name.
  ...(['google', 'apple'] as const).map((provider) => ({
    method: 'POST' as const,
    url: `/api/sandbox/identity/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ redirect_uri: CALLBACK, email, name: 'Mallory' }).toString(),
  })),
];

describe('real mode (every provider configured)', () => {
  let real: { server: TestServer; log: LogLine[] };
  beforeAll(async () => {
    real = await startLogged(REAL_MODE_CREDENTIALS);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    if (real?.server) await stopTestServer(real.server);
  });

  test('no /api/sandbox/* route exists: each answers 404 and hands out no token', async () => {
    const victim = await insertUser(real.server.db, { email: uniqueEmail('victim'), password_hash: null, first_name: 'Vic', last_name: 'Tim', email_verified_at: new Date() });
    for (const request of sandboxRequests(victim.email)) {
      const response = await real.server.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ failure: `Not found: ${request.method} ${request.url.split('?')[0]}` });
      expect(response.headers.location).toBeUndefined();
    }
    expect((await documentedPaths(real.server.app)).filter((path) => path.startsWith('/api/sandbox'))).toEqual([]);
  });

  test('logs no sandbox warning and tells the SPA it is no sandbox', async () => {
    expect(sandboxWarnings(real.log)).toEqual([]);
    expect(await appConfigOf(real.server.app)).toMatchObject({ sandbox: false, googleSignIn: true, appleSignIn: true });
  });
});

describe('sandbox mode (no configuration)', () => {
  let sandbox: { server: TestServer; log: LogLine[] };
  beforeAll(async () => {
    sandbox = await startLogged({});
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    if (sandbox?.server) await stopTestServer(sandbox.server);
  });

  test('warns at start, naming every simulated provider', () => {
    const warnings = sandboxWarnings(sandbox.log);
    expect(warnings).toHaveLength(1);
    const simulated = ['payments (Stripe)', 'reCAPTCHA', 'Google sign-in', 'Apple sign-in', 'telephony (numbers and ports)', 'eSIM', 'mail (SMTP)'];
    expect(warnings[0].simulated).toEqual(simulated);
    for (const provider of simulated) expect(warnings[0].msg).toContain(provider);
  });

  test('tells the SPA (the ribbon) and serves the sandbox sign-in', async () => {
    expect(await appConfigOf(sandbox.server.app)).toMatchObject({ sandbox: true, googleSignIn: true, appleSignIn: true });
    const page = await sandbox.server.app.inject({ method: 'GET', url: `/api/sandbox/identity/apple/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}` });
    expect(page.statusCode).toBe(200);
    expect(await documentedPaths(sandbox.server.app)).toEqual(expect.arrayContaining(['/api/sandbox/identity/jwks.json', '/api/sandbox/identity/{provider}/authorize']));
  });
});

describe('APPLE_SIGNIN=off and GOOGLE_SIGNIN=off', () => {
  const verifyApple = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { idtoken: 'x.y.z', authcode: 'c' } });
  const verifyGoogle = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/webgoogleverifyidtoken/x.y.z' });
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await stopTestServer(server);
  });
  async function start(env: Record<string, string>): Promise<TestServer> {
    const server = await startTestServer(env);
    servers.push(server);
    return server;
  }

  test(
    'real mode without an Apple client id: the Apple verify endpoint is 404, Google still verifies, the SPA hides Apple',
    async () => {
      const { APPLE_CLIENT_ID: _unused, ...withoutApple } = REAL_MODE_CREDENTIALS;
      const { app } = await start({ ...withoutApple, APPLE_SIGNIN: 'off' });
      const apple = await verifyApple(app);
      expect(apple.statusCode).toBe(404);
      expect(apple.json()).toEqual({ failure: 'Not found: POST /api/webiosverifyidtoken' });
      // The Google endpoint exists: a malformed token is refused by the verifier, not by the router.
      expect((await verifyGoogle(app)).json()).toEqual({ failure: 'Authorize Error.' });
      const paths = await documentedPaths(app);
      expect(paths).not.toContain('/api/webiosverifyidtoken');
      expect(paths).toContain('/api/webgoogleverifyidtoken/{credential}');
      expect(await appConfigOf(app)).toMatchObject({ sandbox: false, appleSignIn: false, appleClientId: '', googleSignIn: true });
    },
    SERVER_START_TIMEOUT_MS,
  );

  test(
    'real mode without a Google client id: the Google verify endpoint is 404, the SPA hides Google',
    async () => {
      const { GOOGLE_CLIENT_ID: _unused, ...withoutGoogle } = REAL_MODE_CREDENTIALS;
      const { app } = await start({ ...withoutGoogle, GOOGLE_SIGNIN: 'off' });
      expect((await verifyGoogle(app)).statusCode).toBe(404);
      expect((await verifyApple(app)).json()).toEqual({ failure: 'Authorize Error.' });
      expect(await appConfigOf(app)).toMatchObject({ googleSignIn: false, googleClientId: '', appleSignIn: true });
    },
    SERVER_START_TIMEOUT_MS,
  );

  test(
    'sandbox mode with Apple off: no Apple page, no Apple endpoint, Google sandbox sign-in unchanged',
    async () => {
      const log: LogLine[] = [];
      const server = await startTestServer({ APPLE_SIGNIN: 'off', LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void log.push(JSON.parse(line) as LogLine) } });
      servers.push(server);
      const { app } = server;
      const applePage = await app.inject({ method: 'GET', url: `/api/sandbox/identity/apple/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}` });
      expect(applePage.statusCode).toBe(404);
      expect(applePage.json()).toEqual({ failure: 'Apple sign-in is switched off (APPLE_SIGNIN=off).' });
      expect((await verifyApple(app)).statusCode).toBe(404);
      const googlePage = await app.inject({ method: 'GET', url: `/api/sandbox/identity/google/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}` });
      expect(googlePage.statusCode).toBe(200);
      expect(sandboxWarnings(log)[0].simulated).not.toContain('Apple sign-in');
      expect(await appConfigOf(app)).toMatchObject({ sandbox: true, appleSignIn: false });
    },
    SERVER_START_TIMEOUT_MS,
  );
});
