import { issueOneTimeToken } from '../src/db/queries/oneTimeTokens';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, createUser, signIn, signupPayload } from './helpers/users';

const server = setupTestServer();

describe('GET /api/user/webdelete', () => {
  test("deletes the caller's account and data, revokes every token, and keeps other accounts", async () => {
    const user = await createSignedInUser(server);
    const secondSession = authHeader(await signIn(server, user.email, user.password));
    const other = await createSignedInUser(server);
    const signInLink = await issueOneTimeToken(server.db, { userId: user.userId, purpose: 'sign_in', ttlMs: 60_000 });
    await server.db.insertInto('blocked_numbers').values({ user_id: user.userId, phone_number: '5085551234' }).execute();

    const response = await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your account has been deleted.' });

    for (const headers of [user.headers, secondSession]) {
      expect((await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers })).statusCode).toBe(401);
    }
    expect((await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${signInLink}` })).statusCode).toBe(400);
    const signInAgain = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: user.email, password: user.password } });
    expect(signInAgain.statusCode).toBe(400);
    for (const table of ['sessions', 'one_time_tokens', 'devices', 'blocked_numbers'] as const) {
      expect(await server.db.selectFrom(table).select('user_id').where('user_id', '=', user.userId).execute()).toEqual([]);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: other.headers })).statusCode).toBe(200);
  });

  test('the email can be used for a new account afterwards', async () => {
    const user = await createSignedInUser(server);
    await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
    const again = await createUser(server, { email: user.email });
    expect(again.userId).not.toBe(user.userId);
  });

  test('a second delete with the same token is a 401', async () => {
    const user = await createSignedInUser(server);
    await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
    const again = await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
    expect(again.statusCode).toBe(401);
  });

  test('signupPayload gives unique emails, so tests never share a user', () => {
    expect(signupPayload().email).not.toBe(signupPayload().email);
  });
});
