import { sql } from 'kysely';
import type { CallLogItem, Chat } from '../../../src/contract/api';
import type { TelephonyEvent } from '../../src/telephony/telephonyEvents';
import { customerWithNumber, webhookTo } from '../helpers/cluster/clusterTelephony';
import { requestTo } from '../helpers/cluster/instanceRequests';
import { startLoopbackCluster, type InstanceName, type LoopbackCluster } from '../helpers/cluster/loopbackCluster';
import { raceAtLockedRow } from '../helpers/cluster/rowLockRace';
import { until } from '../helpers/cluster/until';
import { callEvent, messageEvent, TEST_WEBHOOK_SECRET } from '../helpers/telephony';

// npm run test:cluster: caller names, spam marks and blocking on two real servers sharing one
// PostgreSQL database (helpers/cluster/loopbackCluster.ts), each step sent to the instance the
// test names. Calls and texts arrive through api1's signed telephony webhook, which asks the
// sandbox carrier's caller ID about the other party after it answers; api2 keeps each customer's
// call log and chats by version, and must not serve what it kept before the answer was stored.

let cluster: LoopbackCluster;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  cluster = await startLoopbackCluster({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
}, 120_000);
afterAll(() => cluster?.stop(), 30_000);

/** Numbers the sandbox carrier's caller ID knows (seed/sandboxCallerIds.ts). */
const NAMED = { number: '6175550111', name: 'Acme Dental' };
const LIKELY_SPAM = '4155550136';

const urlOf = (name: InstanceName) => cluster.instances[name].baseUrl;

async function storedThrough(name: InstanceName, event: TelephonyEvent): Promise<void> {
  expect(await webhookTo(urlOf(name), event)).toEqual({ status: 200, body: { success: true, result: 'stored' } });
}

async function callLogOf(name: InstanceName, token: string): Promise<CallLogItem<number>[]> {
  const log = await requestTo<CallLogItem<number>[]>(urlOf(name), 'GET', '/api/webcalllog', { token });
  expect(log.status).toBe(200);
  return log.body;
}

async function chatsOf(name: InstanceName, token: string): Promise<Chat<number>[]> {
  const chats = await requestTo<Chat<number>[]>(urlOf(name), 'GET', '/api/webgetallchatmessages', { token });
  expect(chats.status).toBe(200);
  return chats.body;
}

/** Waits (bounded) until the carrier's answer about `phoneNumber` is stored. */
const lookedUp = (phoneNumber: string) =>
  until(`the caller lookup of ${phoneNumber}`, () => cluster.db.selectFrom('caller_lookups').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst());

/** One call and one text from `caller` to the customer, each through api1's webhook. */
async function callAndTextFrom(caller: string, customerNumber: string): Promise<void> {
  await storedThrough('api1', callEvent(customerNumber, { call_from: `+1${caller}` }));
  await storedThrough('api1', messageEvent(customerNumber, { third_party_number: `+1${caller}` }));
}

test("a caller the carrier names, calling and texting through api1, is named in api2's call log and chats, though api2 kept them from before the name", async () => {
  const { token, number } = await customerWithNumber(cluster.db, 'caller-name');
  // api1 stores the call and the text and answers; its lookups of the caller wait at the table the
  // test holds, while api2 reads (and keeps) the call log and the chats without the name.
  await raceAtLockedRow(
    cluster.db,
    async (trx) => {
      await sql`lock table caller_lookups in share row exclusive mode`.execute(trx);
      await callAndTextFrom(NAMED.number, number);
      expect(await callLogOf('api2', token)).toEqual([expect.objectContaining({ call_from: NAMED.number, caller_name: null, spam_likely: false })]);
      expect(await chatsOf('api2', token)).toEqual([expect.objectContaining({ third_party_number: NAMED.number, caller_name: null, spam_likely: false })]);
    },
    'insert into "caller_lookups"',
    1,
    () => [],
  );
  await lookedUp(NAMED.number);

  expect(await callLogOf('api2', token)).toEqual([expect.objectContaining({ call_from: NAMED.number, caller_name: NAMED.name, spam_likely: false })]);
  expect(await chatsOf('api2', token)).toEqual([expect.objectContaining({ third_party_number: NAMED.number, caller_name: NAMED.name, spam_likely: false })]);
}, 60_000);

test('a likely spam caller stored through api1 is marked in api2; blocked through api2, their call and chat are blocked on api1', async () => {
  const { token, number } = await customerWithNumber(cluster.db, 'caller-spam');
  await callAndTextFrom(LIKELY_SPAM, number);
  await lookedUp(LIKELY_SPAM);
  expect(await callLogOf('api2', token)).toEqual([expect.objectContaining({ call_from: LIKELY_SPAM, caller_name: null, spam_likely: true, is_blocked: false })]);
  expect(await chatsOf('api2', token)).toEqual([expect.objectContaining({ third_party_number: LIKELY_SPAM, spam_likely: true, is_blocked: false })]);

  // Read (and kept by api1) before the block.
  const [call] = await callLogOf('api1', token);
  const [chat] = await chatsOf('api1', token);
  expect([call.is_blocked, chat.is_blocked]).toEqual([false, false]);
  const blocked = await requestTo(urlOf('api2'), 'POST', '/api/websaveblocknumber', { token, body: [{ phone_number: '(415) 555-0136' }] });
  expect(blocked).toEqual({ status: 200, body: { success: true, message: 'Contact has been blocked' } });

  expect(await callLogOf('api1', token)).toEqual([{ ...call, is_blocked: true }]);
  expect(await chatsOf('api1', token)).toEqual([{ ...chat, is_blocked: true }]);
}, 60_000);
