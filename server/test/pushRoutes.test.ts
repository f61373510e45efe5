import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import webPush from 'web-push';
import type { PushSubscriptionRequest } from '../../src/contract/api';
import { MAX_SUBSCRIPTIONS_PER_CUSTOMER } from '../src/push/subscriptionRules';
import { anotherSession, pushCustomer, subscriptionOf, type PushCustomer } from './helpers/pushCustomers';
import { createTestDevice } from './helpers/pushService';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { SERVER_START_TIMEOUT_MS, setupTestServer, startTestServer, stopTestServer, type TestServer } from './helpers/testServer';

const server = setupTestServer();

function subscribe(target: TestServer, customer: Pick<PushCustomer, 'headers'>, body: PushSubscriptionRequest | Record<string, unknown>) {
  return target.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: customer.headers, payload: body });
}

function rowsOf(target: TestServer, userId: number) {
  return target.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

const endpoint = () => `https://push.example.com/send/${randomUUID()}`;

describe('GET /api/push/config', () => {
  test("a sandbox serves the public key of the pair it keeps in the database, the private key never", async () => {
    const customer = await pushCustomer(server);
    const response = await server.app.inject({ method: 'GET', url: '/api/push/config', headers: customer.headers });
    expect(response.statusCode).toBe(200);
    const stored = await server.db.selectFrom('push_vapid_keys').selectAll().executeTakeFirstOrThrow();
    expect(response.json()).toEqual({ vapid_public_key: stored.public_key });
    expect(Buffer.from(stored.public_key, 'base64url')).toHaveLength(65);
    expect(response.body).not.toContain(stored.private_key);

    // Resolved once per app: later requests do not read the table again.
    await server.db.deleteFrom('push_vapid_keys').execute();
    const again = await server.app.inject({ method: 'GET', url: '/api/push/config', headers: customer.headers });
    expect(again.json()).toEqual({ vapid_public_key: stored.public_key });
    await server.db.insertInto('push_vapid_keys').values({ id: 1, public_key: stored.public_key, private_key: stored.private_key }).execute();
  });

  test('not signed in: 401 on every push route', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/config'],
      ['POST', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions/abc'],
    ] as const) {
      const response = await server.app.inject({ method, url, payload: method === 'POST' ? subscriptionOf(createTestDevice(), endpoint()) : undefined });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toHaveProperty('failure');
    }
  });
});

describe('POST /api/push/subscriptions', () => {
  test('a new device is 201 with an id; the same endpoint again is 200, the same id, updated and moved to the new session', async () => {
    const customer = await pushCustomer(server);
    const device = createTestDevice();
    const where = endpoint();
    const first = await subscribe(server, customer, subscriptionOf(device, where, ['call'], false));
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await rowsOf(server, customer.userId)).toEqual([expect.objectContaining({ id, endpoint: where, session_id: customer.sessionId, kinds: ['call'], previews: false })]);

    // The same browser after signing in again: a new session, other choices, new keys.
    const later = await anotherSession(server, customer.userId);
    const renewed = createTestDevice();
    await server.db.updateTable('push_subscriptions').set({ failures: 3 }).where('id', '=', id).execute();
    const again = await subscribe(server, later, { ...subscriptionOf(renewed, where, ['message', 'voicemail'], true), session_id: customer.sessionId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    expect(await rowsOf(server, customer.userId)).toEqual([
      expect.objectContaining({ id, session_id: later.sessionId, p256dh: renewed.p256dh, auth: renewed.auth, kinds: ['message', 'voicemail'], previews: true, failures: 0 }),
    ]);
  });

  test("the session is the token's, whatever the body says; another customer's browser takes the endpoint over", async () => {
    const first = await pushCustomer(server);
    const second = await pushCustomer(server);
    const where = endpoint();
    const created = await subscribe(server, first, { ...subscriptionOf(createTestDevice(), where), session_id: 1, user_id: second.userId });
    expect(created.statusCode).toBe(201);
    expect(await rowsOf(server, first.userId)).toEqual([expect.objectContaining({ session_id: first.sessionId })]);
    const taken = await subscribe(server, second, subscriptionOf(createTestDevice(), where));
    expect(taken.statusCode).toBe(200);
    expect(await rowsOf(server, first.userId)).toEqual([]);
    expect(await rowsOf(server, second.userId)).toEqual([expect.objectContaining({ session_id: second.sessionId })]);
  });

  test.each([
    ['not a URL', { endpoint: 'push service' }, 'The push endpoint is not a URL.'],
    ['another scheme', { endpoint: 'ftp://push.example.com/x' }, 'The push endpoint must be an https or http URL.'],
    ['too long', { endpoint: `https://push.example.com/${'x'.repeat(1100)}` }, 'The push endpoint is longer than 1024 characters.'],
    ['a short p256dh', { keys: { p256dh: Buffer.alloc(33, 4).toString('base64url'), auth: Buffer.alloc(16).toString('base64url') } }, 'keys.p256dh must be a base64url P-256 public key (65 bytes).'],
    ['an auth secret not base64url', { keys: { p256dh: createTestDevice().p256dh, auth: 'not base64url!' } }, 'keys.auth must be a base64url secret of 16 bytes.'],
  ])('%s: 400 saying what is wrong, nothing stored', async (_name, change, message) => {
    const customer = await pushCustomer(server);
    const response = await subscribe(server, customer, { ...subscriptionOf(createTestDevice(), endpoint()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: message });
    expect(await rowsOf(server, customer.userId)).toEqual([]);
  });

  test('an unknown kind or a missing field is a 400', async () => {
    const customer = await pushCustomer(server);
    const valid = subscriptionOf(createTestDevice(), endpoint());
    expect((await subscribe(server, customer, { ...valid, kinds: ['fax'] })).statusCode).toBe(400);
    const { previews: _previews, ...withoutPreviews } = valid;
    expect((await subscribe(server, customer, withoutPreviews)).statusCode).toBe(400);
    expect(await rowsOf(server, customer.userId)).toEqual([]);
  });

  test(`a customer keeps at most ${MAX_SUBSCRIPTIONS_PER_CUSTOMER} devices: one more forgets the oldest`, async () => {
    const customer = await pushCustomer(server);
    const ids: string[] = [];
    for (let index = 0; index < MAX_SUBSCRIPTIONS_PER_CUSTOMER; index += 1) {
      const response = await subscribe(server, customer, subscriptionOf(createTestDevice(), endpoint()));
      expect(response.statusCode).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
    // The first is older by a day: 'oldest' does not hang on microseconds.
    await sql`update push_subscriptions set created_at = now() - interval '1 day' where id = ${ids[0]}`.execute(server.db);
    const other = await pushCustomer(server);
    await subscribe(server, other, subscriptionOf(createTestDevice(), endpoint()));

    const newest = await subscribe(server, customer, subscriptionOf(createTestDevice(), endpoint()));
    expect(newest.statusCode).toBe(201);
    const kept = (await rowsOf(server, customer.userId)).map((row) => row.id);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_CUSTOMER);
    expect(kept).not.toContain(ids[0]);
    expect(kept).toEqual(expect.arrayContaining([...ids.slice(1), newest.json<{ id: string }>().id]));
    // Another customer's devices are not counted nor touched.
    expect(await rowsOf(server, other.userId)).toHaveLength(1);
  });

  test('devices subscribing at the same moment still leave the customer at most the limit', async () => {
    const customer = await pushCustomer(server);
    const responses = await Promise.all(
      Array.from({ length: MAX_SUBSCRIPTIONS_PER_CUSTOMER + 10 }, () => subscribe(server, customer, subscriptionOf(createTestDevice(), endpoint()))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    expect(await rowsOf(server, customer.userId)).toHaveLength(MAX_SUBSCRIPTIONS_PER_CUSTOMER);
  });
});

describe('DELETE /api/push/subscriptions/{id}', () => {
  test("deletes the caller's own; another customer's, or an unknown id, is a 404 and stays", async () => {
    const owner = await pushCustomer(server);
    const stranger = await pushCustomer(server);
    const { id } = (await subscribe(server, owner, subscriptionOf(createTestDevice(), endpoint()))).json<{ id: string }>();

    const theirs = await server.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ failure: 'Push subscription not found.' });
    expect(await rowsOf(server, owner.userId)).toHaveLength(1);

    const own = await server.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect(await rowsOf(server, owner.userId)).toEqual([]);

    const again = await server.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    const unknown = await server.app.inject({ method: 'DELETE', url: '/api/push/subscriptions/no.such-id', headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('real mode', () => {
  let withoutKeys: TestServer;
  let withKeys: TestServer;
  const keys = webPush.generateVAPIDKeys();

  beforeAll(async () => {
    [withoutKeys, withKeys] = await Promise.all([
      startTestServer(REAL_MODE_CREDENTIALS),
      startTestServer({ ...REAL_MODE_CREDENTIALS, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' }),
    ]);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([withoutKeys, withKeys].filter(Boolean).map((target) => stopTestServer(target)));
  });

  test('without VAPID keys there is no push: config and subscribing answer 404 as an unknown address', async () => {
    const customer = await pushCustomer(withoutKeys);
    const config = await withoutKeys.app.inject({ method: 'GET', url: '/api/push/config', headers: customer.headers });
    expect(config.statusCode).toBe(404);
    expect(config.json()).toEqual({ failure: 'Not found: GET /api/push/config' });
    const subscribed = await subscribe(withoutKeys, customer, subscriptionOf(createTestDevice(), endpoint()));
    expect(subscribed.statusCode).toBe(404);
    expect(await rowsOf(withoutKeys, customer.userId)).toEqual([]);
    expect(await withoutKeys.db.selectFrom('push_vapid_keys').selectAll().execute()).toEqual([]);
  });

  test('configured keys: the configured public key; an http endpoint is refused (https only outside the sandbox)', async () => {
    const customer = await pushCustomer(withKeys);
    const config = await withKeys.app.inject({ method: 'GET', url: '/api/push/config', headers: customer.headers });
    expect(config.json()).toEqual({ vapid_public_key: keys.publicKey });
    const plain = await subscribe(withKeys, customer, subscriptionOf(createTestDevice(), 'http://push.example.com/x'));
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ failure: 'The push endpoint must be an https URL.' });
    expect((await subscribe(withKeys, customer, subscriptionOf(createTestDevice(), endpoint()))).statusCode).toBe(201);
  });
});
