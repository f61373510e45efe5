import { randomUUID } from 'node:crypto';
import type { PushKind, PushPayload } from '../../src/contract/api';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createProviders } from '../src/providers';
import type { VoicemailEvent } from '../src/telephony/telephonyEvents';
import { quietLog } from './helpers/billing';
import { anotherSession, pushCustomer, subscriptionOf, type PushCustomer } from './helpers/pushCustomers';
import { createTestDevice, startTestPushService, type TestDevice, type TestPushService } from './helpers/pushService';
import { callEvent, eventId, giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import { createTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './helpers/testServer';

const logLines: string[] = [];
let server: TestServer;
let service: TestPushService;
/** While set, the sandbox carrier's caller lookup waits for it (a slow carrier). */
let lookupGate: Promise<void> | null = null;

beforeAll(async () => {
  service = await startTestPushService();
  const dataDir = await createTestDataDir();
  const config = testConfig(dataDir, { TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, LOG_LEVEL: 'info' });
  const db = await openDatabase(config);
  const providers = createProviders(config, quietLog, db);
  const sandboxCarrier = providers.telephony;
  const telephony = {
    ...sandboxCarrier,
    async lookupCaller(question: { phoneNumber: string }) {
      if (lookupGate) await lookupGate;
      return sandboxCarrier.lookupCaller(question);
    },
  };
  const app = await createApp(config, { db, providers: { ...providers, telephony }, logStream: { write: (line) => void logLines.push(line) } });
  server = { app, config, dataDir, db };
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  if (server) await stopTestServer(server);
  await service.close();
});

beforeEach(() => {
  service.statusFor = () => 201;
  service.holdAnswers = null;
  lookupGate = null;
});

/** A customer's browser: its own keys, a path at the push service, subscribed through the API. */
interface Browser {
  device: TestDevice;
  path: string;
  id: string;
}

async function subscribedBrowser(customer: Pick<PushCustomer, 'headers'>, kinds: PushKind[] = ['call', 'message', 'voicemail'], previews = false): Promise<Browser> {
  const device = createTestDevice();
  const path = `/push/${randomUUID()}`;
  const response = await server.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: customer.headers, payload: subscriptionOf(device, `${service.url}${path}`, kinds, previews) });
  expect(response.statusCode).toBe(201);
  return { device, path, id: response.json<{ id: string }>().id };
}

/** A customer with a number and one subscribed browser. */
async function customerWithBrowser(kinds?: PushKind[], previews?: boolean) {
  const customer = await pushCustomer(server);
  const number = await giveNumber(server, customer.userId);
  return { customer, number, browser: await subscribedBrowser(customer, kinds, previews) };
}

/** What the browser received so far, decrypted. */
function pushesTo(browser: Browser): PushPayload[] {
  return service.received.filter((push) => push.path === browser.path).map((push) => browser.device.decrypt(push.body) as PushPayload);
}

/** Stores the event through the signed webhook, then waits for the pushes it started. */
async function deliver(event: Parameters<typeof sendTelephonyEvent>[1]): Promise<void> {
  const response = await sendTelephonyEvent(server, event);
  expect(response.json()).toEqual({ success: true, result: 'stored' });
  await server.app.backgroundTasks.idle();
}

function voicemailEvent(customerNumber: string, overrides: Partial<VoicemailEvent> = {}): VoicemailEvent {
  return {
    event: 'voicemail.received',
    event_id: eventId(),
    phone_number: customerNumber,
    call_from: '+12125550142',
    timestamp: '2025-03-01T14:06:09Z',
    duration: 8,
    recording_url: 'https://carrier.example.com/recordings/1.wav',
    transcript: 'Please call me back about the order.',
    caller_name: 'Jane Roe',
    ...overrides,
  };
}

const subscriptionRow = (id: string) => server.db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

describe('what a device receives', () => {
  test("a call to the customer: decrypted, named after the caller lookup, with the call's tag and address; the subscription is marked reachable", async () => {
    const { customer, number, browser } = await customerWithBrowser();
    // 617-555-0111 is 'Acme Dental' to the sandbox carrier's caller lookup, which the push waits for.
    await deliver(callEvent(number, { call_from: '+16175550111', duration: 75, hangup_cause: 'SUCCESS' }));
    await deliver(callEvent(number, { call_from: '+12125550142', duration: 0, hangup_cause: 'NO_ANSWER' }));
    const calls = await server.db.selectFrom('calls').select('id').where('user_id', '=', customer.userId).orderBy('id').execute();
    expect(pushesTo(browser)).toEqual([
      { kind: 'call', tag: `call-${calls[0].id}`, title: 'Call from Acme Dental', body: 'Answered, 1 min', url: `/app/dashboard/calls?call=${calls[0].id}` },
      { kind: 'call', tag: `call-${calls[1].id}`, title: 'Missed call from (212) 555-0142', body: 'No answer', url: `/app/dashboard/calls?call=${calls[1].id}` },
    ]);
    expect(await subscriptionRow(browser.id)).toEqual(expect.objectContaining({ failures: 0, last_success_at: expect.any(Date) }));
    expect(await server.app.metrics.registry.getSingleMetricAsString('web_push_total')).toMatch(/^web_push_total\{result="sent"\} [1-9]/m);
  });

  test("a received message: its text only on the device with previews on; nothing of the customer's own calls and texts", async () => {
    const { customer, number, browser: private_ } = await customerWithBrowser(['message'], false);
    const withPreviews = await subscribedBrowser(await anotherSession(server, customer.userId), ['message'], true);
    await deliver(messageEvent(number, { third_party_number: '+16175550111', text: 'Your   appointment\nis at 3 pm.' }));
    const message = await server.db
      .selectFrom('messages as m')
      .innerJoin('chats as c', 'c.id', 'm.chat_id')
      .select(['m.id', 'm.chat_id'])
      .where('c.user_id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    const expected = { kind: 'message', tag: `message-${message.id}`, title: 'New message from Acme Dental', url: `/app/dashboard/chats?chat=${message.chat_id}` };
    expect(pushesTo(withPreviews)).toEqual([{ ...expected, body: 'Your appointment is at 3 pm.' }]);
    expect(pushesTo(private_)).toEqual([{ ...expected, body: 'Open the app to read it.' }]);
    for (const push of service.received.filter((received) => received.path === private_.path)) expect(push.body.toString('latin1')).not.toContain('appointment');

    const calling = await subscribedBrowser(await anotherSession(server, customer.userId), ['call', 'message']);
    await deliver(messageEvent(number, { event: 'message.sent', text: 'On my way' }));
    await deliver(callEvent(number, { call_from: `+1${number}`, call_to: '+16175550111' }));
    expect(pushesTo(calling)).toEqual([]);
    expect(pushesTo(withPreviews)).toHaveLength(1);
  });

  test("a new caller's push waits for the carrier's caller lookup, so that it can name them", async () => {
    const { number, browser } = await customerWithBrowser(['call']);
    let answerLookup = () => undefined as void;
    lookupGate = new Promise<void>((resolve) => (answerLookup = resolve));
    // 508-555-0187 is 'City Pharmacy' to the sandbox carrier, and asked about nowhere else in this file (no cached answer).
    const response = await sendTelephonyEvent(server, callEvent(number, { call_from: '+15085550187' }));
    expect(response.json()).toEqual({ success: true, result: 'stored' });
    answerLookup();
    await server.app.backgroundTasks.idle();
    expect(pushesTo(browser).map((push) => push.title)).toEqual(['Call from City Pharmacy']);
  });

  test('an event the carrier delivers again is pushed once', async () => {
    const { number, browser } = await customerWithBrowser();
    const event = callEvent(number);
    await deliver(event);
    const again = await sendTelephonyEvent(server, event);
    expect(again.json()).toEqual({ success: true, result: 'duplicate' });
    await server.app.backgroundTasks.idle();
    expect(pushesTo(browser)).toHaveLength(1);
  });

  test('a voicemail: its length, and the transcript only with previews', async () => {
    const { customer, number, browser } = await customerWithBrowser(['voicemail'], false);
    const withPreviews = await subscribedBrowser(await anotherSession(server, customer.userId), ['voicemail'], true);
    await deliver(voicemailEvent(number));
    const { id } = await server.db.selectFrom('voicemails').select('id').where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    const expected = { kind: 'voicemail', tag: `voicemail-${id}`, title: 'New voicemail from Jane Roe', url: `/app/dashboard/voicemail?voicemail=${id}` };
    expect(pushesTo(browser)).toEqual([{ ...expected, body: '0:08' }]);
    expect(pushesTo(withPreviews)).toEqual([{ ...expected, body: '0:08 · Please call me back about the order.' }]);
  });

  test('each device gets only the kinds it asked for', async () => {
    const { customer, number, browser: callsOnly } = await customerWithBrowser(['call']);
    const messagesOnly = await subscribedBrowser(await anotherSession(server, customer.userId), ['message']);
    const nothing = await subscribedBrowser(await anotherSession(server, customer.userId), []);
    await deliver(callEvent(number));
    await deliver(messageEvent(number));
    await deliver(voicemailEvent(number));
    expect(pushesTo(callsOnly).map((push) => push.kind)).toEqual(['call']);
    expect(pushesTo(messagesOnly).map((push) => push.kind)).toEqual(['message']);
    expect(pushesTo(nothing)).toEqual([]);
  });

  test('nothing from a number the customer blocked', async () => {
    const { customer, number, browser } = await customerWithBrowser();
    const blocked = await server.app.inject({ method: 'POST', url: '/api/websaveblocknumber', headers: customer.headers, payload: [{ phone_number: '2125550142' }] });
    expect(blocked.statusCode).toBe(200);
    await deliver(callEvent(number, { call_from: '+12125550142' }));
    await deliver(messageEvent(number, { third_party_number: '+12125550142' }));
    await deliver(voicemailEvent(number, { call_from: '+12125550142' }));
    expect(pushesTo(browser)).toEqual([]);
    await deliver(callEvent(number, { call_from: '+16175550111' }));
    expect(pushesTo(browser).map((push) => push.title)).toEqual(['Call from Acme Dental']);
  });

  test('nothing to a device whose session has ended, nor to another customer', async () => {
    const { customer, number, browser } = await customerWithBrowser();
    const stranger = await customerWithBrowser();
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', customer.sessionId).execute();
    await deliver(callEvent(number));
    expect(pushesTo(browser)).toEqual([]);
    expect(pushesTo(stranger.browser)).toEqual([]);
  });

  test('the sandbox network simulator pushes as the webhook does: a voicemail is its missed call, then the voicemail', async () => {
    const { customer, browser } = await customerWithBrowser();
    const response = await server.app.inject({ method: 'POST', url: '/api/sandbox/simulate', headers: customer.headers, payload: { event: 'voicemail', from: '(617) 555-0111' } });
    expect(response.statusCode).toBe(200);
    await server.app.backgroundTasks.idle();
    expect(pushesTo(browser).map(({ kind, title }) => ({ kind, title }))).toEqual([
      { kind: 'call', title: 'Missed call from Acme Dental' },
      { kind: 'voicemail', title: expect.stringMatching(/^New voicemail from /) },
    ]);
  });
});

describe('what the push service answers', () => {
  test('410: the browser dropped the subscription, so it is deleted', async () => {
    const { number, browser } = await customerWithBrowser();
    service.statusFor = (path) => (path === browser.path ? 410 : 201);
    await deliver(callEvent(number));
    expect(service.received.filter((push) => push.path === browser.path)).toHaveLength(1);
    expect(await subscriptionRow(browser.id)).toBeUndefined();
    expect(await server.app.metrics.registry.getSingleMetricAsString('web_push_total')).toMatch(/^web_push_total\{result="gone"\} 1$/m);
  });

  test('503: counted as a failure each time, logged with the push service origin only, and the webhook still answers stored', async () => {
    const { number, browser } = await customerWithBrowser();
    service.statusFor = (path) => (path === browser.path ? 503 : 201);
    const linesBefore = logLines.length;
    await deliver(callEvent(number));
    await deliver(messageEvent(number));
    expect(await subscriptionRow(browser.id)).toEqual(expect.objectContaining({ failures: 2, last_success_at: null }));
    const written = logLines.slice(linesBefore).join('\n');
    const failures = logLines.slice(linesBefore).filter((line) => line.includes('push not delivered'));
    expect(failures).toHaveLength(2);
    expect(JSON.parse(failures[0])).toMatchObject({ pushService: service.url, status: 503 });
    expect(written).not.toContain(browser.path);
    expect(written).not.toContain(browser.device.p256dh);
    expect(written).not.toContain(browser.device.auth);

    expect(await server.app.metrics.registry.getSingleMetricAsString('web_push_total')).toMatch(/^web_push_total\{result="failed"\} [2-9]/m);

    // Reachable again: the count starts over.
    service.statusFor = () => 201;
    await deliver(callEvent(number));
    expect(await subscriptionRow(browser.id)).toEqual(expect.objectContaining({ failures: 0, last_success_at: expect.any(Date) }));
  });

  test('the webhook answers before the push service does', async () => {
    const { number, browser } = await customerWithBrowser();
    let answer = () => undefined as void;
    service.holdAnswers = new Promise<void>((resolve) => (answer = resolve));
    const response = await sendTelephonyEvent(server, callEvent(number));
    expect(response.json()).toEqual({ success: true, result: 'stored' });
    expect(await subscriptionRow(browser.id)).toEqual(expect.objectContaining({ last_success_at: null }));
    answer();
    await server.app.backgroundTasks.idle();
    expect(pushesTo(browser)).toHaveLength(1);
    expect(await subscriptionRow(browser.id)).toEqual(expect.objectContaining({ last_success_at: expect.any(Date) }));
  });
});
