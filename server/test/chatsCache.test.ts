import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Chat } from '../../src/contract/api';
import type { Database } from '../src/db/schema';
import { giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import { changesHeard, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, type SignedInUser } from './helpers/users';
import { beyondRequestBudget } from './helpers/queryLog';
import { waitUntil } from './helpers/waitUntil';

// `server`, whose statements are recorded, and `other`, on one database (helpers/twoServers.ts).
const { server, other, queries } = twoServersOnOneDatabase({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });

type Customer = SignedInUser & { phoneNumber: string };

const FIRST_PARTY = '6175550111';
const SECOND_PARTY = '8575550123';

async function customerWithChats(): Promise<Customer> {
  const user = await createSignedInUser(server);
  const customer = { ...user, phoneNumber: await giveNumber(server, user.userId) };
  await receiveMessage(server, customer, FIRST_PARTY, 'hello', '2025-03-01T10:00:00Z');
  await receiveMessage(server, customer, SECOND_PARTY, 'hi', '2025-03-02T10:00:00Z');
  return customer;
}

async function receiveMessage(through: TestServer, customer: Customer, from: string, text: string, timestamp: string, event: 'message.received' | 'message.sent' = 'message.received') {
  const response = await sendTelephonyEvent(through, messageEvent(customer.phoneNumber, { event, third_party_number: from, text, timestamp }));
  expect(response.statusCode).toBe(200);
  // The caller lookup after the answer changes the kept answers of everyone with that number: done,
  // and heard (on PostgreSQL a change is heard a moment after its commit), before the test goes on.
  await through.app.backgroundTasks.idle();
  await changesHeard(through);
}

let scriptedMessages = 0;

/** Messages written in one statement, as the seed or a maintenance script would, without any server. */
async function insertMessages(chatId: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    scriptedMessages += 1;
    return {
      chat_id: chatId,
      external_id: `script-${scriptedMessages}`,
      text: `A scripted message, long enough to make a long answer: number ${scriptedMessages}`,
      sent_at: new Date(Date.UTC(2025, 4, 1, 0, index)),
      direction: 'inbound' as const,
      sent: true,
    };
  });
  await server.db.insertInto('messages').values(rows).execute();
}

function getChats(through: TestServer, customer: SignedInUser, headers: Record<string, string> = {}) {
  return through.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: { ...customer.headers, ...headers } });
}

async function chats(through: TestServer, customer: SignedInUser): Promise<Chat<number>[]> {
  const response = await getChats(through, customer);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function send(through: TestServer, customer: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object): Promise<void> {
  const response = await through.app.inject({ method, url, headers: customer.headers, payload });
  expect(response.statusCode).toBe(200);
}

const chatOf = (list: Chat<number>[], party: string) => list.find((chat) => chat.third_party_number === party);
const deleteChat = (through: TestServer, customer: SignedInUser, list: Chat<number>[]) => send(through, customer, 'GET', `/api/webdeletechat/${chatOf(list, FIRST_PARTY)!.chat_id}`);
const block = (through: TestServer, customer: SignedInUser) => send(through, customer, 'POST', '/api/websaveblocknumber', [{ phone_number: FIRST_PARTY }]);
const unblock = (through: TestServer, customer: SignedInUser) => send(through, customer, 'POST', '/api/webunblocknumber', [{ phone_number: FIRST_PARTY }]);

const readsMessages = (statements: string[]) => statements.filter((statement) => /from "messages"/.test(statement));

async function versionOf(db: Kysely<Database>, userId: number): Promise<number> {
  return (await db.selectFrom('users').select('chats_version').where('id', '=', userId).executeTakeFirstOrThrow()).chats_version;
}

describe('the chats answer is kept per user between changes', () => {
  it('answers a repeated GET without reading the messages, byte for byte as the first time', async () => {
    const customer = await customerWithChats();
    queries.statements.length = 0;
    const first = await getChats(server, customer);
    expect(readsMessages(queries.statements)).toHaveLength(1);

    queries.statements.length = 0;
    const second = await getChats(server, customer);
    // No statement at all: the kept session (auth/sessionCache.ts) brings the chats' version.
    // Only the source's request budget, which every request pays (Security › Rate limits).
    expect(beyondRequestBudget(queries.statements)).toEqual([]);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.json<Chat<number>[]>().map((chat) => chat.third_party_number)).toEqual([FIRST_PARTY, SECOND_PARTY]);
    expect(second.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(first.rawPayload.length) });
  });

  it('compresses a long kept answer once, for brotli and gzip, saying it varies by Accept-Encoding', async () => {
    const customer = await customerWithChats();
    await insertMessages(chatOf(await chats(server, customer), FIRST_PARTY)!.chat_id, 400);
    await changesHeard(server);
    const identity = await getChats(server, customer);
    expect(identity.rawPayload.length).toBeGreaterThan(16 * 1024);
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const first = await getChats(server, customer, { 'accept-encoding': encoding });
      const second = await getChats(server, customer, { 'accept-encoding': encoding });
      for (const compressed of [first, second]) {
        expect(compressed.headers).toMatchObject({ 'content-encoding': encoding, vary: 'Accept-Encoding' });
        expect(decompress(compressed.rawPayload).equals(identity.rawPayload)).toBe(true);
      }
      expect(first.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it.each([
    [
      'a received message (telephony webhook)',
      (customer: Customer) => receiveMessage(server, customer, FIRST_PARTY, 'new', '2025-04-01T09:00:00Z'),
      (list: Chat<number>[]) => chatOf(list, FIRST_PARTY)!.messages.at(-1)!.text === 'new',
    ],
    [
      'a sent message (telephony webhook)',
      (customer: Customer) => receiveMessage(server, customer, SECOND_PARTY, 'mine', '2025-04-01T09:00:00Z', 'message.sent'),
      (list: Chat<number>[]) => chatOf(list, SECOND_PARTY)!.messages.at(-1)!.direction === 'outbound',
    ],
    [
      'a message from a new number (a new chat)',
      (customer: Customer) => receiveMessage(server, customer, '2125550100', 'first', '2025-04-01T09:00:00Z'),
      (list: Chat<number>[]) => list.length === 3,
    ],
    ['a deleted chat', (customer: Customer, list: Chat<number>[]) => deleteChat(server, customer, list), (list: Chat<number>[]) => list.length === 1 && !chatOf(list, FIRST_PARTY)],
    ['a blocked number', (customer: Customer) => block(server, customer), (list: Chat<number>[]) => chatOf(list, FIRST_PARTY)!.is_blocked && !chatOf(list, SECOND_PARTY)!.is_blocked],
    [
      'an unblocked number',
      async (customer: Customer) => {
        await block(server, customer);
        expect(chatOf(await chats(server, customer), FIRST_PARTY)!.is_blocked).toBe(true);
        await unblock(server, customer);
      },
      (list: Chat<number>[]) => !chatOf(list, FIRST_PARTY)!.is_blocked,
    ],
    [
      'messages written straight into the database (the seed, a script)',
      async (customer: Customer, list: Chat<number>[]) => {
        await insertMessages(chatOf(list, SECOND_PARTY)!.chat_id, 2);
        await changesHeard(server);
      },
      (list: Chat<number>[]) => chatOf(list, SECOND_PARTY)!.messages.length === 3,
    ],
    [
      'a message edited in the database (a delivery failure recorded by a script)',
      async (customer: Customer, list: Chat<number>[]) => {
        await server.db.updateTable('messages').set({ sent: false }).where('chat_id', '=', chatOf(list, SECOND_PARTY)!.chat_id).execute();
        await changesHeard(server);
      },
      (list: Chat<number>[]) => chatOf(list, SECOND_PARTY)!.messages[0].sent === false,
    ],
  ])('shows %s in the next GET', async (_change, change, shown) => {
    const customer = await customerWithChats();
    const before = await chats(server, customer);
    expect(await chats(server, customer)).toEqual(before);
    await change(customer, before);
    expect(shown(await chats(server, customer))).toBe(true);
  });

  it('changes the version once per statement, and leaves other users’ versions alone', async () => {
    const [alice, bob] = [await customerWithChats(), await customerWithChats()];
    const [aliceBefore, bobBefore] = [await versionOf(server.db, alice.userId), await versionOf(server.db, bob.userId)];
    await insertMessages(chatOf(await chats(server, alice), FIRST_PARTY)!.chat_id, 50);
    expect(await versionOf(server.db, alice.userId)).toBe(aliceBefore + 1);
    expect(await versionOf(server.db, bob.userId)).toBe(bobBefore);
  });
});

describe('two servers on one database', () => {
  type Change = (through: TestServer, customer: Customer, list: Chat<number>[]) => Promise<void>;
  const changes: [string, Change, (list: Chat<number>[]) => boolean][] = [
    ['a new message', (through, customer) => receiveMessage(through, customer, FIRST_PARTY, 'late', '2025-05-01T00:00:00Z'), (list) => chatOf(list, FIRST_PARTY)!.messages.length === 2],
    ['a deleted chat', (through, customer, list) => deleteChat(through, customer, list), (list) => list.length === 1],
    ['a blocked number', (through, customer) => block(through, customer), (list) => chatOf(list, FIRST_PARTY)!.is_blocked],
  ];

  it.each(changes)('never serve stale chats after %s through the other one', async (_change, change, shown) => {
    const customer = await customerWithChats();
    const before = await chats(server, customer);
    expect(await chats(other, customer)).toEqual(before);
    await change(other, customer, before);
    await changesHeard(server);
    expect(shown(await chats(server, customer))).toBe(true);
    expect(shown(await chats(other, customer))).toBe(true);
  });
});

describe("a customer's expensive reads take turns, two at a time", () => {
  /** Takes (or queues for) one of the customer's turns, and keeps it until `release` is called. */
  function holdTurn(through: TestServer, userId: number) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = through.app.heavyReads.run(userId, () => released);
    return { release, done };
  }

  it('a chats answer to build waits for a turn, further ones beyond the queue get 429, other customers are not held up', async () => {
    const customer = await customerWithChats();
    const bystander = await customerWithChats();
    const kept = await chats(server, bystander);

    const running = [holdTurn(server, customer.userId), holdTurn(server, customer.userId)];
    const waiting = Array.from({ length: 8 }, () => holdTurn(server, customer.userId));
    expect(server.app.heavyReads.load(customer.userId)).toEqual({ running: 2, waiting: 8 });

    // The queue is full: refused at once, in the §8 shape, with Retry-After.
    const refused = await getChats(server, customer);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ failure: 'Too many requests at once. Please try again in a moment.' });

    // Another customer's answers (kept or built) do not wait for this one's turns.
    expect(await chats(server, bystander)).toEqual(kept);
    expect((await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: bystander.headers })).statusCode).toBe(200);

    // A turn ends, the first waiting job takes it: a place in the queue is free, and the next GET
    // waits there for its turn, then is answered.
    running[0].release();
    await running[0].done;
    expect(server.app.heavyReads.load(customer.userId)).toEqual({ running: 2, waiting: 7 });
    const queued = getChats(server, customer);
    await waitUntil(() => server.app.heavyReads.load(customer.userId).waiting === 8);
    for (const turn of [...running, ...waiting]) turn.release();
    const answered = await queued;
    expect(answered.statusCode).toBe(200);
    expect(answered.json<Chat<number>[]>()).toHaveLength(2);
    // The GET may share the last two turns with a held one still giving its turn back.
    await Promise.all([...running, ...waiting].map((turn) => turn.done));
    expect(server.app.heavyReads.load(customer.userId)).toEqual({ running: 0, waiting: 0 });
  });

  it('a kept answer is served even while all of the customer’s turns are taken', async () => {
    const customer = await customerWithChats();
    const kept = await chats(server, customer);
    const turns = Array.from({ length: 10 }, () => holdTurn(server, customer.userId));
    expect(await chats(server, customer)).toEqual(kept);
    for (const turn of turns) turn.release();
    await Promise.all(turns.map((turn) => turn.done));
  });
});
