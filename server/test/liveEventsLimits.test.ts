import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { STREAMS_FULL } from '../src/routes/liveEvents';
import { askForTicket, EventReader, listenOnLoopback } from './helpers/eventStream';
import { setupTestServer, startTestServer, stopTestServer } from './helpers/testServer';
import { createSignedInUser, signIn, authHeader } from './helpers/users';
import { waitUntil } from './helpers/waitUntil';

/** Live activity's limits: streams per customer and per instance, keep-alive comments, and shutdown. */
const server = setupTestServer({ LIVE_EVENTS_MAX_STREAMS_PER_USER: '2', LIVE_EVENTS_KEEP_ALIVE_MS: '50' });
let origin: string;
const readers: EventReader[] = [];

beforeAll(async () => {
  origin = await listenOnLoopback(server);
});
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

async function openStream(headers: Record<string, string>): Promise<EventReader> {
  const reader = await EventReader.open(origin, await askForTicket(server, headers));
  readers.push(reader);
  return reader;
}

test('a customer’s third stream ends the oldest (plainly: it was not signed out); the others stay', async () => {
  const user = await createSignedInUser(server);
  const [oldest, middle] = [await openStream(user.headers), await openStream(user.headers)];
  for (const reader of [oldest, middle]) expect((await reader.next()).event).toBe('ready');
  const newest = await openStream(user.headers);
  expect((await newest.next()).event).toBe('ready');
  await oldest.end();
  expect(oldest.events.map((event) => event.event)).toEqual(['ready']);
  expect(middle.ended).toBe(false);
  // Another customer's streams do not count against this one's.
  const other = await createSignedInUser(server);
  expect((await (await openStream(other.headers)).next()).event).toBe('ready');
  expect(middle.ended || newest.ended).toBe(false);
});

test('beyond the instance’s streams: 503, and the ticket is not spent', async () => {
  // A server of its own, so that no stream of another test still counts.
  const own = await startTestServer({ LIVE_EVENTS_MAX_STREAMS: '2' });
  try {
    const ownOrigin = await listenOnLoopback(own);
    const user = await createSignedInUser(own);
    const open = async () => {
      const reader = await EventReader.open(ownOrigin, await askForTicket(own, user.headers));
      readers.push(reader);
      return reader;
    };
    const first = await open();
    for (const reader of [first, await open()]) expect((await reader.next()).event).toBe('ready');
    const ticket = await askForTicket(own, user.headers);
    const refused = await EventReader.open(ownOrigin, ticket);
    expect({ status: refused.status, body: refused.failure }).toEqual({ status: 503, body: { failure: STREAMS_FULL } });
    // One stream goes: the same ticket now opens one.
    first.close();
    // The server notices a closed stream a moment after the client closes it.
    await waitUntil(
      async () => {
        const retry = await EventReader.open(ownOrigin, ticket);
        readers.push(retry);
        return retry.status === 200;
      },
      { everyMs: 50 },
    );
  } finally {
    for (const reader of readers.splice(0)) reader.close();
    await stopTestServer(own);
  }
}, 60_000);

test('an idle stream carries a keep-alive comment every LIVE_EVENTS_KEEP_ALIVE_MS', async () => {
  const user = await createSignedInUser(server);
  const reader = await openStream(user.headers);
  expect(await reader.commentsUpTo(2)).toEqual([': keep-alive', ': keep-alive']);
});

test('a second session of the same customer may have streams of its own, within the customer’s cap', async () => {
  const user = await createSignedInUser(server);
  const first = await openStream(user.headers);
  const second = await openStream(authHeader(await signIn(server, user.email, user.password)));
  for (const reader of [first, second]) expect((await reader.next()).event).toBe('ready');
  expect(first.ended || second.ended).toBe(false);
});

test('closing the app ends its open streams, so the close does not wait for them', async () => {
  const own = await startTestServer();
  try {
    const ownOrigin = await listenOnLoopback(own);
    const user = await createSignedInUser(own);
    const reader = await EventReader.open(ownOrigin, await askForTicket(own, user.headers));
    readers.push(reader);
    expect((await reader.next()).event).toBe('ready');
    await own.app.close();
    await reader.end();
    expect(reader.events.map((event) => event.event)).toEqual(['ready']);
  } finally {
    await stopTestServer(own);
  }
}, 60_000);

test('the ticket in the stream’s URL never reaches the log', async () => {
  const lines: string[] = [];
  const own = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  try {
    const ownOrigin = await listenOnLoopback(own);
    const user = await createSignedInUser(own);
    const ticket = await askForTicket(own, user.headers);
    const reader = await EventReader.open(ownOrigin, ticket);
    readers.push(reader);
    expect((await reader.next()).event).toBe('ready');
    // Used again: refused, and logged as such, still without the ticket.
    expect((await EventReader.open(ownOrigin, ticket)).status).toBe(401);
    const log = lines.join('');
    expect(log).toContain('/api/events?ticket=[redacted]');
    expect(log).not.toContain(ticket);
  } finally {
    for (const reader of readers.splice(0)) reader.close();
    await stopTestServer(own);
  }
}, 60_000);

test('the keep-alive comes well within the balancer’s idle timeouts (server/deploy/haproxy.cfg)', () => {
  const haproxy = fs.readFileSync(path.resolve(__dirname, '../deploy/haproxy.cfg'), 'utf8');
  const timeoutMs = (name: string) => {
    const match = new RegExp(`timeout ${name} (\\d+)(ms|s|m)\\b`).exec(haproxy);
    if (!match) throw new Error(`no timeout ${name} in haproxy.cfg`);
    return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
  };
  const { keepAliveMs } = loadConfig({}).liveEvents;
  for (const name of ['client', 'server']) expect(keepAliveMs * 2).toBeLessThanOrEqual(timeoutMs(name));
});

