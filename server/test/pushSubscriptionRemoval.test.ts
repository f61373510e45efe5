import { randomUUID } from 'node:crypto';
import { pushSubscriptionIdsOfSession, upsertPushSubscription } from '../src/db/queries/pushSubscriptions';
import { insertSession, revokeSession, revokeUserSessionByPublicId, revokeUserSessions } from '../src/db/queries/sessions';
import { setupTestServer } from './helpers/testServer';
import { createUser } from './helpers/users';

const server = setupTestServer();
const DAY_MS = 86_400_000;

/** A new session of `userId` with one push subscription; returns the session's id. */
async function subscribedSession(userId: number): Promise<number> {
  const sessionId = await insertSession(server.db, userId, randomUUID(), new Date(Date.now() + DAY_MS));
  await upsertPushSubscription(server.db, {
    id: randomUUID(),
    userId,
    sessionId,
    endpoint: `https://push.example.com/${randomUUID()}`,
    p256dh: 'p',
    auth: 'a',
    kinds: ['call'],
    previews: false,
  });
  expect(await pushSubscriptionIdsOfSession(server.db, sessionId)).toHaveLength(1);
  return sessionId;
}

test('signing out one session removes its device subscriptions, not the others', async () => {
  const { userId } = await createUser(server);
  const signedOut = await subscribedSession(userId);
  const kept = await subscribedSession(userId);
  await revokeSession(server.db, signedOut);
  expect(await pushSubscriptionIdsOfSession(server.db, signedOut)).toEqual([]);
  expect(await pushSubscriptionIdsOfSession(server.db, kept)).toHaveLength(1);
});

test("'sign out every session' (password reset) removes all but the kept session's", async () => {
  const { userId } = await createUser(server);
  const [first, second, current] = [await subscribedSession(userId), await subscribedSession(userId), await subscribedSession(userId)];
  await revokeUserSessions(server.db, userId, current);
  expect(await pushSubscriptionIdsOfSession(server.db, first)).toEqual([]);
  expect(await pushSubscriptionIdsOfSession(server.db, second)).toEqual([]);
  expect(await pushSubscriptionIdsOfSession(server.db, current)).toHaveLength(1);
});

test("revoking a device from 'Signed-in devices' removes its subscriptions", async () => {
  const { userId } = await createUser(server);
  const sessionId = await subscribedSession(userId);
  const { public_id: publicId } = await server.db.selectFrom('sessions').select('public_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
  expect(await revokeUserSessionByPublicId(server.db, userId, publicId)).toBe(true);
  expect(await pushSubscriptionIdsOfSession(server.db, sessionId)).toEqual([]);
});

test('deleting the session row or the account removes them', async () => {
  const { userId } = await createUser(server);
  const deletedSession = await subscribedSession(userId);
  const other = await subscribedSession(userId);
  await server.db.deleteFrom('sessions').where('id', '=', deletedSession).execute();
  expect(await pushSubscriptionIdsOfSession(server.db, deletedSession)).toEqual([]);
  await server.db.deleteFrom('users').where('id', '=', userId).execute();
  expect(await pushSubscriptionIdsOfSession(server.db, other)).toEqual([]);
});
