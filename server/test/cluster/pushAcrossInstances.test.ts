import { randomUUID } from 'node:crypto';
import type { PushConfig, PushKind, PushPayload, PushSubscriptionResponse } from '../../../src/contract/api';
import type { TelephonyEvent } from '../../src/telephony/telephonyEvents';
import { signWebhookBody } from '../../src/telephony/webhookSignature';
import { insertCustomer, mintSessions } from '../helpers/cluster/clusterData';
import { requestTo } from '../helpers/cluster/instanceRequests';
import { INSTANCES, startLoopbackCluster, type InstanceName, type LoopbackCluster } from '../helpers/cluster/loopbackCluster';
import { until } from '../helpers/cluster/until';
import { subscriptionOf } from '../helpers/pushCustomers';
import { createTestDevice, startTestPushService, type TestDevice, type TestPushService } from '../helpers/pushService';
import { callEvent, TEST_WEBHOOK_SECRET, uniqueNumber } from '../helpers/telephony';

// npm run test:cluster: Web Push on two real servers sharing one PostgreSQL database
// (helpers/cluster/loopbackCluster.ts), each step sent to the instance the test names. The push
// service is a loopback HTTP server in this process that records what arrives (a sandbox takes
// http:// endpoints). Pushes go out after the response, on the instance that stored the event:
// the test waits for them to arrive, and stops both instances (their shutdown waits for the
// pushes started) before it counts that none came twice.

let cluster: LoopbackCluster;
let service: TestPushService;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  service = await startTestPushService();
  cluster = await startLoopbackCluster({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  await service?.close();
}, 30_000);

beforeEach(() => {
  service.statusFor = () => 201;
});

const urlOf = (name: InstanceName) => cluster.instances[name].baseUrl;

/** A signed-in customer with a number of their own. */
async function customerWithNumber(label: string): Promise<{ userId: number; token: string; number: string }> {
  const customer = await insertCustomer(cluster.db, label);
  const [token] = await mintSessions(cluster.db, customer.userId, 1);
  const number = uniqueNumber();
  await cluster.db.insertInto('phones').values({ user_id: customer.userId, phone_number: number, status: 'active', origin: 'purchased' }).execute();
  return { userId: customer.userId, token, number };
}

/** A browser of the customer, subscribed through `name`, with its own path at the push service. */
interface Browser {
  device: TestDevice;
  path: string;
  id: string;
}

async function subscribeThrough(name: InstanceName, token: string, kinds: PushKind[] = ['call', 'message', 'voicemail']): Promise<Browser> {
  const device = createTestDevice();
  const path = `/push/${randomUUID()}`;
  const response = await requestTo<PushSubscriptionResponse>(urlOf(name), 'POST', '/api/push/subscriptions', { token, body: subscriptionOf(device, `${service.url}${path}`, kinds) });
  expect(response.status).toBe(201);
  return { device, path, id: response.body.id };
}

/** What the carrier's webhook delivers, signed, to instance `name`. */
async function webhookTo(name: InstanceName, event: TelephonyEvent): Promise<void> {
  const body = JSON.stringify(event);
  const response = await requestTo(urlOf(name), 'POST', '/api/telephony/webhook', { body, headers: { 'x-webhook-signature': signWebhookBody(TEST_WEBHOOK_SECRET, body) } });
  expect(response).toEqual({ status: 200, body: { success: true, result: 'stored' } });
}

const arrivedAt = (browser: Browser) => service.received.filter((push) => push.path === browser.path);
const subscriptionRow = (id: string) => cluster.db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

/** Stops both instances as SIGINT does (each waits for the pushes it started), then starts them again. */
async function letEveryPushFinish(): Promise<void> {
  for (const name of INSTANCES) {
    const instance = cluster.instances[name];
    instance.child.kill('SIGINT');
    expect(await instance.exited).toBe(0);
  }
  for (const name of INSTANCES) await cluster.restart(name);
}

test('both instances, asked at once for their first time, serve the one VAPID public key the database keeps', async () => {
  const { token } = await customerWithNumber('vapid');
  const answers = await Promise.all(INSTANCES.map((name) => requestTo<PushConfig>(urlOf(name), 'GET', '/api/push/config', { token })));
  const stored = await cluster.db.selectFrom('push_vapid_keys').select('public_key').execute();
  expect(stored).toHaveLength(1);
  expect(answers).toEqual(INSTANCES.map(() => ({ status: 200, body: { vapid_public_key: stored[0].public_key } })));
});

test('a subscription stored through one instance is updated and deleted through the other', async () => {
  const { userId, token } = await customerWithNumber('subscribe');
  const device = createTestDevice();
  const endpoint = `${service.url}/push/${randomUUID()}`;
  const created = await requestTo<PushSubscriptionResponse>(urlOf('api1'), 'POST', '/api/push/subscriptions', { token, body: subscriptionOf(device, endpoint, ['call']) });
  expect(created.status).toBe(201);

  const again = await requestTo(urlOf('api2'), 'POST', '/api/push/subscriptions', { token, body: subscriptionOf(device, endpoint, ['message']) });
  expect(again).toEqual({ status: 200, body: { id: created.body.id } });
  expect(await cluster.db.selectFrom('push_subscriptions').select(['id', 'kinds']).where('user_id', '=', userId).execute()).toEqual([{ id: created.body.id, kinds: ['message'] }]);

  const deleted = await requestTo(urlOf('api2'), 'DELETE', `/api/push/subscriptions/${created.body.id}`, { token });
  expect(deleted).toEqual({ status: 200, body: { success: true } });
  expect(await subscriptionRow(created.body.id)).toBeUndefined();
  const deletedAgain = await requestTo(urlOf('api1'), 'DELETE', `/api/push/subscriptions/${created.body.id}`, { token });
  expect(deletedAgain).toEqual({ status: 404, body: { failure: 'Push subscription not found.' } });
});

test('a subscription answered 410 is forgotten, whichever instance sent the push', async () => {
  const first = await customerWithNumber('gone-1');
  const second = await customerWithNumber('gone-2');
  const browsers = [await subscribeThrough('api2', first.token, ['call']), await subscribeThrough('api1', second.token, ['call'])];
  const gone = new Set(browsers.map((browser) => browser.path));
  service.statusFor = (path) => (gone.has(path) ? 410 : 201);

  await webhookTo('api1', callEvent(first.number));
  await webhookTo('api2', callEvent(second.number));
  for (const browser of browsers) {
    await until(`the push to ${browser.path}`, () => (arrivedAt(browser).length > 0 ? true : undefined));
    await until(`subscription ${browser.id} forgotten`, async () => ((await subscriptionRow(browser.id)) ? undefined : true), Date.now() + 20_000);
  }
}, 60_000);

test('a call stored through one instance and a text through the other: each pushed once, signed with the shared key', async () => {
  const { token, number } = await customerWithNumber('once');
  const browser = await subscribeThrough('api2', token);
  const { vapid_public_key: publicKey } = (await requestTo<PushConfig>(urlOf('api2'), 'GET', '/api/push/config', { token })).body;

  // 617-555-0111 is 'Acme Dental' to the sandbox carrier's caller lookup.
  await webhookTo('api1', callEvent(number, { call_from: '+16175550111', duration: 0, hangup_cause: 'NO_ANSWER' }));
  const simulated = await requestTo(urlOf('api2'), 'POST', '/api/sandbox/simulate', { token, body: { event: 'text', from: '(617) 555-0111' } });
  expect(simulated.status).toBe(200);
  await until('two pushes', () => (arrivedAt(browser).length >= 2 ? true : undefined));
  await letEveryPushFinish();

  const pushes = arrivedAt(browser);
  const payloads = pushes.map((push) => browser.device.decrypt(push.body) as PushPayload);
  expect(payloads.map(({ kind, title }) => ({ kind, title })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
    { kind: 'call', title: 'Missed call from Acme Dental' },
    { kind: 'message', title: 'New message from Acme Dental' },
  ]);
  for (const push of pushes) expect(String(push.headers.authorization).endsWith(`k=${publicKey}`)).toBe(true);
  expect(await subscriptionRow(browser.id)).toEqual(expect.objectContaining({ failures: 0, last_success_at: expect.any(Date) }));
}, 120_000);
