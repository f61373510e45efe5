import os from 'node:os';
import type { Kysely } from 'kysely';
import type { EventTicketResponse } from '../../../src/contract/api';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { createSandboxEsimProvider } from '../../src/providers/esim/sandboxEsimProvider';
import { insertCustomer, mintSessions } from '../helpers/cluster/clusterData';
import { startLoopbackCluster, type LoopbackCluster } from '../helpers/cluster/loopbackCluster';
import { EventReader } from '../helpers/eventStream';

// npm run test:cluster: two real servers on one PostgreSQL database behind HAProxy
// (helpers/cluster/loopbackCluster.ts). A customer's cap of event streams counts the streams of
// both; the sandbox eSIM operator's books are the database's. The heartbeat is fast here so that
// a stream ended by the other instance ends within a second, not five.

let cluster: LoopbackCluster;
const readers: EventReader[] = [];
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  cluster = await startLoopbackCluster({ LIVE_EVENTS_HEARTBEAT_MS: '500' });
}, 120_000);
afterAll(async () => {
  for (const reader of readers.splice(0)) reader.close();
  await cluster?.stop();
}, 30_000);

/** A ticket asked of an instance directly: the balancer then sees only the streams, and alternates them. */
async function ticketFor(token: string): Promise<string> {
  const response = await fetch(`${cluster.instances.api1.baseUrl}/api/events/ticket`, { method: 'POST', headers: { authorization: `Token ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as EventTicketResponse).ticket;
}

test('twelve streams of one customer through the balancer, on both instances: the newest five stay open, the seven oldest end', async () => {
  const customer = await insertCustomer(cluster.db, 'streams');
  const [token] = await mintSessions(cluster.db, customer.userId, 1);
  const opened: EventReader[] = [];
  for (let index = 0; index < 12; index += 1) {
    const reader = await EventReader.open(cluster.url, await ticketFor(token));
    readers.push(reader);
    expect(reader.status).toBe(200);
    expect((await reader.next()).event).toBe('ready');
    opened.push(reader);
  }
  expect(new Set(opened.map((reader) => reader.headers['x-served-by']))).toEqual(new Set(['api1', 'api2']));
  const [oldest, newest] = [opened.slice(0, 7), opened.slice(7)];
  for (const reader of oldest) await reader.end();
  expect(newest.map((reader) => reader.ended)).toEqual([false, false, false, false, false]);
  const recorded = await cluster.db.selectFrom('live_event_streams').select('id').where('user_id', '=', customer.userId).execute();
  expect(recorded).toHaveLength(5);
}, 60_000);

test('two instances provisioning sandbox eSIMs with the same keys at once: one profile per key', async () => {
  // Each operator on a pool of its own, as each instance has.
  const pools: Kysely<Database>[] = [];
  for (let index = 0; index < 2; index += 1) pools.push(await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: os.tmpdir() }));
  try {
    const [first, second] = pools.map((db) => createSandboxEsimProvider(() => new Date(), db));
    const keys = Array.from({ length: 20 }, (_, index) => `cluster-key-${index}`);
    const answers = await Promise.all(keys.map((idempotencyKey) => Promise.all([first.provision({ dataMb: 40, idempotencyKey }), second.provision({ dataMb: 40, idempotencyKey })])));
    for (const [a, b] of answers) expect(b).toEqual(a);
    expect(new Set(answers.map(([a]) => a.iccid)).size).toBe(keys.length);
    const stored = await cluster.db.selectFrom('sandbox_esim_profiles').select('idempotency_key').where('idempotency_key', 'in', keys).execute();
    expect(stored).toHaveLength(keys.length);
  } finally {
    for (const pool of pools) await pool.destroy();
  }
}, 60_000);
