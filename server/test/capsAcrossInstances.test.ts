import { sql } from 'kysely';
import { askForTicket, EventReader, streamsOn } from './helpers/eventStream';
import type { TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser } from './helpers/users';
import { waitUntil } from './helpers/waitUntil';

/**
 * A customer's caps hold across instances on one database: the event streams (five, the oldest
 * ended, wherever it is held); the heavy-read turns in postgres/heavyReadTurnsAcrossInstances.test.ts.
 * The heartbeat is fast here so that a stream ended by the other instance ends soon, not in 5 s.
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

