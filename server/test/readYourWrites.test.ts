import type { CallLogItem } from '../../src/contract/api';
import { insertSession } from '../src/db/queries/sessions';
import { generateToken, hashToken } from '../src/lib/secureTokens';
import type { TestServer } from './helpers/testServer';
import { changesHeard } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { authHeader, createSignedInUser, DEFAULT_PASSWORD, type SignedInUser } from './helpers/users';

/**
 * Read-your-writes across instances (failure 3): once a write has answered on one
 * instance, the next request on the other sees it, although the other keeps sessions and call logs
 * in memory and hears of changes through the database's announcements, which on PostgreSQL arrive
 * a moment after the writer has answered. Each try writes on one and reads on the other,
 * alternating, right after the reader has kept what the write changes. Run on PostgreSQL
 * (TEST_DATABASE_URL) it is the real thing; on the embedded database the two apps share the one
 * PGlite, which announces a change as it commits it.
 */
const { server, other } = twoServersOnOneDatabase();
// PostgreSQL announces a change a moment after the writer answers: 250 tries a kind look for that
// race here, in one process. The proof of a thousand tries a kind runs where the race is most real,
// through HAProxy against two server processes on PostgreSQL (cluster/cluster.test.ts); 1,000 here
// as well cost 56 s of the PostgreSQL run for the same finding. The embedded database announces a
// change as it commits, so there is no race to find, and a hundred tries prove the same wiring.
const TRIES = process.env.TEST_DATABASE_URL ? 250 : 100;
const PASSWORD_TRIES = 50;
const TIMEOUT_MS = 20 * 60_000;

/** The writer and reader of try `index`: alternating, so each instance writes half the time. */
const pairOf = (index: number): [TestServer, TestServer] => (index % 2 === 0 ? [server, other] : [other, server]);

const get = (through: TestServer, url: string, token: string) => through.app.inject({ method: 'GET', url, headers: authHeader(token) });
const post = (through: TestServer, url: string, token: string, payload?: object) => through.app.inject({ method: 'POST', url, headers: authHeader(token), payload });

async function newSession(userId: number): Promise<string> {
  const token = generateToken();
  await insertSession(server.db, userId, hashToken(token), new Date(Date.now() + 3_600_000));
  return token;
}

async function callLogOf(through: TestServer, user: SignedInUser): Promise<CallLogItem<number>[]> {
  const response = await get(through, '/api/webcalllog', user.token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** `count` calls, each from a number of its own, straight into the database. */
async function giveCalls(user: SignedInUser, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const from = `617555${String(2000 + index).padStart(4, '0')}`;
    return { user_id: user.userId, external_id: `ryw-${user.userId}-${index}`, call_date: new Date(Date.UTC(2025, 0, 1, 0, index)), call_from: from, call_to: '6175550000', third_party_number: from, hangup_cause: 'SUCCESS', duration_seconds: index };
  });
  await server.db.insertInto('calls').values(rows).execute();
}

/** Puts the user's data back as it was (a script's change, announced like any other) and lets the reader keep it. */
async function resetAndKeep(reader: TestServer, user: SignedInUser, change: () => Promise<unknown>): Promise<CallLogItem<number>[]> {
  await change();
  await changesHeard(reader);
  await callLogOf(reader, user);
  return callLogOf(reader, user);
}

describe('a write answered on one instance is seen by the next request on the other', () => {
  test(`sign-out: the token is refused on the other instance, ${TRIES} alternating tries`, async () => {
    const user = await createSignedInUser(server);
    let stale = 0;
    for (let index = 0; index < TRIES; index += 1) {
      const [writer, reader] = pairOf(index);
      const token = await newSession(user.userId);
      // Kept by the reader (two reads: the second is answered from memory).
      for (let read = 0; read < 2; read += 1) expect((await get(reader, '/api/user/webprofile', token)).statusCode).toBe(200);
      expect((await post(writer, '/api/user/weblogout', token)).statusCode).toBe(200);
      if ((await get(reader, '/api/user/webprofile', token)).statusCode !== 401) stale += 1;
    }
    expect(stale).toBe(0);
  }, TIMEOUT_MS);

  test(`password change: the user's other sessions are refused on the other instance, ${PASSWORD_TRIES} alternating tries`, async () => {
    const user = await createSignedInUser(server);
    let password = DEFAULT_PASSWORD;
    let stale = 0;
    for (let index = 0; index < PASSWORD_TRIES; index += 1) {
      const [writer, reader] = pairOf(index);
      const elsewhere = await newSession(user.userId);
      for (let read = 0; read < 2; read += 1) expect((await get(reader, '/api/user/webprofile', elsewhere)).statusCode).toBe(200);
      const next = `changed password ${index}`;
      expect((await post(writer, '/api/account/update-password', user.token, { password: next, current_password: password })).statusCode).toBe(200);
      password = next;
      if ((await get(reader, '/api/user/webprofile', elsewhere)).statusCode !== 401) stale += 1;
    }
    expect(stale).toBe(0);
  }, TIMEOUT_MS);

  test(`hiding a call: it is gone from the other instance's call log, ${TRIES} alternating tries`, async () => {
    const user = await createSignedInUser(server);
    await giveCalls(user, 5);
    let stale = 0;
    for (let index = 0; index < TRIES; index += 1) {
      const [writer, reader] = pairOf(index);
      const kept = await resetAndKeep(reader, user, () => server.db.updateTable('calls').set({ hidden_at: null }).where('user_id', '=', user.userId).execute());
      expect(kept).toHaveLength(5);
      const hidden = kept[index % kept.length];
      expect((await post(writer, '/api/webhidecalls', user.token, { id: hidden.id })).statusCode).toBe(200);
      if ((await callLogOf(reader, user)).some((call) => call.id === hidden.id)) stale += 1;
    }
    expect(stale).toBe(0);
  }, TIMEOUT_MS);

  test(`blocking a number: the other instance's call log says so, ${TRIES} alternating tries`, async () => {
    const user = await createSignedInUser(server);
    await giveCalls(user, 5);
    let stale = 0;
    for (let index = 0; index < TRIES; index += 1) {
      const [writer, reader] = pairOf(index);
      const kept = await resetAndKeep(reader, user, () => server.db.deleteFrom('blocked_numbers').where('user_id', '=', user.userId).execute());
      expect(kept.every((call) => !call.is_blocked)).toBe(true);
      const caller = kept[index % kept.length].call_from;
      expect((await post(writer, '/api/websaveblocknumber', user.token, [{ phone_number: caller }])).statusCode).toBe(200);
      const seen = (await callLogOf(reader, user)).find((call) => call.call_from === caller);
      if (!seen?.is_blocked) stale += 1;
    }
    expect(stale).toBe(0);
  }, TIMEOUT_MS);
});
