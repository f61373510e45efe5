import { sql } from 'kysely';
import { revokeUserSessions } from '../../src/db/queries/sessions';
import { changesHeard, type TestServer } from '../helpers/testServer';
import { twoServersOnOneDatabase } from '../helpers/twoServers';
import { createSignedInUser, type SignedInUser } from '../helpers/users';

// PostgreSQL only (the server project runs this folder when TEST_DATABASE_URL is set): PGlite has
// no connection to lose. `server` records its statements; `other` shares the database.
const { server, other, queries } = twoServersOnOneDatabase();

const readsSessions = () => queries.statements.filter((statement) => /from "sessions"/.test(statement));

function getProfile(through: TestServer, user: SignedInUser) {
  return through.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: user.headers });
}

/** Polls (every few milliseconds, for up to 10 s) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !condition(); ) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('when the listening connection is lost (PostgreSQL)', () => {
  it('forgets every kept session, refuses one revoked meanwhile, and keeps sessions again once listening resumes', async () => {
    const user = await createSignedInUser(server);
    for (const through of [server, other]) expect((await getProfile(through, user)).statusCode).toBe(200);
    expect(server.app.sessionCache.size).toBeGreaterThan(0);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'change-feed' and datname = current_database()`.execute(server.db);
    await until(() => !server.app.sessionCache.listening);
    expect(server.app.sessionCache.size).toBe(0);

    await revokeUserSessions(server.db, user.userId);
    await changesHeard(server);
    expect((await getProfile(server, user)).statusCode).toBe(401);

    await until(() => server.app.sessionCache.listening);
    const next = await createSignedInUser(server);
    expect((await getProfile(server, next)).statusCode).toBe(200);
    queries.statements.length = 0;
    expect((await getProfile(server, next)).statusCode).toBe(200);
    expect(readsSessions()).toEqual([]);
  });
});
