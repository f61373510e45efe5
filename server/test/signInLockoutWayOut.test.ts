import type { LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE_NAME } from '../src/auth/deviceCookie';
import { lastMailTo, linkIn, mailsTo, tokenOf } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createUser, uniqueEmail, type TestUser } from './helpers/users';

const PER_ACCOUNT = 3;
const ALL_SOURCES = 5;
const LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 240;
const HOUR_MS = 60 * 60 * 1000;
const ATTACK_SUBJECT = 'Someone is trying to sign in to your SLYNUMBER account';
const NEW_PASSWORD = 'a brand new secret';

/** The attempt counters' clock: tests move it instead of waiting. */
let now = Date.now();
const server = setupTestServer(
  {
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_SIGN_IN_PER_IP: '100',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ALL_SOURCES: String(ALL_SOURCES),
    RATE_LIMIT_SIGN_IN_LOCK_SECONDS: String(LOCK_SECONDS),
    RATE_LIMIT_SIGN_IN_MAX_LOCK_SECONDS: String(MAX_LOCK_SECONDS),
  },
  { clock: () => now },
);

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function signInAs(email: string, password: string, ip: string, cookie?: string): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
}

/** Sets a new password through the emailed link, as the owner would. */
async function resetPassword(user: TestUser): Promise<void> {
  const requested = await server.app.inject({ method: 'POST', url: '/api/account/request-password-reset', payload: { email: user.email } });
  expect(requested.statusCode).toBe(200);
  const token = tokenOf(linkIn(server, await lastMailTo(server, user.email), '/api/account/reset-password'));
  const reset = await server.app.inject({
    method: 'POST',
    url: '/api/account/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }).toString(),
  });
  expect(reset.statusCode).toBe(200);
}

async function attackMails(email: string): Promise<number> {
  await server.app.backgroundTasks.idle();
  return mailsTo(server, email).filter((mail) => mail.subject === ATTACK_SUBJECT).length;
}

describe('a password reset lifts the account’s locks', () => {
  test('the browser that locked itself signs in right after the reset, and so does a new one', async () => {
    const user = await createUser(server);
    const browser = freshIp();
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) await signInAs(user.email, 'wrong password', browser);
    // And the account as a whole, for every unknown browser.
    for (let source = 0; source < ALL_SOURCES; source += 1) await signInAs(user.email, 'wrong password', freshIp());
    expect((await signInAs(user.email, user.password, browser)).statusCode).toBe(429);
    expect((await signInAs(user.email, user.password, freshIp())).statusCode).toBe(429);

    await resetPassword(user);

    expect((await signInAs(user.email, NEW_PASSWORD, browser)).statusCode).toBe(200);
    expect((await signInAs(user.email, NEW_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  test('a known browser’s own lock is lifted too; another account’s locks are not', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const ip = freshIp();
    const first = await signInAs(user.email, user.password, ip);
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie.startsWith(`${DEVICE_COOKIE_NAME}=`)).toBe(true);
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) await signInAs(user.email, 'wrong password', ip, cookie);
    const otherAttacker = freshIp();
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) await signInAs(other.email, 'wrong password', otherAttacker);
    expect((await signInAs(user.email, user.password, ip, cookie)).statusCode).toBe(429);

    await resetPassword(user);

    expect((await signInAs(user.email, NEW_PASSWORD, ip, cookie)).statusCode).toBe(200);
    expect((await signInAs(other.email, other.password, otherAttacker)).statusCode).toBe(429);
  });
});

describe('a lock at its cap: one guess an hour', () => {
  test('keeps at most the capped lock; a new browser is offered the reset; the owner is mailed once per episode', async () => {
    const user = await createUser(server);
    for (let source = 0; source < ALL_SOURCES; source += 1) expect((await signInAs(user.email, 'wrong password', freshIp())).statusCode).toBe(400);

    // Before the cap: the plain answer, no mail.
    const early = await signInAs(user.email, user.password, freshIp());
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ failure: 'Too many attempts. Please try again in 1 minute.' });

    const waits: number[] = [];
    for (let hour = 0; hour < 10; hour += 1) {
      now += HOUR_MS;
      expect((await signInAs(user.email, 'wrong password', freshIp())).statusCode).toBe(400);
      const newBrowser = await signInAs(user.email, user.password, freshIp());
      expect(newBrowser.statusCode).toBe(429);
      waits.push(Number(newBrowser.headers['retry-after']));
    }
    expect(waits).toEqual([120, 240, 240, 240, 240, 240, 240, 240, 240, 240]);

    const capped = await signInAs(user.email, user.password, freshIp());
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      failure: 'Too many attempts. Please try again in 4 minutes. You can also reset your password to sign in now.',
      reset_path: '/app/forgot-password',
    });
    expect(await attackMails(user.email)).toBe(1);
    const mail = mailsTo(server, user.email).find((candidate) => candidate.subject === ATTACK_SUBJECT);
    expect(mail?.text).toContain('Your own browsers that have signed in before are not affected');
    expect(mail?.text).not.toContain(user.password);
    expect(mail?.links).toEqual(['http://app.test/app/forgot-password']);

    // The attack goes on past a day: a new episode, one more mail.
    for (let hour = 0; hour < 16; hour += 1) {
      now += HOUR_MS;
      await signInAs(user.email, 'wrong password', freshIp());
    }
    expect(await attackMails(user.email)).toBe(2);
  });

  test('an email without an account gets the same answer at the cap (no oracle), and no one is mailed', async () => {
    const email = uniqueEmail('nobody');
    for (let source = 0; source < ALL_SOURCES + 2; source += 1) {
      now += HOUR_MS;
      await signInAs(email, 'wrong password', freshIp());
    }
    const refused = await signInAs(email, 'wrong password', freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      failure: 'Too many attempts. Please try again in 4 minutes. You can also reset your password to sign in now.',
      reset_path: '/app/forgot-password',
    });
    expect(await attackMails(email)).toBe(0);
  });

  test('concurrent guesses on the capping attempt still mail once', async () => {
    const user = await createUser(server);
    for (let source = 0; source < ALL_SOURCES; source += 1) await signInAs(user.email, 'wrong password', freshIp());
    now += HOUR_MS;
    await signInAs(user.email, 'wrong password', freshIp());
    now += HOUR_MS;
    // Several guesses at once as the lock ends: one is let through (and caps the lock), the rest refused.
    const burst = await Promise.all(Array.from({ length: 6 }, () => signInAs(user.email, 'wrong password', freshIp())));
    expect(burst.filter((response) => response.statusCode === 400)).toHaveLength(1);
    now += HOUR_MS;
    await signInAs(user.email, 'wrong password', freshIp());
    expect(await attackMails(user.email)).toBe(1);
  });
});
