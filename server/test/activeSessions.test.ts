import type { ActiveSession } from '../../src/contract/api';
import { USER_AGENT_MAX_CHARS } from '../src/auth/sessionDevice';
import { insertSession } from '../src/db/queries/sessions';
import { generateToken, hashToken } from '../src/lib/secureTokens';
import { RATE_LIMITS_OFF, setupTestServer } from './helpers/testServer';
import { authHeader, createUser, type TestUser } from './helpers/users';

/** Every line the server logs at info level: no token or token hash may be among them. */
const lines: string[] = [];
const server = setupTestServer({ ...RATE_LIMITS_OFF, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
/** Every answer body of the sessions API seen below (checked for tokens and hashes at the end). */
const answers: string[] = [];
/** Every token handed out below. */
const tokens: string[] = [];

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HOUR_MS = 3_600_000;

async function signInWith(user: TestUser, userAgent: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', headers: { 'user-agent': userAgent, ...headers }, payload: { username: user.email, password: user.password } });
  expect(response.statusCode).toBe(200);
  const token = response.json<{ user_token: string }>().user_token;
  tokens.push(token);
  return token;
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string) {
  const response = await server.app.inject({ method, url, headers: authHeader(token) });
  answers.push(response.body);
  return response;
}

async function sessionsOf(token: string): Promise<ActiveSession[]> {
  const response = await call('GET', '/api/sessions', token);
  expect(response.statusCode).toBe(200);
  return response.json<ActiveSession[]>();
}

const profileStatus = async (token: string) => (await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(token) })).statusCode;

async function sessionRow(token: string) {
  return server.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
}

/** A session straight in the database (no device), with `change` applied to its row. */
async function rawSession(userId: number, change: Record<string, unknown> = {}): Promise<string> {
  const token = generateToken();
  tokens.push(token);
  await insertSession(server.db, userId, hashToken(token), new Date(Date.now() + HOUR_MS));
  if (Object.keys(change).length > 0) await server.db.updateTable('sessions').set(change).where('token_hash', '=', hashToken(token)).execute();
  return token;
}

describe('GET /api/sessions', () => {
  test("lists the caller's live sessions with browser, OS, address and times, this one marked current, newest last seen first", async () => {
    const user = await createUser(server);
    const first = await signInWith(user, CHROME_MAC, { 'x-forwarded-for': '198.51.100.9' });
    const second = await signInWith(user, FIREFOX_WINDOWS);
    // The first was used a minute ago, the second now: the second is listed first.
    await server.db.updateTable('sessions').set({ last_used_at: new Date(Date.now() - 30_000) }).where('token_hash', '=', hashToken(first)).execute();

    const listed = await sessionsOf(second);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ browser: 'Firefox', os: 'Windows', user_agent: FIREFOX_WINDOWS, current: true });
    // TRUST_PROXY is off in tests: the forwarded address is not believed.
    expect(listed[1]).toMatchObject({ browser: 'Chrome', os: 'macOS', user_agent: CHROME_MAC, ip: '127.0.0.1', current: false });
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'ip', 'last_seen_at', 'os', 'user_agent']);
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(session.created_at))).toBe(false);
      expect(Number.isNaN(Date.parse(session.last_seen_at))).toBe(false);
    }
    expect((await sessionsOf(first)).map((session) => session.current)).toEqual([false, true]);
  });

  test('leaves out revoked, expired and idle sessions; one made before devices were recorded is listed as unknown', async () => {
    const user = await createUser(server);
    const caller = await signInWith(user, CHROME_MAC);
    await rawSession(user.userId, { revoked_at: new Date() });
    await rawSession(user.userId, { expires_at: new Date(Date.now() - 1000) });
    await rawSession(user.userId, { last_used_at: new Date(Date.now() - server.config.sessionIdleMs - 60_000) });
    const legacy = await rawSession(user.userId);
    const listed = await sessionsOf(caller);
    expect(listed).toHaveLength(2);
    const legacyRow = await sessionRow(legacy);
    expect(listed.find((session) => session.id === legacyRow.public_id)).toMatchObject({ ip: null, user_agent: null, browser: null, os: null, current: false });
  });

  test('keeps a User-Agent to 300 characters, without control characters', async () => {
    const user = await createUser(server);
    const token = await signInWith(user, `Evil\u0007Agent/1.0 ${'x'.repeat(1000)}`);
    const [session] = await sessionsOf(token);
    expect(session.user_agent).toHaveLength(USER_AGENT_MAX_CHARS);
    expect(session.user_agent?.startsWith('EvilAgent/1.0 ')).toBe(true);
  });

  test('records the address the server sees: a forwarded one is ignored while TRUST_PROXY is off', async () => {
    const user = await createUser(server);
    const token = await signInWith(user, CHROME_MAC, { 'x-forwarded-for': '198.51.100.9' });
    expect((await sessionRow(token)).ip).toBe('127.0.0.1');
  });
});

describe('DELETE /api/sessions/{id}', () => {
  test('signs out another of my sessions: its token is refused at its next request, mine works on', async () => {
    const user = await createUser(server);
    const mine = await signInWith(user, CHROME_MAC);
    const other = await signInWith(user, FIREFOX_WINDOWS);
    expect(await profileStatus(other)).toBe(200);
    const target = (await sessionsOf(mine)).find((session) => !session.current);
    const response = await call('DELETE', `/api/sessions/${target?.id}`, mine);
    expect(response.statusCode).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(mine)).toBe(200);
    expect((await sessionsOf(mine)).map((session) => session.current)).toEqual([true]);
    // Once gone it is not found again.
    expect((await call('DELETE', `/api/sessions/${target?.id}`, mine)).statusCode).toBe(404);
  });

  test('signing out my current session is signing out', async () => {
    const user = await createUser(server);
    const mine = await signInWith(user, CHROME_MAC);
    const [current] = await sessionsOf(mine);
    expect((await call('DELETE', `/api/sessions/${current.id}`, mine)).statusCode).toBe(200);
    expect(await profileStatus(mine)).toBe(401);
  });

  test("another customer's session answers 404 like a missing one, and stays signed in", async () => {
    const victim = await createUser(server);
    const victimToken = await signInWith(victim, CHROME_MAC);
    const [victimSession] = await sessionsOf(victimToken);
    const attacker = await signInWith(await createUser(server), FIREFOX_WINDOWS);
    const theirs = await call('DELETE', `/api/sessions/${victimSession.id}`, attacker);
    const missing = await call('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000', attacker);
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(theirs.body).toBe(missing.body);
    expect(await profileStatus(victimToken)).toBe(200);
    expect((await sessionsOf(attacker)).map((session) => session.id)).not.toContain(victimSession.id);
  });

  test('an id that is not a session id is a 400, whatever it looks like', async () => {
    const mine = await signInWith(await createUser(server), CHROME_MAC);
    const row = await sessionRow(mine);
    for (const id of [String(row.id), hashToken(generateToken()), "1' or '1'='1", 'x'.repeat(40)]) {
      expect((await call('DELETE', `/api/sessions/${encodeURIComponent(id)}`, mine)).statusCode).toBe(400);
    }
    expect(await profileStatus(mine)).toBe(200);
  });
});

describe('POST /api/sessions/revoke-others', () => {
  test("signs out all my other sessions, keeps mine, and touches no one else's", async () => {
    const user = await createUser(server);
    const mine = await signInWith(user, CHROME_MAC);
    const others = [await signInWith(user, FIREFOX_WINDOWS), await rawSession(user.userId)];
    const bystander = await signInWith(await createUser(server), CHROME_MAC);
    expect((await call('POST', '/api/sessions/revoke-others', mine)).statusCode).toBe(200);
    for (const token of others) expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(mine)).toBe(200);
    expect(await profileStatus(bystander)).toBe(200);
    expect((await sessionsOf(mine)).map((session) => session.current)).toEqual([true]);
  });
});

describe('last seen', () => {
  test('is written at most once a minute per session, not on every request', async () => {
    const user = await createUser(server);
    const token = await signInWith(user, CHROME_MAC);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await server.db.updateTable('sessions').set({ last_used_at: longAgo }).where('token_hash', '=', hashToken(token)).execute();
    expect(await profileStatus(token)).toBe(200);
    const touched = new Date((await sessionRow(token)).last_used_at).getTime();
    expect(touched).toBeGreaterThan(longAgo.getTime());
    for (let index = 0; index < 5; index += 1) expect(await profileStatus(token)).toBe(200);
    expect(new Date((await sessionRow(token)).last_used_at).getTime()).toBe(touched);
    const [listed] = await sessionsOf(token);
    expect(Date.parse(listed.last_seen_at)).toBe(touched);
  });
});

test('no token or token hash is in any answer of the sessions API or in the log', () => {
  expect(tokens.length).toBeGreaterThan(10);
  const everything = [...answers, ...lines].join('\n');
  for (const token of tokens) {
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(hashToken(token));
  }
  // The log did record the requests (the check above is not vacuous).
  expect(lines.some((line) => line.includes('/api/sessions'))).toBe(true);
});
