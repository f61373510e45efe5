import { createApp } from '../src/app';
import { signWebhookBody } from '../src/telephony/webhookSignature';
import {
  callEvent,
  giveNumber,
  messageEvent,
  postWebhookRaw,
  sendTelephonyEvent,
  TEST_WEBHOOK_SECRET,
  uniqueNumber,
} from './helpers/telephony';
import { testConfig, setupTestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';

const server = setupTestServer({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });

async function customerWithNumber() {
  const user = await createSignedInUser(server);
  const phoneNumber = await giveNumber(server, user.userId);
  return { ...user, phoneNumber };
}

async function countCalls(userId: number): Promise<number> {
  const row = await server.db.selectFrom('calls').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('telephony webhook signature', () => {
  it('stores a call whose body is signed with the shared secret', async () => {
    const customer = await customerWithNumber();
    const response = await sendTelephonyEvent(server, callEvent(customer.phoneNumber));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, result: 'stored' });
    expect(await countCalls(customer.userId)).toBe(1);
  });

  it('accepts the hex digest in upper case', async () => {
    const customer = await customerWithNumber();
    const body = JSON.stringify(callEvent(customer.phoneNumber));
    const signature = `sha256=${signWebhookBody(TEST_WEBHOOK_SECRET, body).slice('sha256='.length).toUpperCase()}`;
    expect((await postWebhookRaw(server, body, signature)).statusCode).toBe(200);
  });

  it('refuses a request without a signature with 401 and stores nothing', async () => {
    const customer = await customerWithNumber();
    const response = await postWebhookRaw(server, JSON.stringify(callEvent(customer.phoneNumber)), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'Missing or invalid X-Webhook-Signature.' });
    expect(await countCalls(customer.userId)).toBe(0);
  });

  it.each([
    ['signed with another secret', (body: string) => signWebhookBody('not-the-secret', body)],
    ['signed over other bytes', (body: string) => signWebhookBody(TEST_WEBHOOK_SECRET, `${body} `)],
    ['without the sha256= prefix', (body: string) => signWebhookBody(TEST_WEBHOOK_SECRET, body).slice('sha256='.length)],
    ['truncated', (body: string) => signWebhookBody(TEST_WEBHOOK_SECRET, body).slice(0, -2)],
    ['not hex', () => `sha256=${'z'.repeat(64)}`],
    ['empty', () => ''],
  ])('refuses a signature %s with 401', async (_label, sign) => {
    const customer = await customerWithNumber();
    const body = JSON.stringify(callEvent(customer.phoneNumber));
    const response = await postWebhookRaw(server, body, sign(body));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('failure');
    expect(await countCalls(customer.userId)).toBe(0);
  });

  it('checks the signature before the body: an unsigned malformed body gets 401, not a parse error', async () => {
    expect((await postWebhookRaw(server, '{not json', 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    expect((await postWebhookRaw(server, '', null)).statusCode).toBe(401);
  });

  it('stores a replayed event_id once and answers duplicate', async () => {
    const customer = await customerWithNumber();
    const event = callEvent(customer.phoneNumber);
    expect((await sendTelephonyEvent(server, event)).json()).toEqual({ success: true, result: 'stored' });
    const replay = await sendTelephonyEvent(server, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, result: 'duplicate' });
    const sameIdOtherCall = await sendTelephonyEvent(server, { ...event, duration: 999 });
    expect(sameIdOtherCall.json()).toEqual({ success: true, result: 'duplicate' });
    expect(await countCalls(customer.userId)).toBe(1);
  });

  it('answers 503 when no secret is configured, whatever the signature', async () => {
    const config = testConfig(server.dataDir, { TELEPHONY_WEBHOOK_SECRET: '' });
    const disabled = await createApp(config, { db: server.db });
    try {
      const body = JSON.stringify(callEvent(uniqueNumber()));
      for (const signature of [null, signWebhookBody('', body), signWebhookBody(TEST_WEBHOOK_SECRET, body)]) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (signature !== null) headers['x-webhook-signature'] = signature;
        const response = await disabled.inject({ method: 'POST', url: '/api/telephony/webhook', headers, payload: body });
        expect(response.statusCode).toBe(503);
        expect(response.json().failure).toMatch(/disabled/);
      }
    } finally {
      await disabled.close();
    }
  });
});

describe('telephony webhook events', () => {
  it('stores a completed call in the call log of the customer holding the number', async () => {
    const customer = await customerWithNumber();
    await sendTelephonyEvent(
      server,
      callEvent(customer.phoneNumber, { call_from: `+1${customer.phoneNumber}`, call_to: '1 (857) 555-0123', started_at: '2025-03-02T09:08:07+02:00', duration: 0, hangup_cause: 'NO_ANSWER' }),
    );
    const log = await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: customer.headers });
    expect(log.json()).toEqual([
      expect.objectContaining({ call_date: '2025-03-02 07:08:07', call_from: customer.phoneNumber, call_to: '8575550123', hangup_cause: 'NO_ANSWER', duration: 0, is_blocked: false }),
    ]);
  });

  it('creates a chat on the first message and adds later messages to it', async () => {
    const customer = await customerWithNumber();
    const received = messageEvent(customer.phoneNumber, { text: 'Hi!', timestamp: '2025-03-01T10:00:00Z' });
    const sent = messageEvent(customer.phoneNumber, {
      event: 'message.sent',
      third_party_number: '6175550111',
      text: '',
      media_type: 'image/jpeg',
      media_url: 'https://media.example/p.jpg',
      timestamp: '2025-03-01T10:01:00Z',
      sent: false,
    });
    expect((await sendTelephonyEvent(server, received)).statusCode).toBe(200);
    expect((await sendTelephonyEvent(server, sent)).statusCode).toBe(200);
    const chats = (await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: customer.headers })).json();
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ third_party_number: '6175550111', is_blocked: false });
    expect(chats[0].messages).toEqual([
      expect.objectContaining({ text: 'Hi!', direction: 'inbound', sent: true, media_type: null, media_url: null, timestamp: '2025-03-01T10:00:00.000Z' }),
      expect.objectContaining({ text: '', direction: 'outbound', sent: false, media_type: 'image/jpeg', media_url: 'https://media.example/p.jpg' }),
    ]);
  });

  it('keeps unicode and markup in a message verbatim', async () => {
    const customer = await customerWithNumber();
    const text = '<script>alert(1)</script> 🎉 ünïcödé \'; drop table chats; --';
    expect((await sendTelephonyEvent(server, messageEvent(customer.phoneNumber, { text }))).statusCode).toBe(200);
    const chats = (await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: customer.headers })).json();
    expect(chats[0].messages[0].text).toBe(text);
  });

  it('ignores an event for a number no customer holds with 202', async () => {
    const response = await sendTelephonyEvent(server, callEvent(uniqueNumber()));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, result: 'ignored' });
  });

  it('ignores events for a released number', async () => {
    const customer = await createSignedInUser(server);
    const number = uniqueNumber();
    await server.db.insertInto('phones').values({ user_id: customer.userId, phone_number: number, status: 'released', origin: 'purchased' }).execute();
    expect((await sendTelephonyEvent(server, messageEvent(number))).statusCode).toBe(202);
  });

  it.each([
    ['an unknown event', { event: 'call.started' }],
    ['a call without hangup_cause', { hangup_cause: undefined }],
    ['a negative duration', { duration: -1 }],
    ['a duration as a string', { duration: '75' }],
    ['a malformed start time', { started_at: 'yesterday' }],
    ['an empty event_id', { event_id: '' }],
    ['a customer number that is not a US number', { phone_number: '+44 20 7946 0958' }],
    ['an oversized number', { call_from: '1'.repeat(100) }],
  ])('refuses %s with 400', async (_label, change) => {
    const customer = await customerWithNumber();
    const response = await sendTelephonyEvent(server, { ...callEvent(customer.phoneNumber), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('failure');
    expect(await countCalls(customer.userId)).toBe(0);
  });

  it.each([
    ['a message without text', { text: undefined }],
    ['a javascript: media URL', { media_url: 'javascript:alert(1)' }],
    ['a timestamp that is no date', { timestamp: 12 }],
    ['a NUL character in the text', { text: 'a\u0000b' }],
    ['a NUL character in the event id', { event_id: 'evt\u0000' }],
  ])('refuses %s with 400', async (_label, change) => {
    const customer = await customerWithNumber();
    const response = await sendTelephonyEvent(server, { ...messageEvent(customer.phoneNumber), ...change });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const body = '{"event":';
    const response = await postWebhookRaw(server, body, signWebhookBody(TEST_WEBHOOK_SECRET, body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Request body is not valid JSON.' });
  });

  it('refuses an oversized body', async () => {
    const customer = await customerWithNumber();
    const response = await sendTelephonyEvent(server, messageEvent(customer.phoneNumber, { text: 'x'.repeat(200_000) }));
    expect(response.statusCode).toBe(413);
  });
});
