import type { InjectOptions } from 'fastify';
import { insertSession } from '../src/db/queries/sessions';
import { insertUser } from '../src/db/queries/users';
import { AttemptCounters } from '../src/http/attemptCounters';
import { FixedWindowLimit } from '../src/http/rateLimit';
import { generateToken, hashToken } from '../src/lib/secureTokens';
import { setupTestServer } from './helpers/testServer';
import { authHeader, signupPayload, uniqueEmail } from './helpers/users';

const PER_IP = 4;
const PER_ACCOUNT = 2;
const limits = Object.fromEntries(
  ['SIGN_IN', 'SIGN_UP', 'PASSWORD_RESET', 'RESEND_VERIFICATION', 'NUMBER_SEARCH', 'SOCIAL_NONCE'].flatMap((name) => [
    [`RATE_LIMIT_${name}_PER_IP`, String(PER_IP)],
    [`RATE_LIMIT_${name}_PER_ACCOUNT`, String(PER_ACCOUNT)],
  ]),
);
const server = setupTestServer({ ...limits, RATE_LIMIT_WINDOW_SECONDS: '600' });

interface Searcher {
  headers: { authorization: string };
}

/** A signed-in user made in the database: going through sign-up and sign-in would use up their limits. */
async function createSearcher(target: typeof server): Promise<Searcher> {
  const user = await insertUser(target.db, { email: uniqueEmail('searcher'), password_hash: null, first_name: 'S', last_name: 'R', email_verified_at: new Date() });
  const token = generateToken();
  await insertSession(target.db, user.id, hashToken(token), new Date(Date.now() + 3_600_000));
  return { headers: authHeader(token) };
}

let ipCounter = 0;
/** Each test its own client addresses, so counts never carry over between tests. */
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

interface LimitedEndpoint {
  name: string;
  /** A request for `account` (an email, or the signed-in user for the search). */
  request(account: string, searcher: Searcher): InjectOptions;
  /** Per-account limits of the search count the signed-in user, so each account needs its own user. */
  perUser?: boolean;
}

/** Fixed windows; sign-in's wrong passwords lock in growing steps instead (signInLockout.test.ts). */
const endpoints: LimitedEndpoint[] = [
  { name: 'sign-up', request: (email) => ({ method: 'POST', url: '/api/user/newsignup', payload: signupPayload({ email, recaptcha_token: 'wrong' }) }) },
  { name: 'password reset', request: (email) => ({ method: 'POST', url: '/api/account/request-password-reset', payload: { email } }) },
  { name: 'resend verification', request: (email) => ({ method: 'POST', url: '/api/account/resend-verification/', payload: { email, password: 'wrong password' } }) },
  {
    name: 'number search',
    perUser: true,
    request: (_account, searcher) => ({ method: 'GET', url: '/api/websearchphonesavailable/212', headers: searcher.headers }),
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  const send = (account: string, searcher: Searcher, ip: string) => server.app.inject({ ...endpoint.request(account, searcher), remoteAddress: ip });

  test('per account: one more attempt than allowed is a 429 with Retry-After, in the failure shape', async () => {
    const searcher = await createSearcher(server);
    const account = uniqueEmail('limited');
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await send(account, searcher, freshIp())).statusCode).not.toBe(429);
    }
    // From yet another address: the account's own count stops it.
    const refused = await send(account, searcher, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ failure: 'Too many attempts. Please try again in 10 minutes.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.headers['cache-control']).toBe('no-store');

    // Another account is not affected.
    const other = endpoint.perUser ? await createSearcher(server) : searcher;
    expect((await send(uniqueEmail('other'), other, freshIp())).statusCode).not.toBe(429);
  });

  test('per address: many accounts from one address are stopped after the limit', async () => {
    const ip = freshIp();
    const searchers = endpoint.perUser ? await Promise.all(Array.from({ length: PER_IP + 1 }, () => createSearcher(server))) : [];
    const searcherFor = async (index: number) => searchers[index] ?? (await createSearcher(server));
    const common = endpoint.perUser ? undefined : await searcherFor(0);
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      expect((await send(uniqueEmail('spray'), common ?? searchers[attempt], ip)).statusCode).not.toBe(429);
    }
    const refused = await send(uniqueEmail('spray'), common ?? searchers[PER_IP], ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[0-9]+$/);
    // Other addresses still get through.
    expect((await send(uniqueEmail('elsewhere'), common ?? (await createSearcher(server)), freshIp())).statusCode).not.toBe(429);
  });
});

describe('social sign-in nonces', () => {
  test('per address: one more than allowed is a 429 with Retry-After; other addresses still get theirs', async () => {
    const ip = freshIp();
    const ask = (from: string) => server.app.inject({ method: 'POST', url: '/api/websocialnonce', remoteAddress: from });
    for (let attempt = 0; attempt < PER_IP; attempt += 1) expect((await ask(ip)).statusCode).toBe(200);
    const refused = await ask(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[0-9]+$/);
    expect((await ask(freshIp())).statusCode).toBe(200);
  });
});

describe('FixedWindowLimit (counted in the database)', () => {
  let now = Date.now();
  const counters = () => new AttemptCounters(server.db, () => now);

  test('allows the limit, refuses beyond it until the window ends, then allows again', async () => {
    const limit = new FixedWindowLimit(counters(), `window-${freshIp()}`, 2, 60_000);
    expect([await limit.hit('a'), await limit.hit('a'), await limit.hit('a')]).toEqual([0, 0, 60]);
    now += 59_500;
    expect(await limit.hit('a')).toBe(1);
    expect(await limit.hit('b')).toBe(0);
    now += 500;
    expect(await limit.hit('a')).toBe(0);
  });

  test('two counters on one database count together (as two servers do)', async () => {
    const name = `shared-${freshIp()}`;
    const one = new FixedWindowLimit(counters(), name, 3, 60_000);
    const other = new FixedWindowLimit(counters(), name, 3, 60_000);
    expect([await one.hit('k'), await other.hit('k'), await one.hit('k'), await other.hit('k')].map((wait) => wait > 0)).toEqual([false, false, false, true]);
  });

  test('a limit of 0 turns counting off', async () => {
    const limit = new FixedWindowLimit(counters(), 'off', 0, 60_000);
    for (let i = 0; i < 20; i += 1) expect(await limit.hit('a')).toBe(0);
  });

  test('forgets ended windows, so a flood of distinct keys does not grow the table without bound', async () => {
    const name = `flood-${freshIp()}`;
    const flood = new FixedWindowLimit(counters(), name, 1, 1000);
    for (let i = 0; i < 50; i += 1) await flood.hit(`key-${i}`);
    now += 61_000;
    const ended = async () =>
      Number((await server.db.selectFrom('rate_limit_counters').select((eb) => eb.fn.countAll().as('n')).where('expires_at', '<=', new Date(now)).executeTakeFirstOrThrow()).n);
    expect(await ended()).toBeGreaterThanOrEqual(50);
    // A minute later every one of those windows has ended: the next hit (on a server that has not swept for a minute) sweeps them.
    await new FixedWindowLimit(counters(), name, 1, 1000).hit('after');
    expect(await ended()).toBe(0);
  });
});
