import { sql } from 'kysely';
import { askForTicket, EventReader, streamsOn } from './helpers/eventStream';
import { testsOnPostgres } from './helpers/testDatabase';
import type { TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser } from './helpers/users';

/**
 * A customer's caps hold across instances on one database: the event streams (five, the oldest
 * ended, wherever it is held) and, on PostgreSQL, the heavy-read turns (two at once, wherever
 * they run). The heartbeat is fast here so that a stream ended by the other instance ends soon, not in 5 s.
 */
const { server, other } = twoServersOnOneDatabase({ LIVE_EVENTS_HEARTBEAT_MS: '100' });
const streams = streamsOn([server, other]);

async function streamOn(instance: TestServer, headers: Record<string, string>): Promise<EventReader> {
  const reader = await streams.open(instance, await askForTicket(instance, headers));
  expect((await reader.next()).event).toBe('ready');
  return reader;
}

const recordedStreams = async (userId: number) =>
  (await server.db.selectFrom('live_event_streams').select('instance_id').where('user_id', '=', userId).execute()).length;

test('twelve streams opened alternately on two instances: the seven oldest end (plainly), the newest five stay', async () => {
  const customer = await createSignedInUser(server);
  const opened: EventReader[] = [];
  for (let index = 0; index < 12; index += 1) opened.push(await streamOn(index % 2 === 0 ? server : other, customer.headers));
  const [oldest, newest] = [opened.slice(0, 7), opened.slice(7)];
  for (const reader of oldest) await reader.end();
  expect(oldest.map((reader) => reader.events.map((event) => event.event))).toEqual(oldest.map(() => ['ready']));
  expect(newest.map((reader) => reader.ended)).toEqual([false, false, false, false, false]);
  expect(await recordedStreams(customer.userId)).toBe(5);
  // Another customer's streams are not counted against this one's.
  const bystander = await createSignedInUser(other);
  await streamOn(server, bystander.headers);
  expect(newest.some((reader) => reader.ended)).toBe(false);
});

test('the records of an instance that died (no heartbeat for long) do not count, and are swept', async () => {
  const customer = await createSignedInUser(server);
  const opened = [];
  for (let index = 0; index < 4; index += 1) opened.push(await streamOn(index % 2 === 0 ? server : other, customer.headers));
  // Newer than the live ones, but their instance stopped beating an hour ago.
  for (let index = 0; index < 3; index += 1) {
    await server.db.insertInto('live_event_streams').values({ user_id: customer.userId, instance_id: 'dead', heartbeat_at: sql<Date>`now() - interval '1 hour'` }).execute();
  }
  opened.push(await streamOn(other, customer.headers));
  expect(opened.map((reader) => reader.ended)).toEqual([false, false, false, false, false]);
  expect(await server.db.selectFrom('live_event_streams').select('id').where('instance_id', '=', 'dead').execute()).toEqual([]);
});

test('a stream that ends leaves no record behind', async () => {
  const customer = await createSignedInUser(server);
  const reader = await streamOn(other, customer.headers);
  expect(await recordedStreams(customer.userId)).toBe(1);
  reader.close();
  await waitUntil(async () => (await recordedStreams(customer.userId)) === 0);
});

// Only instances on PostgreSQL share a customer's turns: the embedded database is opened by one
// process, whose in-memory turns are all there are (http/heavyReadsFor.ts), and the two servers of
// this file on PGlite are a test's arrangement that production cannot have.
(testsOnPostgres ? test : test.skip)('a heavy read on one instance waits while the customer’s two turns run on the other, and is answered when one ends', async () => {
  const customer = await createSignedInUser(server);
  const releases: (() => void)[] = [];
  const running = Array.from({ length: 2 }, () => server.app.heavyReads.run(customer.userId, () => new Promise<void>((resolve) => releases.push(resolve))));
  await waitUntil(async () => releases.length === 2);
  const answer = other.app.inject({ method: 'GET', url: '/api/webcalllog', headers: customer.headers });
  // Admitted on its own instance, but holding none of the customer's turns yet.
  await waitUntil(async () => other.app.heavyReads.load(customer.userId).running === 1);
  expect(await heldTurns(customer.userId)).toBe(2);
  releases[0]();
  expect((await answer).statusCode).toBe(200);
  releases[1]();
  await Promise.all(running);
  expect(await heldTurns(customer.userId)).toBe(0);
});

async function heldTurns(userId: number): Promise<number> {
  return (await server.db.selectFrom('heavy_read_turns').select('slot').where('user_id', '=', userId).execute()).length;
}

/** Waits (on the event loop and the database, not the clock) until `condition` holds; fails after 15 s. */
async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 15 s');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
