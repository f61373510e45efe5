import type { FastifyReply, FastifyRequest } from 'fastify';
import { DeviceCookies, deviceCookieKey } from '../src/auth/deviceCookie';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/schema';
import type { Kysely } from 'kysely';

const config = loadConfig({ DEVICE_COOKIE_SECRET: 'a-configured-secret-of-32-chars-or-more' });

/** The cookie a reply got, and a request that sends it back. */
async function issuedCookie(cookies: DeviceCookies, userId: number): Promise<string> {
  let setCookie = '';
  const reply = { header: (_name: string, value: string) => (setCookie = value) } as unknown as FastifyReply;
  await cookies.remember({ headers: {}, protocol: 'http' } as FastifyRequest, reply, userId);
  return setCookie.split(';')[0];
}
const requestWith = (cookie: string) => ({ headers: { cookie: `other=1; ${cookie}` }, protocol: 'http' }) as unknown as FastifyRequest;

test('DEVICE_COOKIE_SECRET, when set, is the key: the database is never asked', async () => {
  const untouchable = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as Kysely<Database>;
  const key = deviceCookieKey(config, untouchable);
  expect(await key()).toBe('a-configured-secret-of-32-chars-or-more');
});

test('a cookie is genuine under its own key only, and for its own account only', async () => {
  const ours = new DeviceCookies(config, () => Promise.resolve('key-one-key-one-key-one-key-one-'));
  const theirs = new DeviceCookies(config, () => Promise.resolve('key-two-key-two-key-two-key-two-'));
  const cookie = await issuedCookie(ours, 42);
  expect(await ours.deviceOf(requestWith(cookie), 42)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(await ours.deviceOf(requestWith(cookie), 43)).toBeNull();
  expect(await theirs.deviceOf(requestWith(cookie), 42)).toBeNull();
  expect(await ours.deviceOf(requestWith(`${cookie}x`), 42)).toBeNull();
});
