import { sql } from 'kysely';
import { SessionCache } from '../src/auth/sessionCache';
import { revokeUserSessions } from '../src/db/queries/sessions';
import { hashToken } from '../src/lib/secureTokens';
import { quietLog } from './helpers/billing';
import { changesHeard, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, signIn, authHeader, type SignedInUser } from './helpers/users';

// `server`, whose statements are recorded, and `other`, on one database.
const { server, other, queries } = twoServersOnOneDatabase();

const SESSION_GONE = { failure: 'Your session has expired or was signed out: please sign in again.' };
const readsSessions = () => queries.statements.filter((statement) => /from "sessions"/.test(statement));
const updatesSessions = () => queries.statements.filter((statement) => /^update "sessions"/.test(statement));

function getProfile(through: TestServer, user: SignedInUser) {
  return through.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: user.headers });
}

/** A user whose session both servers have accepted, and so keep. */
async function keptOnBoth(): Promise<SignedInUser> {
  const user = await createSignedInUser(server);
  for (const through of [server, other]) expect((await getProfile(through, user)).statusCode).toBe(200);
  return user;
}

describe('a kept session', () => {
  it('answers a signed-in request without asking the database for the session', async () => {
    const user = await keptOnBoth();
    queries.statements.length = 0;
    for (let request = 0; request < 3; request += 1) expect((await getProfile(server, user)).statusCode).toBe(200);
    expect(readsSessions()).toEqual([]);
  });

  it('is written back as used at most once a minute, and stays live from then on', async () => {
    const user = await keptOnBoth();
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await server.db.updateTable('sessions').set({ last_used_at: twoMinutesAgo }).where('user_id', '=', user.userId).execute();
    await changesHeard(server);

    queries.statements.length = 0;
    for (let request = 0; request < 3; request += 1) expect((await getProfile(server, user)).statusCode).toBe(200);
    expect(updatesSessions()).toHaveLength(1);
    const { last_used_at: lastUsedAt } = await server.db.selectFrom('sessions').select('last_used_at').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('a session revoked through a server is refused by both servers at once', () => {
  const revocations: [string, (through: TestServer, user: SignedInUser) => Promise<void>][] = [
    [
      'sign-out',
      async (through, user) => {
        expect((await through.app.inject({ method: 'POST', url: '/api/user/weblogout', headers: user.headers })).statusCode).toBe(200);
      },
    ],
    [
      'a password change from another session',
      async (through, user) => {
        const headers = authHeader(await signIn(through, user.email, user.password));
        const payload = { password: 'another long password', current_password: user.password };
        expect((await through.app.inject({ method: 'POST', url: '/api/account/update-password', headers, payload })).statusCode).toBe(200);
      },
    ],
    [
      'account deletion',
      async (through, user) => {
        expect((await through.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers })).statusCode).toBe(200);
      },
    ],
  ];

  describe.each([
    ['the same server', () => server],
    ['the other server', () => other],
  ])('%s', (_which, writer) => {
    it.each(revocations)('%s', async (_revocation, revoke) => {
      const user = await keptOnBoth();
      await revoke(writer(), user);
      // The writer answered only once it had heard of its own change; the other server hears of
      // it from the database.
      for (const reader of [server, other]) {
        if (reader !== writer()) await changesHeard(reader);
        const response = await getProfile(reader, user);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(SESSION_GONE);
      }
    });
  });
});

describe('a session changed straight in the database is refused by both servers', () => {
  const changes: [string, (user: SignedInUser) => Promise<unknown>][] = [
    ['revoked by a script (revokeUserSessions)', (user) => revokeUserSessions(server.db, user.userId)],
    ['deleted by hand', (user) => server.db.deleteFrom('sessions').where('user_id', '=', user.userId).execute()],
    ['idle for longer than allowed', (user) => server.db.updateTable('sessions').set({ last_used_at: new Date(Date.now() - server.config.sessionIdleMs - 1000) }).where('user_id', '=', user.userId).execute()],
    ['past its absolute end', (user) => server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).execute()],
    // Cascade: event tickets (migration 0810) refer to sessions.
    ['ended by emptying the table', () => sql`truncate sessions cascade`.execute(server.db)],
  ];

  it.each(changes)('%s', async (_change, change) => {
    const user = await keptOnBoth();
    await change(user);
    for (const reader of [server, other]) {
      await changesHeard(reader);
      expect((await getProfile(reader, user)).statusCode).toBe(401);
    }
  });
});

describe('expiry is checked on every request from the kept timestamps', () => {
  let cache: SessionCache;
  let user: SignedInUser;
  let tokenHash: string;

  beforeEach(async () => {
    cache = await SessionCache.start(queries.db, server.config, quietLog);
    user = await createSignedInUser(server);
    tokenHash = hashToken(user.token);
  });
  afterEach(() => cache.stop());

  async function keptAt(now: Date) {
    const session = await cache.find(tokenHash, now);
    if (!session) throw new Error('the new session is not live');
    queries.statements.length = 0;
    expect(await cache.find(tokenHash, now)).toEqual(session);
    expect(readsSessions()).toEqual([]);
    return session;
  }

  it('refuses a kept session from its absolute end on', async () => {
    // An end sooner than the idle limit, so that the absolute end is what ends it.
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 60_000) }).where('user_id', '=', user.userId).execute();
    await cache.caughtUp();
    const session = await keptAt(new Date());
    const end = new Date(session.expires_at);
    expect(await cache.find(tokenHash, new Date(end.getTime() - 1))).toBeDefined();
    expect(await cache.find(tokenHash, end)).toBeUndefined();
  });

  it('refuses a kept session once it has been idle for the allowed time, counted from its last use', async () => {
    const session = await keptAt(new Date());
    // The database keeps microseconds, a Date milliseconds: the idle end lies within this millisecond.
    const idleEnd = session.last_used_at.getTime() + server.config.sessionIdleMs;
    expect(await cache.find(tokenHash, new Date(idleEnd - 1))).toBeDefined();
    expect(await cache.find(tokenHash, new Date(idleEnd + 1))).toBeUndefined();
  });

  it('counts idleness from the last touch', async () => {
    const session = await keptAt(new Date());
    const touchedAt = new Date(session.last_used_at.getTime() + 2 * 60_000);
    await cache.touch(tokenHash, session.id, touchedAt);
    const idleEnd = touchedAt.getTime() + server.config.sessionIdleMs;
    expect(await cache.find(tokenHash, new Date(idleEnd - 1))).toMatchObject({ id: session.id, last_used_at: touchedAt });
    expect(await cache.find(tokenHash, new Date(idleEnd))).toBeUndefined();
  });
});

describe('what is kept, and when', () => {
  /** A cache that no database feeds: a test says when it listens, loses or hears of a change. */
  const unfed = (maxEntries?: number) => new SessionCache(queries.db, server.config.sessionIdleMs, maxEntries);
  const lookups = async (cache: SessionCache, user: SignedInUser, times = 2) => {
    // A sign-in's own work after its answer (the new-device notice reads the sessions) is not a lookup.
    await server.app.backgroundTasks.idle();
    queries.statements.length = 0;
    for (let lookup = 0; lookup < times; lookup += 1) expect(await cache.find(hashToken(user.token), new Date())).toBeDefined();
    return readsSessions().length;
  };

  it('keeps nothing until it listens, and forgets everything when listening is lost', async () => {
    const cache = unfed();
    const user = await createSignedInUser(server);
    expect(await lookups(cache, user)).toBe(2);
    expect(cache.size).toBe(0);

    cache.onListening();
    expect(await lookups(cache, user)).toBe(1);
    expect(cache.size).toBe(1);

    cache.onLost();
    expect(cache.size).toBe(0);
    expect(await lookups(cache, user)).toBe(2);
  });

  it('does not keep an answer read while a change was announced', async () => {
    const cache = unfed();
    cache.onListening();
    const user = await createSignedInUser(server);
    const lookup = cache.find(hashToken(user.token), new Date());
    cache.onChange(`user:${user.userId}`);
    expect(await lookup).toBeDefined();
    expect(cache.size).toBe(0);
  });

  it.each([
    ['its session', (user: SignedInUser, sessionId: number) => `session:${sessionId}`],
    ['its user', (user: SignedInUser) => `user:${user.userId}`],
    ['every session', () => 'all'],
  ])('forgets a session when %s is announced changed', async (_what, payload) => {
    const cache = unfed();
    cache.onListening();
    const user = await createSignedInUser(server);
    const session = await cache.find(hashToken(user.token), new Date());
    cache.onChange(payload(user, session!.id));
    expect(cache.size).toBe(0);
  });

  it('keeps at most its limit, forgetting the least recently used first', async () => {
    const cache = unfed(2);
    cache.onListening();
    const [first, second, third] = [await createSignedInUser(server), await createSignedInUser(server), await createSignedInUser(server)];
    await lookups(cache, first, 1);
    await lookups(cache, second, 1);
    await lookups(cache, first, 1);
    await lookups(cache, third, 1);
    expect(cache.size).toBe(2);
    expect(await lookups(cache, first, 1)).toBe(0);
    expect(await lookups(cache, second, 1)).toBe(1);
  });
});
