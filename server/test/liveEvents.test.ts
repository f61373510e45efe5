import fc from 'fast-check';
import type { CallLogItem, Chat, LiveEventPayloads } from '../../src/contract/api';
import { hashToken } from '../src/lib/secureTokens';
import { TICKET_REFUSED, TICKETS_PER_MINUTE } from '../src/routes/liveEvents';
import { askForTicket, EventReader, listenOnLoopback } from './helpers/eventStream';
import { callEvent, giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, signIn, type SignedInUser } from './helpers/users';

/**
 * Live activity: tickets, the stream's shape, what arrives on it (and what never
 * does), and how a signed-out session ends it. Limits, shutdown and several instances have files
 * of their own (liveEventsLimits, liveEventsAcrossInstances).
 */
const server = setupTestServer({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
let origin: string;
const readers: EventReader[] = [];

beforeAll(async () => {
  origin = await listenOnLoopback(server);
});
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

async function customer(): Promise<SignedInUser & { phoneNumber: string }> {
  const user = await createSignedInUser(server);
  return { ...user, phoneNumber: await giveNumber(server, user.userId) };
}

/** A stream of the user's session that has said `ready`. */
async function openStream(headers: Record<string, string>, requestHeaders: Record<string, string> = {}): Promise<EventReader> {
  const reader = await EventReader.open(origin, await askForTicket(server, headers), requestHeaders);
  readers.push(reader);
  expect(reader.status).toBe(200);
  expect(await reader.next()).toEqual({ event: 'ready', data: {} });
  return reader;
}

async function streamStatus(ticket: string): Promise<{ status: number; body: unknown }> {
  const reader = await EventReader.open(origin, ticket);
  readers.push(reader);
  return { status: reader.status, body: reader.failure };
}

describe('POST /api/events/ticket', () => {
  test('answers a ticket valid for 30 seconds, stored only as its hash', async () => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/events/ticket', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const { ticket, expires_in } = response.json<{ ticket: string; expires_in: number }>();
    expect(expires_in).toBe(30);
    // 32 random bytes.
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.db.selectFrom('event_tickets').selectAll().execute();
    expect(rows.map((row) => row.ticket_hash)).toContain(hashToken(ticket));
    expect(JSON.stringify(rows)).not.toContain(ticket);
  });

  test('needs a live session', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/events/ticket' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('failure');
  });

  test(`is limited to ${TICKETS_PER_MINUTE} a minute per session (429 with Retry-After), not per user`, async () => {
    const user = await createSignedInUser(server);
    for (let index = 0; index < TICKETS_PER_MINUTE; index += 1) await askForTicket(server, user.headers);
    const refused = await server.app.inject({ method: 'POST', url: '/api/events/ticket', headers: user.headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const otherSession = await signIn(server, user.email, user.password);
    expect((await server.app.inject({ method: 'POST', url: '/api/events/ticket', headers: authHeader(otherSession) })).statusCode).toBe(200);
  });
});

describe('GET /api/events: the ticket', () => {
  test('opens one stream only: used again it is a 401', async () => {
    const user = await createSignedInUser(server);
    const ticket = await askForTicket(server, user.headers);
    const first = await EventReader.open(origin, ticket);
    readers.push(first);
    expect(first.status).toBe(200);
    expect(await streamStatus(ticket)).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
  });

  test('two streams racing with one ticket: exactly one opens', async () => {
    const user = await createSignedInUser(server);
    const ticket = await askForTicket(server, user.headers);
    const both = await Promise.all([EventReader.open(origin, ticket), EventReader.open(origin, ticket)]);
    readers.push(...both);
    expect(both.map((reader) => reader.status).sort()).toEqual([200, 401]);
  });

  test('expired (its 30 seconds over) it is a 401', async () => {
    const user = await createSignedInUser(server);
    const ticket = await askForTicket(server, user.headers);
    await server.db.updateTable('event_tickets').set({ expires_at: new Date(Date.now() - 1000) }).where('ticket_hash', '=', hashToken(ticket)).execute();
    expect(await streamStatus(ticket)).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
  });

  test('a ticket of a session signed out since is a 401', async () => {
    const user = await createSignedInUser(server);
    const ticket = await askForTicket(server, user.headers);
    expect((await server.app.inject({ method: 'POST', url: '/api/user/weblogout', headers: user.headers })).statusCode).toBe(200);
    expect(await streamStatus(ticket)).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
  });

  test('no ticket, an unknown one, or the session token in its place: 401', async () => {
    const user = await createSignedInUser(server);
    expect(await streamStatus('')).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
    expect(await streamStatus('A'.repeat(43))).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
    expect(await streamStatus(user.token)).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
    expect(await streamStatus(hashToken(await askForTicket(server, user.headers)))).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
  });

  test('any string as the ticket is a 401 (a 400 for a NUL), never a 500 nor a stream', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (ticket) => {
        const response = await server.app.inject({ method: 'GET', url: '/api/events', query: { ticket } });
        expect(response.statusCode).toBe(ticket.includes('\0') ? 400 : 401);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }),
      { seed: 20261126, numRuns: 200 },
    );
  });
});

describe('GET /api/events: the stream', () => {
  test('is an uncompressed, uncached text/event-stream that proxies do not buffer, starting with ready', async () => {
    const user = await createSignedInUser(server);
    const reader = await openStream(user.headers, { 'accept-encoding': 'br, gzip, deflate' });
    expect(reader.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers['cache-control']).toBe('no-store');
    expect(reader.headers['x-accel-buffering']).toBe('no');
    expect(reader.headers['content-encoding']).toBeUndefined();
    expect(reader.headers['x-content-type-options']).toBe('nosniff');
  });

  test("a call stored by the webhook arrives as GET /webcalllog's item", async () => {
    const user = await customer();
    const reader = await openStream(user.headers);
    expect((await sendTelephonyEvent(server, callEvent(user.phoneNumber, { call_from: '+16175550142', duration: 42 }))).statusCode).toBe(200);
    const event = await reader.next();
    const log = (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: user.headers })).json<CallLogItem[]>();
    expect(event).toEqual({ event: 'call', data: log[0] });
    expect(log).toHaveLength(1);
  });

  test("a message stored by the webhook arrives with its chat, as GET /webgetallchatmessages shows it", async () => {
    const user = await customer();
    const reader = await openStream(user.headers);
    await sendTelephonyEvent(server, messageEvent(user.phoneNumber, { text: 'Live hello', third_party_number: '+16175550143' }));
    const event = await reader.next();
    const [chat] = (await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: user.headers })).json<Chat[]>();
    const expected: LiveEventPayloads['message'] = {
      chat_id: chat.chat_id,
      third_party_number: chat.third_party_number,
      is_blocked: chat.is_blocked,
      caller_name: chat.caller_name,
      spam_likely: chat.spam_likely,
      message: chat.messages[0],
    };
    expect(event).toEqual({ event: 'message', data: expected });
    expect(chat.messages[0].text).toBe('Live hello');
  });

  test("a message from a caller the carrier named arrives with the name and spam label, as the chats show them", async () => {
    const user = await customer();
    const reader = await openStream(user.headers);
    // The sandbox carrier names 617-555-0111 'Acme Dental'; the lookup follows the first message's answer.
    await sendTelephonyEvent(server, messageEvent(user.phoneNumber, { text: 'First', third_party_number: '+16175550111' }));
    await reader.next();
    await server.app.backgroundTasks.idle();
    await sendTelephonyEvent(server, messageEvent(user.phoneNumber, { text: 'Second', third_party_number: '+16175550111' }));
    expect(await reader.next()).toMatchObject({ event: 'message', data: { caller_name: 'Acme Dental', spam_likely: false, message: { text: 'Second' } } });
  });

  // Concurrent writers can commit ids out of order (id 4 before id 3 on PostgreSQL), so arrival
  // order is not id order: each call arrives exactly once, and the SPA sorts its list anyway.
  test('calls stored at once arrive once each, even when committed out of id order', async () => {
    const user = await customer();
    const reader = await openStream(user.headers);
    const durations = [1, 2, 3, 4, 5];
    await Promise.all(durations.map((duration) => sendTelephonyEvent(server, callEvent(user.phoneNumber, { duration }))));
    const received: number[] = [];
    while (received.length < durations.length) received.push(((await reader.next()).data as CallLogItem<number>).id);
    const stored = (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: user.headers })).json<CallLogItem<number>[]>();
    const byId = (a: number, b: number) => a - b;
    expect([...received].sort(byId)).toEqual(stored.map((call) => call.id).sort(byId));
    // Nothing more: the next event is the next thing stored.
    await sendTelephonyEvent(server, messageEvent(user.phoneNumber));
    expect((await reader.next()).event).toBe('message');
  });

  test("what was stored before the stream opened is not sent again (the SPA fetched it)", async () => {
    const user = await customer();
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { duration: 7 }));
    const reader = await openStream(user.headers);
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { duration: 8 }));
    expect(await reader.next()).toMatchObject({ event: 'call', data: { duration: 8 } });
  });

  test("another customer's calls and messages never arrive", async () => {
    const user = await customer();
    const stranger = await customer();
    const reader = await openStream(user.headers);
    await sendTelephonyEvent(server, callEvent(stranger.phoneNumber, { duration: 11 }));
    await sendTelephonyEvent(server, messageEvent(stranger.phoneNumber, { text: 'not yours' }));
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { duration: 12 }));
    expect(await reader.next()).toMatchObject({ event: 'call', data: { duration: 12 } });
  });

  test('a hidden call never arrives; a blocked caller arrives as the call log shows it (is_blocked)', async () => {
    const user = await customer();
    const reader = await openStream(user.headers);
    await server.db
      .insertInto('calls')
      .values({ user_id: user.userId, call_date: new Date(), call_from: '6175550150', call_to: user.phoneNumber, third_party_number: '6175550150', hangup_cause: 'SUCCESS', duration_seconds: 13, hidden_at: new Date() })
      .execute();
    await server.db.insertInto('blocked_numbers').values({ user_id: user.userId, phone_number: '6175550151' }).execute();
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { call_from: '+16175550151', duration: 14 }));
    expect(await reader.next()).toMatchObject({ event: 'call', data: { duration: 14, is_blocked: true } });
  });
});

describe('GET /api/events: signing out ends the stream', () => {
  test('sign-out: signed-out, then the end', async () => {
    const user = await createSignedInUser(server);
    const reader = await openStream(user.headers);
    await server.app.inject({ method: 'POST', url: '/api/user/weblogout', headers: user.headers });
    expect(await reader.next()).toEqual({ event: 'signed-out', data: {} });
    await reader.end();
  });

  test('DELETE /api/sessions/{id} from another device ends that session’s streams only', async () => {
    const user = await createSignedInUser(server);
    const other = authHeader(await signIn(server, user.email, user.password));
    const doomed = await openStream(other);
    const kept = await openStream(user.headers);
    const sessions = (await server.app.inject({ method: 'GET', url: '/api/sessions', headers: user.headers })).json<{ id: string; current: boolean }[]>();
    const target = sessions.find((session) => !session.current);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/sessions/${target?.id}`, headers: user.headers })).statusCode).toBe(200);
    expect(await doomed.next()).toEqual({ event: 'signed-out', data: {} });
    await doomed.end();
    const phoneNumber = await giveNumber(server, user.userId);
    await sendTelephonyEvent(server, callEvent(phoneNumber, { duration: 21 }));
    expect(await kept.next()).toMatchObject({ event: 'call', data: { duration: 21 } });
  });

  test('sign out of all other devices ends the others’ streams', async () => {
    const user = await createSignedInUser(server);
    const other = authHeader(await signIn(server, user.email, user.password));
    const doomed = await openStream(other);
    expect((await server.app.inject({ method: 'POST', url: '/api/sessions/revoke-others', headers: user.headers })).statusCode).toBe(200);
    expect(await doomed.next()).toEqual({ event: 'signed-out', data: {} });
    await doomed.end();
  });

  test('an expired session ends its stream (checked on any change to the session)', async () => {
    const user = await createSignedInUser(server);
    const reader = await openStream(user.headers);
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).execute();
    expect(await reader.next()).toEqual({ event: 'signed-out', data: {} });
    await reader.end();
  });

  test('deleting the account ends its streams', async () => {
    const user = await createSignedInUser(server);
    const reader = await openStream(user.headers);
    await server.db.deleteFrom('users').where('id', '=', user.userId).execute();
    expect(await reader.next()).toEqual({ event: 'signed-out', data: {} });
    await reader.end();
  });
});
