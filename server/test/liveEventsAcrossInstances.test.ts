import { TICKET_REFUSED } from '../src/routes/liveEvents';
import { askForTicket, EventReader, streamsOn } from './helpers/eventStream';
import { callEvent, giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET } from './helpers/telephony';
import type { TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { authHeader, createSignedInUser, signIn } from './helpers/users';

/**
 * Live activity with two instances on one database, as behind a load balancer: the ticket is
 * asked of one and spent on the other, the webhook lands on one and the stream is held by the
 * other, and a sign-out on one ends the stream on the other, through the database's change
 * announcements. On PostgreSQL (TEST_DATABASE_URL) that is LISTEN/NOTIFY between two pools.
 */
const { server, other } = twoServersOnOneDatabase({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
const streams = streamsOn([server, other]);

const streamOn = (instance: TestServer, ticket: string): Promise<EventReader> => streams.open(instance, ticket);

test.each([
  ['the first', () => [server, other] as const],
  ['the second', () => [other, server] as const],
])('a ticket from one instance opens a stream on %s, once only', async (_name, pair) => {
  const [asked, streaming] = pair();
  const user = await createSignedInUser(asked);
  const ticket = await askForTicket(asked, user.headers);
  const reader = await streamOn(streaming, ticket);
  expect(await reader.next()).toEqual({ event: 'ready', data: {} });
  const again = await streamOn(asked, ticket);
  expect({ status: again.status, body: again.failure }).toEqual({ status: 401, body: { failure: TICKET_REFUSED } });
});

test('a call and a message stored through the webhook on one instance reach the stream on the other', async () => {
  const user = await createSignedInUser(server);
  const phoneNumber = await giveNumber(server, user.userId);
  const reader = await streamOn(other, await askForTicket(server, user.headers));
  expect((await reader.next()).event).toBe('ready');
  expect((await sendTelephonyEvent(server, callEvent(phoneNumber, { duration: 31 }))).statusCode).toBe(200);
  expect(await reader.next()).toMatchObject({ event: 'call', data: { duration: 31, is_blocked: false } });
  await sendTelephonyEvent(server, messageEvent(phoneNumber, { text: 'across' }));
  expect(await reader.next()).toMatchObject({ event: 'message', data: { message: { text: 'across' } } });
});

test('signing out on one instance ends the stream on the other with signed-out', async () => {
  const user = await createSignedInUser(server);
  const reader = await streamOn(other, await askForTicket(other, user.headers));
  expect((await reader.next()).event).toBe('ready');
  expect((await server.app.inject({ method: 'POST', url: '/api/user/weblogout', headers: user.headers })).statusCode).toBe(200);
  expect(await reader.next()).toEqual({ event: 'signed-out', data: {} });
  await reader.end();
});

test('signing out of all other devices on one instance ends the other sessions’ streams on the other', async () => {
  const user = await createSignedInUser(server);
  const second = authHeader(await signIn(server, user.email, user.password));
  const reader = await streamOn(server, await askForTicket(other, second));
  expect((await reader.next()).event).toBe('ready');
  expect((await other.app.inject({ method: 'POST', url: '/api/sessions/revoke-others', headers: user.headers })).statusCode).toBe(200);
  expect(await reader.next()).toEqual({ event: 'signed-out', data: {} });
});
