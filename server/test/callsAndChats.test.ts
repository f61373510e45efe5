import type { CallLogItem, Chat } from '../../src/contract/api';
import { callEvent, giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });

type Customer = SignedInUser & { phoneNumber: string };

async function customerWithNumber(): Promise<Customer> {
  const user = await createSignedInUser(server);
  return { ...user, phoneNumber: await giveNumber(server, user.userId) };
}

async function callLog(customer: SignedInUser): Promise<CallLogItem<number>[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: customer.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function chats(customer: SignedInUser): Promise<Chat<number>[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: customer.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function storeCall(customer: Customer, overrides: Parameters<typeof callEvent>[1] = {}): Promise<void> {
  const response = await sendTelephonyEvent(server, callEvent(customer.phoneNumber, overrides));
  expect(response.statusCode).toBe(200);
}

async function storeMessage(customer: Customer, overrides: Parameters<typeof messageEvent>[1] = {}): Promise<void> {
  const response = await sendTelephonyEvent(server, messageEvent(customer.phoneNumber, overrides));
  expect(response.statusCode).toBe(200);
}

function block(customer: SignedInUser, numbers: string[], url = '/api/websaveblocknumber') {
  return server.app.inject({ method: 'POST', url, headers: customer.headers, payload: numbers.map((phone_number) => ({ phone_number })) });
}

describe('GET /webcalllog', () => {
  it('lists the calls newest first with the date as YYYY-MM-DD HH:mm:ss', async () => {
    const customer = await customerWithNumber();
    await storeCall(customer, { started_at: '2025-01-01T08:00:00Z', call_from: '6175550111', call_to: customer.phoneNumber });
    await storeCall(customer, { started_at: '2025-01-03T23:59:59Z', call_from: customer.phoneNumber, call_to: '+18575550123', duration: 3601 });
    await storeCall(customer, { started_at: '2025-01-02T12:30:00.500Z', hangup_cause: 'USER_BUSY', duration: 0 });
    const log = await callLog(customer);
    expect(log.map((call) => call.call_date)).toEqual(['2025-01-03 23:59:59', '2025-01-02 12:30:00', '2025-01-01 08:00:00']);
    expect(log[0]).toEqual({
      id: expect.any(Number),
      call_date: '2025-01-03 23:59:59',
      call_from: customer.phoneNumber,
      call_to: '8575550123',
      hangup_cause: 'SUCCESS',
      duration: 3601,
      is_blocked: false,
      // Our extras (not in SPEC §7): nothing is known of this caller.
      caller_name: null,
      spam_likely: false,
    });
    expect(log[1].hangup_cause).toBe('USER_BUSY');
  });

  it('is empty for a customer without calls', async () => {
    expect(await callLog(await createSignedInUser(server))).toEqual([]);
  });

  it('needs a valid token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/webcalllog' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: { authorization: 'Token not-a-real-token-at-all' } })).statusCode).toBe(401);
  });

  it('answers 1,500 calls in one quick query', async () => {
    const customer = await customerWithNumber();
    const start = Date.UTC(2024, 0, 1);
    await server.db
      .insertInto('calls')
      .values(
        Array.from({ length: 1500 }, (_, index) => ({
          user_id: customer.userId,
          external_id: `bulk-${index}`,
          call_date: new Date(start + index * 60_000),
          call_from: `617555${String(index % 100).padStart(4, '0')}`,
          call_to: customer.phoneNumber,
          third_party_number: `617555${String(index % 100).padStart(4, '0')}`,
          hangup_cause: 'SUCCESS',
          duration_seconds: index,
        })),
      )
      .execute();
    await callLog(customer); // warm-up
    // Blocking changes the answer, so the call measured below reads the calls again, not a kept answer.
    await block(customer, ['6175550007']);
    const began = performance.now();
    const log = await callLog(customer);
    const elapsed = performance.now() - began;
    expect(log).toHaveLength(1500);
    expect(log[0].duration).toBe(1499);
    expect(log.filter((call) => call.is_blocked)).toHaveLength(15);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('POST /webhidecalls', () => {
  it('hides one call from the log', async () => {
    const customer = await customerWithNumber();
    await storeCall(customer, { started_at: '2025-02-01T10:00:00Z' });
    await storeCall(customer, { started_at: '2025-02-02T10:00:00Z' });
    const [newest, oldest] = await callLog(customer);
    const response = await server.app.inject({ method: 'POST', url: '/api/webhidecalls', headers: customer.headers, payload: { id: newest.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await callLog(customer)).map((call) => call.id)).toEqual([oldest.id]);
    // Hiding again is harmless.
    expect((await server.app.inject({ method: 'POST', url: '/api/webhidecalls', headers: customer.headers, payload: { id: newest.id } })).statusCode).toBe(200);
  });

  it('answers 404 for a call that does not exist', async () => {
    const customer = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/webhidecalls', headers: customer.headers, payload: { id: 2147483647 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: 'Call not found.' });
  });

  it.each([[{}], [{ id: '1' }], [{ id: 0 }], [{ id: 1.5 }], [{ id: 2147483648 }], [[1]]])('refuses the body %j with 400', async (payload) => {
    const customer = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/webhidecalls', headers: customer.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('failure');
  });
});

describe('GET /webgetallchatmessages', () => {
  it('sends chats least recently active first (the SPA reverses them), messages oldest first', async () => {
    const customer = await customerWithNumber();
    await storeMessage(customer, { third_party_number: '6175550111', text: 'a1', timestamp: '2025-01-01T10:00:00Z' });
    await storeMessage(customer, { third_party_number: '8575550123', text: 'b1', timestamp: '2025-01-02T10:00:00Z' });
    // An older message arriving late does not reorder its chat's messages.
    await storeMessage(customer, { third_party_number: '6175550111', text: 'a0', timestamp: '2024-12-31T10:00:00Z' });
    await storeMessage(customer, { third_party_number: '6175550111', text: 'a2', timestamp: '2025-01-03T10:00:00Z', event: 'message.sent' });
    const list = await chats(customer);
    expect(list.map((chat) => chat.third_party_number)).toEqual(['8575550123', '6175550111']);
    expect(list[1].messages.map((message) => message.text)).toEqual(['a0', 'a1', 'a2']);
    expect(list[1].messages[2]).toEqual({
      message_id: expect.any(Number),
      text: 'a2',
      timestamp: '2025-01-03T10:00:00.000Z',
      direction: 'outbound',
      sent: true,
      media_type: null,
      media_url: null,
    });
  });

  it('needs a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages' })).statusCode).toBe(401);
  });
});

describe('GET /webdeletechat/{chatId}', () => {
  it('deletes the chat and its messages', async () => {
    const customer = await customerWithNumber();
    await storeMessage(customer, { third_party_number: '6175550111' });
    await storeMessage(customer, { third_party_number: '8575550123' });
    const [first, second] = await chats(customer);
    const response = await server.app.inject({ method: 'GET', url: `/api/webdeletechat/${first.chat_id}`, headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await chats(customer)).map((chat) => chat.chat_id)).toEqual([second.chat_id]);
    const left = await server.db.selectFrom('messages').select('id').where('chat_id', '=', first.chat_id).execute();
    expect(left).toEqual([]);
    // A new message from the same number starts a new chat.
    await storeMessage(customer, { third_party_number: '6175550111' });
    expect(await chats(customer)).toHaveLength(2);
  });

  it.each(['0', '99999999', '9999999999'])('answers 404 for chat %s', async (chatId) => {
    const customer = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'GET', url: `/api/webdeletechat/${chatId}`, headers: customer.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: 'Chat not found.' });
  });

  it.each(['abc', '-1', '1.5', '1e3', '12345678901'])('refuses the id %s with 400', async (chatId) => {
    const customer = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'GET', url: `/api/webdeletechat/${chatId}`, headers: customer.headers });
    expect(response.statusCode).toBe(400);
  });
});

describe('is_blocked', () => {
  it('follows blocking and unblocking of the other party in calls and chats', async () => {
    const customer = await customerWithNumber();
    await storeCall(customer, { call_from: '+16175550111', call_to: customer.phoneNumber, started_at: '2025-01-01T10:00:00Z' });
    await storeCall(customer, { call_from: customer.phoneNumber, call_to: '6175550111', started_at: '2025-01-02T10:00:00Z' });
    await storeCall(customer, { call_from: '8575550123', call_to: customer.phoneNumber, started_at: '2025-01-03T10:00:00Z' });
    await storeMessage(customer, { third_party_number: '(617) 555-0111' });
    await storeMessage(customer, { third_party_number: '8575550123' });

    expect((await block(customer, ['+1 617 555 0111'])).statusCode).toBe(200);
    const blockedLog = await callLog(customer);
    expect(blockedLog.map((call) => [call.call_date.slice(0, 10), call.is_blocked])).toEqual([
      ['2025-01-03', false],
      ['2025-01-02', true],
      ['2025-01-01', true],
    ]);
    expect(Object.fromEntries((await chats(customer)).map((chat) => [chat.third_party_number, chat.is_blocked]))).toEqual({ '6175550111': true, '8575550123': false });

    expect((await block(customer, ['16175550111'], '/api/webunblocknumber')).statusCode).toBe(200);
    expect((await callLog(customer)).every((call) => !call.is_blocked)).toBe(true);
    expect((await chats(customer)).every((chat) => !chat.is_blocked)).toBe(true);
  });

  it("judges by the other party: blocking one's own number marks no call", async () => {
    const customer = await customerWithNumber();
    await storeCall(customer, { call_from: '6175550111', call_to: customer.phoneNumber });
    await block(customer, [customer.phoneNumber]);
    expect((await callLog(customer))[0].is_blocked).toBe(false);
  });
});

describe('authorisation between customers', () => {
  it("never shows or changes another customer's calls and chats", async () => {
    const alice = await customerWithNumber();
    const bob = await customerWithNumber();
    await storeCall(alice);
    await storeMessage(alice, { third_party_number: '6175550111' });
    const [aliceCall] = await callLog(alice);
    const [aliceChat] = await chats(alice);

    expect(await callLog(bob)).toEqual([]);
    expect(await chats(bob)).toEqual([]);
    const hide = await server.app.inject({ method: 'POST', url: '/api/webhidecalls', headers: bob.headers, payload: { id: aliceCall.id } });
    expect(hide.statusCode).toBe(404);
    const remove = await server.app.inject({ method: 'GET', url: `/api/webdeletechat/${aliceChat.chat_id}`, headers: bob.headers });
    expect(remove.statusCode).toBe(404);
    // Bob blocking Alice's contact changes nothing for Alice.
    await block(bob, ['6175550111']);

    expect(await callLog(alice)).toEqual([aliceCall]);
    expect(await chats(alice)).toEqual([aliceChat]);
  });
});
