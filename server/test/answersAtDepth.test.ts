import zlib from 'node:zlib';
import type { CallLogItem, Chat } from '../../src/contract/api';
import { listVisibleCalls } from '../src/db/queries/calls';
import { listChats, listMessagesOfUser } from '../src/db/queries/chats';
import { COMPRESS_FROM_BYTES } from '../src/http/compressLargeAnswers';
import { callLogItemOf } from '../src/telephony/callLogFormat';
import { chatMessageOf } from '../src/telephony/chatMessageFormat';
import { callEvent, giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import { changesHeard, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, type SignedInUser } from './helpers/users';

/**
 * The kept call log and chats answers (routes/calls.ts, routes/chats.ts) are exactly
 * what the formatters make from the database at that moment, in every encoding, on both of two
 * servers on one database, before and right after each kind of write through either of them: no
 * `changesHeard` between a write through a server and a read on the other (a caller may move to the
 * other server at once), only after a write made straight in the database.
 */
const { server, other } = twoServersOnOneDatabase({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });

type Customer = SignedInUser & { phoneNumber: string };

const CALLS_URL = '/api/webcalllog';
const CHATS_URL = '/api/webgetallchatmessages';
const FIRST_PARTY = '6175550111';
const SECOND_PARTY = '8575550123';
/** Enough rows that both answers are compressed (COMPRESS_FROM_BYTES). */
const ROWS = 200;

/** Decoders for what a browser accepts; 'identity' asks for no compression. */
const DECODE: Record<string, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  gzip: (body) => zlib.gunzipSync(body),
  br: (body) => zlib.brotliDecompressSync(body),
};

let scripted = 0;

async function customerWithHistory(): Promise<Customer> {
  const user = await createSignedInUser(server);
  const customer = { ...user, phoneNumber: await giveNumber(server, user.userId) };
  const calls = Array.from({ length: ROWS }, (_, index) => ({
    user_id: customer.userId,
    external_id: `depth-call-${(scripted += 1)}`,
    call_date: new Date(Date.UTC(2025, 4, 1, 0, index)),
    call_from: index % 2 ? FIRST_PARTY : SECOND_PARTY,
    call_to: customer.phoneNumber,
    third_party_number: index % 2 ? FIRST_PARTY : SECOND_PARTY,
    hangup_cause: index % 3 ? 'SUCCESS' : 'NO_ANSWER',
    duration_seconds: index,
  }));
  await server.db.insertInto('calls').values(calls).execute();
  for (const party of [FIRST_PARTY, SECOND_PARTY]) {
    const chat = await server.db.insertInto('chats').values({ user_id: customer.userId, third_party_number: party }).returning('id').executeTakeFirstOrThrow();
    const messages = Array.from({ length: ROWS / 2 }, (_, index) => ({
      chat_id: chat.id,
      external_id: `depth-message-${(scripted += 1)}`,
      text: `Message ${index} with ${party}, long enough to make the answer worth compressing`,
      sent_at: new Date(Date.UTC(2025, 4, 1, 0, index)),
      direction: index % 3 ? ('inbound' as const) : ('outbound' as const),
      sent: true,
    }));
    await server.db.insertInto('messages').values(messages).execute();
  }
  await changesHeard(server);
  await changesHeard(other);
  return customer;
}

/** The call log as the formatter makes it from the database now, without any kept answer. */
async function uncachedCallLog(userId: number): Promise<string> {
  return JSON.stringify((await listVisibleCalls(server.db, userId)).map(callLogItemOf));
}

/** The chats as the formatter makes them from the database now: chats in their order, each with its messages in theirs. */
async function uncachedChats(userId: number): Promise<string> {
  const [chats, messages] = await Promise.all([listChats(server.db, userId), listMessagesOfUser(server.db, userId)]);
  return JSON.stringify(
    chats.map((chat) => ({
      chat_id: chat.id,
      third_party_number: chat.third_party_number,
      is_blocked: chat.is_blocked,
      messages: messages.filter((message) => message.chat_id === chat.id).map((message) => chatMessageOf(message, server.config.publicUrl)),
      // The caller lookup's extras, after the messages as the route's schema writes them.
      caller_name: chat.caller_name,
      spam_likely: chat.spam_likely,
    })),
  );
}

/** The answer of `url` on `through` in each encoding, decoded: each must be the same text. */
async function answerIn(through: TestServer, customer: SignedInUser, url: string): Promise<string> {
  const texts = new Set<string>();
  for (const [encoding, decode] of Object.entries(DECODE)) {
    const response = await through.app.inject({ method: 'GET', url, headers: { ...customer.headers, 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    texts.add(decode(response.rawPayload).toString('utf8'));
  }
  expect(texts.size).toBe(1);
  return [...texts][0];
}

/** Both answers on both servers are what the formatters make now; answers the call log and chats as parsed. */
async function expectCurrent(customer: Customer): Promise<{ log: CallLogItem<number>[]; chats: Chat<number>[] }> {
  const [log, chats] = [await uncachedCallLog(customer.userId), await uncachedChats(customer.userId)];
  expect(Buffer.byteLength(log)).toBeGreaterThan(COMPRESS_FROM_BYTES);
  expect(Buffer.byteLength(chats)).toBeGreaterThan(COMPRESS_FROM_BYTES);
  for (const through of [server, other]) {
    expect(await answerIn(through, customer, CALLS_URL)).toBe(log);
    expect(await answerIn(through, customer, CHATS_URL)).toBe(chats);
  }
  return { log: JSON.parse(log), chats: JSON.parse(chats) };
}

async function send(through: TestServer, customer: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object): Promise<void> {
  const response = await through.app.inject({ method, url, headers: customer.headers, payload });
  expect(response.statusCode).toBe(200);
}

async function webhook(through: TestServer, event: Parameters<typeof sendTelephonyEvent>[1]): Promise<void> {
  expect((await sendTelephonyEvent(through, event)).statusCode).toBe(200);
  // Its caller lookup, after the answer, changes the kept answers too: done before they are compared.
  await through.app.backgroundTasks.idle();
}

type Listed = { log: CallLogItem<number>[]; chats: Chat<number>[] };
type Change = (through: TestServer, customer: Customer, listed: Listed) => Promise<void>;

const changes: [string, Change, (before: Listed, after: Listed) => boolean][] = [
  [
    'a new call through the telephony webhook',
    (through, customer) => webhook(through, callEvent(customer.phoneNumber, { call_from: '+16175550999', started_at: '2025-06-01T09:00:00Z' })),
    (before, after) => after.log.length === before.log.length + 1 && after.log[0].call_from === '6175550999',
  ],
  [
    'a received message through the telephony webhook',
    (through, customer) => webhook(through, messageEvent(customer.phoneNumber, { third_party_number: `+1${FIRST_PARTY}`, text: 'a late one', timestamp: '2025-06-01T09:00:00Z' })),
    (before, after) => after.chats.flatMap((chat) => chat.messages).length === before.chats.flatMap((chat) => chat.messages).length + 1,
  ],
  [
    'a sent message that failed, through the telephony webhook',
    (through, customer) =>
      webhook(through, messageEvent(customer.phoneNumber, { event: 'message.sent', third_party_number: `+1${SECOND_PARTY}`, text: 'not delivered', sent: false, timestamp: '2025-06-01T09:00:00Z' })),
    (_before, after) => after.chats.some((chat) => chat.messages.some((message) => message.text === 'not delivered' && !message.sent)),
  ],
  ['a hidden call', (through, customer, listed) => send(through, customer, 'POST', '/api/webhidecalls', { id: listed.log[0].id }), (before, after) => after.log.length === before.log.length - 1],
  [
    'a blocked number',
    (through, customer) => send(through, customer, 'POST', '/api/websaveblocknumber', [{ phone_number: FIRST_PARTY }]),
    (_before, after) => after.log.some((call) => call.is_blocked) && after.chats.some((chat) => chat.is_blocked),
  ],
  [
    'an unblocked number',
    async (through, customer) => {
      await send(other, customer, 'POST', '/api/websaveblocknumber', [{ phone_number: FIRST_PARTY }]);
      expect((await expectCurrent(customer)).log.some((call) => call.is_blocked)).toBe(true);
      await send(through, customer, 'POST', '/api/webunblocknumber', [{ phone_number: FIRST_PARTY }]);
    },
    (_before, after) => !after.log.some((call) => call.is_blocked) && !after.chats.some((chat) => chat.is_blocked),
  ],
  ['a deleted chat', (through, customer, listed) => send(through, customer, 'GET', `/api/webdeletechat/${listed.chats[0].chat_id}`), (before, after) => after.chats.length === before.chats.length - 1],
];

describe.each([
  ['the first server', () => server],
  ['the other server', () => other],
])('the kept answers are the formatters’ own after a write through %s', (_name, writer) => {
  it.each(changes)('%s', async (_change, change, shown) => {
    const customer = await customerWithHistory();
    const before = await expectCurrent(customer);
    // Read twice: the second read is served from what the first kept.
    expect(await expectCurrent(customer)).toEqual(before);
    await change(writer(), customer, before);
    const after = await expectCurrent(customer);
    expect(shown(before, after)).toBe(true);
  });
});

describe('writes no server makes', () => {
  it('calls and messages written straight into the database are in the next answers', async () => {
    const customer = await customerWithHistory();
    const before = await expectCurrent(customer);
    await server.db
      .insertInto('calls')
      .values({ user_id: customer.userId, external_id: `depth-call-${(scripted += 1)}`, call_date: new Date(), call_from: FIRST_PARTY, call_to: customer.phoneNumber, third_party_number: FIRST_PARTY, hangup_cause: 'SUCCESS', duration_seconds: 1 })
      .execute();
    await server.db
      .insertInto('messages')
      .values({ chat_id: before.chats[0].chat_id, external_id: `depth-message-${(scripted += 1)}`, text: 'scripted', sent_at: new Date(), direction: 'inbound', sent: true })
      .execute();
    await changesHeard(server);
    await changesHeard(other);
    const after = await expectCurrent(customer);
    expect(after.log.length).toBe(before.log.length + 1);
    const messagesOf = (listed: Listed) => listed.chats.find((chat) => chat.chat_id === before.chats[0].chat_id)!.messages.length;
    expect(messagesOf(after)).toBe(messagesOf(before) + 1);
  });
});

describe('a deleted account', () => {
  it('has its kept answers refused on both servers at once', async () => {
    const customer = await customerWithHistory();
    await expectCurrent(customer);
    await send(other, customer, 'GET', '/api/user/webdelete');
    for (const through of [server, other]) {
      for (const url of [CALLS_URL, CHATS_URL]) {
        const response = await through.app.inject({ method: 'GET', url, headers: { ...customer.headers, 'accept-encoding': 'br' } });
        expect(response.statusCode).toBe(401);
      }
    }
  });
});
