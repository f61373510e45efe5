import { sql } from 'kysely';
import { ActivityCursor, LOOKBACK_MS } from '../src/liveEvents/activityCursor';
import { LiveStreams } from '../src/liveEvents/liveStreams';
import type { SseStream } from '../src/liveEvents/sseStream';
import { quietLog } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

/**
 * How LiveStreams delivers, driven by hand (not subscribed to the app's change hub): what it
 * reads on an announcement, after announcements were lost, and when ids commit out of order.
 */
const server = setupTestServer();
let streams: LiveStreams;
const opened: SseStream[] = [];

beforeAll(() => {
  streams = new LiveStreams(server.db, { keepAliveMs: 60_000, maxStreams: 100, maxStreamsPerUser: 5, publicUrl: server.config.publicUrl, sessionIdleMs: server.config.sessionIdleMs }, quietLog);
});
afterEach(() => {
  for (const sse of opened.splice(0)) sse.end();
});

/** The events written to the stream so far, by kind and id. */
function recorder(sse: SseStream): string[] {
  const seen: string[] = [];
  sse.body.on('data', (chunk: Buffer) => {
    for (const block of String(chunk).split('\n\n').filter((text) => text.startsWith('event: '))) {
      const [eventLine, dataLine] = block.split('\n');
      const data = JSON.parse(dataLine.slice('data: '.length)) as { id?: number; message?: { message_id: number } };
      seen.push(`${eventLine.slice('event: '.length)}${data.id ?? data.message?.message_id ?? ''}`);
    }
  });
  return seen;
}

async function openFor(user: SignedInUser): Promise<string[]> {
  const session = await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  const sse = await streams.open(session.id, user.userId);
  if (!sse) throw new Error('the session is not live');
  opened.push(sse);
  return recorder(sse);
}

async function insertCall(userId: number, id?: number): Promise<number> {
  const values = sql`${userId}, now(), '6175550160', '2025550160', '6175550160', 'SUCCESS', 1`;
  const row =
    id === undefined
      ? await sql<{ id: number }>`insert into calls (user_id, call_date, call_from, call_to, third_party_number, hangup_cause, duration_seconds) values (${values}) returning id`.execute(server.db)
      : await sql<{ id: number }>`insert into calls (id, user_id, call_date, call_from, call_to, third_party_number, hangup_cause, duration_seconds) overriding system value values (${id}, ${values}) returning id`.execute(server.db);
  return row.rows[0].id;
}

/** Lets the reads that announcements started finish (each is a few queries). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  await server.db.selectNoFrom(sql`1`.as('one')).execute();
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('opening writes ready first; an announcement for the user sends the new call', async () => {
  const user = await createSignedInUser(server);
  const seen = await openFor(user);
  const id = await insertCall(user.userId);
  streams.onChange(`user:${user.userId}`);
  await until(() => seen.length === 2);
  expect(seen).toEqual(['ready', `call${id}`]);
});

test('announcements that come while a read is under way queue one more read: no duplicates, nothing missed', async () => {
  const user = await createSignedInUser(server);
  const seen = await openFor(user);
  const first = await insertCall(user.userId);
  for (let index = 0; index < 5; index += 1) streams.onChange(`user:${user.userId}`);
  const second = await insertCall(user.userId);
  streams.onChange(`user:${user.userId}`);
  await until(() => seen.length >= 3);
  await settle();
  expect(seen).toEqual(['ready', `call${first}`, `call${second}`]);
});

test('a lower id committed after a higher one was sent is still sent, once', async () => {
  const user = await createSignedInUser(server);
  const seen = await openFor(user);
  const base = await insertCall(user.userId);
  streams.onChange(`user:${user.userId}`);
  await until(() => seen.length === 2);
  // Two writers took base+1000 and base+500; the higher committed first.
  await insertCall(user.userId, base + 1000);
  streams.onChange(`user:${user.userId}`);
  await until(() => seen.length === 3);
  await insertCall(user.userId, base + 500);
  streams.onChange(`user:${user.userId}`);
  await until(() => seen.length === 4);
  streams.onChange(`user:${user.userId}`);
  await settle();
  expect(seen).toEqual(['ready', `call${base}`, `call${base + 1000}`, `call${base + 500}`]);
});

test('after the announcements were lost, listening again reads every stream', async () => {
  const user = await createSignedInUser(server);
  const seen = await openFor(user);
  streams.onLost();
  const id = await insertCall(user.userId);
  // Its announcement is never heard.
  await settle();
  expect(seen).toEqual(['ready']);
  streams.onListening();
  await until(() => seen.length === 2);
  expect(seen).toEqual(['ready', `call${id}`]);
});

test('listening that was never lost reads nothing again (the hub says so at every subscription)', async () => {
  const user = await createSignedInUser(server);
  const seen = await openFor(user);
  await insertCall(user.userId);
  streams.onListening();
  await settle();
  expect(seen).toEqual(['ready']);
});

test("'all' (the sessions table emptied) checks every stream: the revoked ones end, the others stay", async () => {
  const [kept, revoked] = [await createSignedInUser(server), await createSignedInUser(server)];
  const [keptSeen, revokedSeen] = [await openFor(kept), await openFor(revoked)];
  // Not announced to these streams: they are not subscribed to the app's hub.
  await server.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', revoked.userId).execute();
  streams.onChange('all');
  await until(() => revokedSeen.length === 2);
  await settle();
  expect(revokedSeen).toEqual(['ready', 'signed-out']);
  expect(keptSeen).toEqual(['ready']);
});

test('a session that lapses with nothing announced (idle) ends its stream with signed-out, by its own timer', async () => {
  const idleMs = 1_500;
  const lapsing = new LiveStreams(server.db, { keepAliveMs: 60_000, maxStreams: 100, maxStreamsPerUser: 5, publicUrl: server.config.publicUrl, sessionIdleMs: idleMs }, quietLog);
  const user = await createSignedInUser(server);
  const session = await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  await server.db.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', session.id).execute();
  const sse = await lapsing.open(session.id, user.userId);
  if (!sse) throw new Error('the session is not live');
  opened.push(sse);
  const seen = recorder(sse);
  await until(() => sse.ended);
  expect(seen).toEqual(['ready', 'signed-out']);
  expect(lapsing.size).toBe(0);
});

describe('ActivityCursor', () => {
  test('reads from where it was LOOKBACK_MS ago, skipping what it sent since; then forgets', () => {
    const cursor = new ActivityCursor(10);
    expect(cursor.floor(0)).toBe(10);
    cursor.markSent(20, 1_000);
    expect(cursor.floor(2_000)).toBe(10);
    expect(cursor.isNew(20)).toBe(false);
    expect(cursor.isNew(15)).toBe(true);
    cursor.markSent(15, 3_000);
    expect(cursor.isNew(15)).toBe(false);
    // Past the lookback of both: the floor is the newest sent and nothing is remembered.
    expect(cursor.floor(3_000 + LOOKBACK_MS + 1)).toBe(20);
    expect(cursor.isNew(20)).toBe(true);
  });
});
