import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { CallLogItem } from '../../src/contract/api';
import type { Database } from '../src/db/schema';
import { callEvent, giveNumber, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import { changesHeard, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, type SignedInUser } from './helpers/users';
import { beyondRequestBudget } from './helpers/queryLog';

// `server`, whose statements are recorded, and `other`, on one database (helpers/twoServers.ts).
const { server, other, queries } = twoServersOnOneDatabase({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });

type Customer = SignedInUser & { phoneNumber: string };

async function customerWithCalls(count: number): Promise<Customer> {
  const user = await createSignedInUser(server);
  const customer = { ...user, phoneNumber: await giveNumber(server, user.userId) };
  for (let index = 0; index < count; index += 1) {
    await receiveCall(server, customer, `+1617555${String(100 + index).padStart(4, '0')}`, `2025-03-0${index + 1}T10:00:00Z`);
  }
  return customer;
}

let scriptedCalls = 0;

/** Calls written in one statement, as the seed or a maintenance script would, without any server. */
async function insertCalls(customer: Customer, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    scriptedCalls += 1;
    return {
      user_id: customer.userId,
      external_id: `script-${scriptedCalls}`,
      call_date: new Date(Date.UTC(2025, 4, 1, 0, index)),
      call_from: '6175550800',
      call_to: customer.phoneNumber,
      third_party_number: '6175550800',
      hangup_cause: 'SUCCESS',
      duration_seconds: index,
    };
  });
  await server.db.insertInto('calls').values(rows).execute();
}

async function receiveCall(through: TestServer, customer: Customer, from: string, startedAt: string): Promise<void> {
  const response = await sendTelephonyEvent(through, callEvent(customer.phoneNumber, { call_from: from, started_at: startedAt }));
  expect(response.statusCode).toBe(200);
  // The caller lookup after the answer changes the kept answers of everyone with that number: done,
  // and heard (on PostgreSQL a change is heard a moment after its commit), before the test goes on.
  await through.app.backgroundTasks.idle();
  await changesHeard(through);
}

function getCallLog(through: TestServer, customer: SignedInUser, headers: Record<string, string> = {}) {
  return through.app.inject({ method: 'GET', url: '/api/webcalllog', headers: { ...customer.headers, ...headers } });
}

async function callLog(through: TestServer, customer: SignedInUser): Promise<CallLogItem<number>[]> {
  const response = await getCallLog(through, customer);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function post(through: TestServer, customer: SignedInUser, url: string, payload: object): Promise<void> {
  const response = await through.app.inject({ method: 'POST', url, headers: customer.headers, payload });
  expect(response.statusCode).toBe(200);
}

const hide = (through: TestServer, customer: SignedInUser, call: CallLogItem<number>) => post(through, customer, '/api/webhidecalls', { id: call.id });
const block = (through: TestServer, customer: SignedInUser, call: CallLogItem<number>) =>
  post(through, customer, '/api/websaveblocknumber', [{ phone_number: call.call_from }]);
const unblock = (through: TestServer, customer: SignedInUser, call: CallLogItem<number>) =>
  post(through, customer, '/api/webunblocknumber', [{ phone_number: call.call_from }]);

const readsCalls = (statements: string[]) => statements.filter((statement) => /from "calls"/.test(statement));

async function versionOf(db: Kysely<Database>, userId: number): Promise<number> {
  return (await db.selectFrom('users').select('call_log_version').where('id', '=', userId).executeTakeFirstOrThrow()).call_log_version;
}

describe('the call log is kept per user between changes', () => {
  it('answers a repeated GET without reading the calls, byte for byte as the first time', async () => {
    const customer = await customerWithCalls(3);
    queries.statements.length = 0;
    const first = await getCallLog(server, customer);
    expect(readsCalls(queries.statements)).toHaveLength(1);

    queries.statements.length = 0;
    const second = await getCallLog(server, customer);
    // No statement at all: the kept session (auth/sessionCache.ts) brings the call log's version.
    // Only the source's request budget, which every request pays (Security › Rate limits).
    expect(beyondRequestBudget(queries.statements)).toEqual([]);

    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.json<CallLogItem<number>[]>()).toHaveLength(3);
    // Every answer has its own date and request id.
    const { date: _firstDate, 'x-request-id': _firstId, ...firstHeaders } = first.headers;
    const { date: _secondDate, 'x-request-id': _secondId, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(first.rawPayload.length),
    });
  });

  it('compresses a long kept log as before, saying it varies by Accept-Encoding', async () => {
    const customer = await customerWithCalls(0);
    await insertCalls(customer, 200);
    const identity = await getCallLog(server, customer);
    const first = await getCallLog(server, customer, { 'accept-encoding': 'br' });
    const second = await getCallLog(server, customer, { 'accept-encoding': 'br' });
    for (const compressed of [first, second]) {
      expect(compressed.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
      expect(zlib.brotliDecompressSync(compressed.rawPayload).equals(identity.rawPayload)).toBe(true);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    [
      'a new call through the telephony webhook',
      async (customer: Customer) => receiveCall(server, customer, '+16175550999', '2025-04-01T09:00:00Z'),
      (log: CallLogItem<number>[]) => log.length === 3 && log[0].call_from === '6175550999',
    ],
    ['a hidden call', async (customer: Customer, log: CallLogItem<number>[]) => hide(server, customer, log[0]), (log: CallLogItem<number>[]) => log.length === 1],
    [
      'a blocked number',
      async (customer: Customer, log: CallLogItem<number>[]) => block(server, customer, log[0]),
      (log: CallLogItem<number>[]) => log[0].is_blocked && !log[1].is_blocked,
    ],
    [
      'an unblocked number',
      async (customer: Customer, log: CallLogItem<number>[]) => {
        await block(server, customer, log[0]);
        expect((await callLog(server, customer))[0].is_blocked).toBe(true);
        await unblock(server, customer, log[0]);
      },
      (log: CallLogItem<number>[]) => !log[0].is_blocked,
    ],
    [
      'calls written straight into the database (the seed, a script)',
      async (customer: Customer) => {
        await insertCalls(customer, 2);
        await changesHeard(server);
      },
      (log: CallLogItem<number>[]) => log.length === 4,
    ],
  ])('shows %s in the next GET', async (_change, change, shown) => {
    const customer = await customerWithCalls(2);
    const before = await callLog(server, customer);
    expect(await callLog(server, customer)).toEqual(before);
    await change(customer, before);
    expect(shown(await callLog(server, customer))).toBe(true);
  });

  it('changes the version once per statement, not once per row', async () => {
    const customer = await customerWithCalls(0);
    const before = await versionOf(server.db, customer.userId);
    await insertCalls(customer, 50);
    expect(await versionOf(server.db, customer.userId)).toBe(before + 1);
  });

  it('leaves other users’ versions alone', async () => {
    const [alice, bob] = [await customerWithCalls(1), await customerWithCalls(1)];
    const bobBefore = await versionOf(server.db, bob.userId);
    await receiveCall(server, alice, '+16175550777', '2025-06-01T00:00:00Z');
    expect(await versionOf(server.db, bob.userId)).toBe(bobBefore);
  });
});

describe('two servers on one database', () => {
  type Change = (through: TestServer, customer: Customer, log: CallLogItem<number>[]) => Promise<void>;
  const changes: [string, Change, (log: CallLogItem<number>[]) => boolean][] = [
    ['a new call', (through, customer) => receiveCall(through, customer, '+16175550998', '2025-04-02T09:00:00Z'), (log) => log.length === 3],
    ['a hidden call', (through, customer, log) => hide(through, customer, log[1]), (log) => log.length === 1],
    ['a blocked number', (through, customer, log) => block(through, customer, log[1]), (log) => log[1].is_blocked],
  ];

  it.each(changes)('never serve a stale log after %s through the other one', async (_change, change, shown) => {
    const customer = await customerWithCalls(2);
    const before = await callLog(server, customer);
    expect(await callLog(other, customer)).toEqual(before);

    await change(other, customer, before);
    await changesHeard(server);
    expect(shown(await callLog(server, customer))).toBe(true);
    expect(shown(await callLog(other, customer))).toBe(true);
  });

  it('never serve a stale log after an unblock through the first one', async () => {
    const customer = await customerWithCalls(2);
    const [newest] = await callLog(server, customer);
    await block(other, customer, newest);
    await changesHeard(server);
    expect((await callLog(server, customer))[0].is_blocked).toBe(true);
    expect((await callLog(other, customer))[0].is_blocked).toBe(true);

    await unblock(server, customer, newest);
    await changesHeard(other);
    expect((await callLog(other, customer))[0].is_blocked).toBe(false);
  });
});
