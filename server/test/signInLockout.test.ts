import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE_NAME } from '../src/auth/deviceCookie';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createUser, uniqueEmail, type TestUser } from './helpers/users';

const PER_ACCOUNT = 3;
const PER_IP = 6;
const ALL_SOURCES = 5;
const LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 240;

/** The attempt counters' clock: tests move it instead of waiting. */
let now = Date.now();
const server = setupTestServer(
  {
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_SIGN_IN_PER_IP: String(PER_IP),
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ALL_SOURCES: String(ALL_SOURCES),
    RATE_LIMIT_SIGN_IN_LOCK_SECONDS: String(LOCK_SECONDS),
    RATE_LIMIT_SIGN_IN_MAX_LOCK_SECONDS: String(MAX_LOCK_SECONDS),
    // The test addresses stand for a proxy in front (X-Forwarded-Proto is believed from them).
    TRUST_PROXY: '1',
  },
  { clock: () => now },
);

let ipCounter = 0;
/** Each test its own client addresses, so counts never carry over between tests. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

interface From {
  ip: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function signInAs(email: string, password: string, from: From): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/user/websignin/',
    payload: { username: email, password },
    remoteAddress: from.ip,
    headers: { ...(from.cookie ? { cookie: from.cookie } : {}), ...from.headers },
  };
  return server.app.inject(request);
}

/** The statuses of `times` wrong passwords. */
async function wrongPasswords(email: string, from: From, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) statuses.push((await signInAs(email, 'wrong password', from)).statusCode);
  return statuses;
}

/** The device cookie a successful sign-in set, as a browser would send it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const [pair] = header.split(';');
  expect(pair.startsWith(`${DEVICE_COOKIE_NAME}=`)).toBe(true);
  return pair;
}

/** A customer who has signed in before from their browser (at `ip`), which now holds the device cookie. */
async function customerWithKnownBrowser(): Promise<{ user: TestUser; browser: From }> {
  const user = await createUser(server);
  const ip = freshIp();
  const first = await signInAs(user.email, user.password, { ip });
  expect(first.statusCode).toBe(200);
  return { user, browser: { ip, cookie: deviceCookieOf(first) } };
}

describe('one source guessing one account', () => {
  test('the third wrong password locks that source: 429 with Retry-After, before any password is checked', async () => {
    const user = await createUser(server);
    const attacker = { ip: freshIp() };
    expect(await wrongPasswords(user.email, attacker, PER_ACCOUNT)).toEqual([400, 400, 400]);

    const refused = await signInAs(user.email, user.password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(LOCK_SECONDS));
    expect(refused.json()).toEqual({ failure: 'Too many attempts. Please try again in 1 minute.' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  test('each failure after a lock doubles the next lock, up to the maximum', async () => {
    const user = await createUser(server);
    const attacker = { ip: freshIp() };
    await wrongPasswords(user.email, attacker, PER_ACCOUNT);
    const waits: number[] = [];
    for (let lock = 0; lock < 4; lock += 1) {
      const refused = await signInAs(user.email, 'wrong password', attacker);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      now += wait * 1000;
      // The lock is over: this guess is checked (and wrong), and the next lock is longer.
      expect((await signInAs(user.email, 'wrong password', attacker)).statusCode).toBe(400);
    }
    expect(waits).toEqual([60, 120, 240, 240]);
  });

  test('the right password once a lock is over signs in and ends that source’s streak', async () => {
    const user = await createUser(server);
    const person = { ip: freshIp() };
    await wrongPasswords(user.email, person, PER_ACCOUNT);
    now += LOCK_SECONDS * 1000;
    expect((await signInAs(user.email, user.password, person)).statusCode).toBe(200);
    // Had the streak gone on, the first of these would start a lock and the second be refused.
    expect(await wrongPasswords(user.email, person, 2)).toEqual([400, 400]);
  });

  test('a burst of simultaneous guesses gets no more tries than a sequence', async () => {
    const user = await createUser(server);
    const attacker = { ip: freshIp() };
    const burst = await Promise.all(Array.from({ length: 12 }, () => signInAs(user.email, 'wrong password', attacker)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - PER_ACCOUNT);
  });

  test('right passwords are not counted: one address (an office) signs in again and again', async () => {
    const office = { ip: freshIp() };
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser(server)));
    for (let round = 0; round < PER_IP + 1; round += 1) {
      const user = users[round % users.length];
      expect((await signInAs(user.email, user.password, office)).statusCode).toBe(200);
    }
  });

  test('another source is not locked by it', async () => {
    const user = await createUser(server);
    await wrongPasswords(user.email, { ip: freshIp() }, PER_ACCOUNT);
    expect((await signInAs(user.email, user.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  test('an email with no account locks the same way, however the email is spelled', async () => {
    const email = uniqueEmail('Nobody');
    const attacker = { ip: freshIp() };
    const statuses = [];
    for (const spelling of [email, email.toUpperCase(), ` ${email} `, email]) statuses.push((await signInAs(spelling, 'wrong', attacker)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('many sources guessing one account', () => {
  test('past the account budget every unknown source is locked, but the customer’s known browser signs in', async () => {
    const { user, browser } = await customerWithKnownBrowser();
    for (let source = 0; source < ALL_SOURCES; source += 1) await wrongPasswords(user.email, { ip: freshIp() }, 1);

    // A new source, even with the right password: the account is locked for unknown browsers.
    expect((await signInAs(user.email, user.password, { ip: freshIp() })).statusCode).toBe(429);
    // The customer's browser, with its device cookie, from the same address as before or another.
    expect((await signInAs(user.email, user.password, browser)).statusCode).toBe(200);
    expect((await signInAs(user.email, user.password, { ...browser, ip: freshIp() })).statusCode).toBe(200);
  });

  test('a live session of the account counts as a known device', async () => {
    const { user, browser } = await customerWithKnownBrowser();
    const token = (await signInAs(user.email, user.password, browser)).json<{ user_token: string }>().user_token;
    for (let source = 0; source < ALL_SOURCES; source += 1) await wrongPasswords(user.email, { ip: freshIp() }, 1);
    expect((await signInAs(user.email, user.password, { ip: freshIp() })).statusCode).toBe(429);
    expect((await signInAs(user.email, user.password, { ip: freshIp(), headers: authHeader(token) })).statusCode).toBe(200);
  });

  test('a device cookie of another account, a forged or a tampered one is an unknown browser', async () => {
    const { user } = await customerWithKnownBrowser();
    const other = await customerWithKnownBrowser();
    for (let source = 0; source < ALL_SOURCES; source += 1) await wrongPasswords(user.email, { ip: freshIp() }, 1);

    const [, value] = other.browser.cookie?.split('=') ?? [];
    const [otherId, deviceId, mac] = value.split('.');
    const forgeries = [
      other.browser.cookie ?? '',
      `${DEVICE_COOKIE_NAME}=${user.userId}.${deviceId}.${mac}`,
      `${DEVICE_COOKIE_NAME}=${user.userId}.${deviceId}.${'A'.repeat(43)}`,
      `${DEVICE_COOKIE_NAME}=${otherId}.${deviceId}.${mac}~${user.userId}.${deviceId}.${mac.slice(0, -1)}B`,
    ];
    for (const cookie of forgeries) expect((await signInAs(user.email, user.password, { ip: freshIp(), cookie })).statusCode).toBe(429);
  });

  test('a known browser’s own wrong passwords lock that browser only', async () => {
    const { user, browser } = await customerWithKnownBrowser();
    expect(await wrongPasswords(user.email, browser, PER_ACCOUNT)).toEqual([400, 400, 400]);
    expect((await signInAs(user.email, user.password, browser)).statusCode).toBe(429);
    expect((await signInAs(user.email, user.password, { ip: browser.ip })).statusCode).toBe(200);
  });
});

describe('one source guessing many accounts', () => {
  test('past the address budget that address is locked for every unknown account', async () => {
    const sprayer = { ip: freshIp() };
    for (let account = 0; account < PER_IP; account += 1) expect((await signInAs(uniqueEmail('spray'), 'Winter2026!', sprayer)).statusCode).toBe(400);
    const user = await createUser(server);
    expect((await signInAs(user.email, user.password, sprayer)).statusCode).toBe(429);
    expect((await signInAs(user.email, user.password, { ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('resend verification', () => {
  test('its wrong passwords count in the same budget as sign-in', async () => {
    const user = await createUser(server, { verified: false });
    const attacker = { ip: freshIp() };
    for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/account/resend-verification/',
        payload: { email: user.email, password: 'wrong password' },
        remoteAddress: attacker.ip,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await signInAs(user.email, 'wrong password', attacker)).statusCode).toBe(400);
    expect((await signInAs(user.email, user.password, attacker)).statusCode).toBe(429);
    const resend = await server.app.inject({ method: 'POST', url: '/api/account/resend-verification/', payload: { email: user.email, password: user.password }, remoteAddress: attacker.ip });
    expect(resend.statusCode).toBe(429);
  });
});

describe('the device cookie', () => {
  test('signed, HttpOnly, SameSite=Strict, for /api, a year long; Secure only over https', async () => {
    const user = await createUser(server);
    const plain = await signInAs(user.email, user.password, { ip: freshIp() });
    const attributes = String(plain.headers['set-cookie']).split('; ');
    expect(attributes[0]).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=${user.userId}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$`));
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/api', 'SameSite=Strict']);

    const secure = await signInAs(user.email, user.password, { ip: freshIp(), headers: { 'x-forwarded-proto': 'https' } });
    expect(String(secure.headers['set-cookie']).split('; ')).toContain('Secure');
  });

  test('a browser keeps its device id across sign-ins and may know several accounts', async () => {
    const { user, browser } = await customerWithKnownBrowser();
    const again = deviceCookieOf(await signInAs(user.email, user.password, browser));
    expect(again).toBe(browser.cookie);

    const second = await createUser(server);
    const both = deviceCookieOf(await signInAs(second.email, second.password, { ...browser, cookie: again }));
    expect(both.split('~')).toHaveLength(2);
    for (let source = 0; source < ALL_SOURCES; source += 1) await wrongPasswords(user.email, { ip: freshIp() }, 1);
    expect((await signInAs(user.email, user.password, { ...browser, cookie: both })).statusCode).toBe(200);
  });

  test('is not set by a failed sign-in', async () => {
    const user = await createUser(server);
    const failed = await signInAs(user.email, 'wrong password', { ip: freshIp() });
    expect(failed.headers['set-cookie']).toBeUndefined();
  });
});
