import { sql, type Kysely } from 'kysely';
import { listenForChanges } from '../src/db/changeFeed';
import type { ChangeFeed } from '../src/db/changeFeedTypes';
import { migrations } from '../src/db/migrations';
import { insertSession, revokeSession, touchSession } from '../src/db/queries/sessions';
import { deleteUser, updateUser } from '../src/db/queries/users';
import type { Database } from '../src/db/schema';
import { quietLog } from './helpers/billing';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';

/** Migration 0400: which changes the database announces on 'session_changes', and how. */
const server = {} as TestServer;
let feed: ChangeFeed;
let heard: string[] = [];

beforeAll(async () => {
  Object.assign(server, await startTestServer());
  const listener = { onChange: (payload: string) => heard.push(payload), onListening: () => undefined, onLost: () => undefined };
  feed = await listenForChanges(server.config, 'session_changes', listener, quietLog);
}, SERVER_START_TIMEOUT_MS);

// The feed first: its connection would keep a PostgreSQL test database from being dropped.
afterAll(async () => {
  await feed?.stop();
  if (server.app) await stopTestServer(server);
});

/** What the database announced while `change` ran, in order. */
async function announced(change: () => Promise<unknown>): Promise<string[]> {
  await feed.caughtUp();
  heard = [];
  await change();
  await feed.caughtUp();
  return heard;
}

async function sessionIdsOf(userId: number): Promise<number[]> {
  return (await server.db.selectFrom('sessions').select('id').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.id);
}

let scriptedCalls = 0;
function insertCalls(userId: number, count: number, db: Kysely<Database> = server.db) {
  const rows = Array.from({ length: count }, (_, index) => {
    scriptedCalls += 1;
    const call = { call_from: '6175550800', call_to: '6175550900', third_party_number: '6175550800', hangup_cause: 'SUCCESS', duration_seconds: index };
    return { ...call, user_id: userId, external_id: `announced-${scriptedCalls}`, call_date: new Date() };
  });
  return db.insertInto('calls').values(rows).execute();
}

describe('the database announces', () => {
  it('a session revoked, touched or deleted, by its id; a new session not at all', async () => {
    const user = await createSignedInUser(server);
    const future = new Date(Date.now() + 60_000);
    expect(await announced(() => insertSession(server.db, user.userId, `hash-${user.userId}`, future))).toEqual([]);
    const [first, second] = await sessionIdsOf(user.userId);
    expect(await announced(() => touchSession(server.db, first, new Date()))).toEqual([`session:${first}`]);
    expect(await announced(() => revokeSession(server.db, second))).toEqual([`session:${second}`]);
    expect(await announced(() => server.db.deleteFrom('sessions').where('id', '=', second).execute())).toEqual([`session:${second}`]);
  });

  it('every session of a deleted user', async () => {
    const user = await createSignedInUser(server);
    await insertSession(server.db, user.userId, `hash-${user.userId}`, new Date(Date.now() + 60_000));
    const ids = await sessionIdsOf(user.userId);
    expect((await announced(() => deleteUser(server.db, user.userId))).sort()).toEqual(ids.map((id) => `session:${id}`).sort());
  });

  it('a change of a call log by its user, once per statement, and no other change of the user', async () => {
    const user = await createSignedInUser(server);
    expect(await announced(() => insertCalls(user.userId, 3))).toEqual([`user:${user.userId}`]);
    expect(await announced(() => server.db.updateTable('calls').set({ hidden_at: new Date() }).where('user_id', '=', user.userId).execute())).toEqual([
      `user:${user.userId}`,
    ]);
    expect(await announced(() => updateUser(server.db, user.userId, { first_name: 'Renamed' }))).toEqual([]);
  });

  it('nothing of a change rolled back', async () => {
    const user = await createSignedInUser(server);
    const [id] = await sessionIdsOf(user.userId);
    const rolledBack = server.db.transaction().execute(async (trx) => {
      await revokeSession(trx, id);
      await insertCalls(user.userId, 1, trx);
      throw new Error('changed my mind');
    });
    expect(await announced(() => rolledBack.catch(() => undefined))).toEqual([]);
  });

  it("'all' when the sessions are emptied at once", async () => {
    // Cascade: event tickets (migration 0810) refer to sessions.
    expect(await announced(() => sql`truncate sessions cascade`.execute(server.db))).toEqual(['all']);
  });
});

describe('migration 0400', () => {
  it('stops announcing when undone and announces again when redone', async () => {
    const user = await createSignedInUser(server);
    const [id] = await sessionIdsOf(user.userId);
    const migration = migrations['0400_session_change_notifications'];
    await migration.down?.(server.db);
    try {
      expect(await announced(() => revokeSession(server.db, id))).toEqual([]);
      expect(await announced(() => insertCalls(user.userId, 1))).toEqual([]);
    } finally {
      await migration.up(server.db);
    }
    expect(await announced(() => touchSession(server.db, id, new Date()))).toEqual([`session:${id}`]);
  });
});
