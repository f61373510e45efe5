import { insertSession } from '../src/db/queries/sessions';
import type { ActiveSession } from '../../src/contract/api';
import { generateToken, hashToken } from '../src/lib/secureTokens';
import type { TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { authHeader, createSignedInUser } from './helpers/users';

/**
 * A session signed out through the sessions API on one instance is refused by the other at its
 * next request, although the other keeps sessions in memory (auth/sessionCache.ts): the same
 * read-your-writes check as readYourWrites.test.ts, for DELETE /api/sessions/{id} and
 * POST /api/sessions/revoke-others. Run on PostgreSQL (TEST_DATABASE_URL) it is the real thing.
 */
const { server, other } = twoServersOnOneDatabase();
const TRIES = 200;
const TIMEOUT_MS = 10 * 60_000;

const pairOf = (index: number): [TestServer, TestServer] => (index % 2 === 0 ? [server, other] : [other, server]);
const status = async (through: TestServer, method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  (await through.app.inject({ method, url, headers: authHeader(token) })).statusCode;

async function newSession(userId: number): Promise<string> {
  const token = generateToken();
  await insertSession(server.db, userId, hashToken(token), new Date(Date.now() + 3_600_000));
  return token;
}

async function keptBy(reader: TestServer, token: string): Promise<void> {
  // Two reads: the second is answered from the reader's memory.
  for (let read = 0; read < 2; read += 1) expect(await status(reader, 'GET', '/api/user/webprofile', token)).toBe(200);
}

test(`a session signed out on one instance is refused on the other, ${TRIES} alternating tries`, async () => {
  const user = await createSignedInUser(server);
  let stale = 0;
  for (let index = 0; index < TRIES; index += 1) {
    const [writer, reader] = pairOf(index);
    const target = await newSession(user.userId);
    await keptBy(reader, target);
    const listed = await writer.app.inject({ method: 'GET', url: '/api/sessions', headers: user.headers });
    const row = await server.db.selectFrom('sessions').select('public_id').where('token_hash', '=', hashToken(target)).executeTakeFirstOrThrow();
    expect(listed.json<ActiveSession[]>().map((session) => session.id)).toContain(row.public_id);
    expect(await status(writer, 'DELETE', `/api/sessions/${row.public_id}`, user.token)).toBe(200);
    if ((await status(reader, 'GET', '/api/user/webprofile', target)) !== 401) stale += 1;
  }
  expect(stale).toBe(0);
}, TIMEOUT_MS);

test(`sign out of all other devices on one instance: every other session is refused on the other, ${TRIES / 4} alternating tries`, async () => {
  const user = await createSignedInUser(server);
  let stale = 0;
  for (let index = 0; index < TRIES / 4; index += 1) {
    const [writer, reader] = pairOf(index);
    const others = [await newSession(user.userId), await newSession(user.userId)];
    for (const token of others) await keptBy(reader, token);
    await keptBy(reader, user.token);
    expect(await status(writer, 'POST', '/api/sessions/revoke-others', user.token)).toBe(200);
    for (const token of others) if ((await status(reader, 'GET', '/api/user/webprofile', token)) !== 401) stale += 1;
    expect(await status(reader, 'GET', '/api/user/webprofile', user.token)).toBe(200);
  }
  expect(stale).toBe(0);
}, TIMEOUT_MS);
