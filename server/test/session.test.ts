import { issueOneTimeToken } from '../src/db/queries/oneTimeTokens';
import { updateUser } from '../src/db/queries/users';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, createUser, signIn, uniqueEmail } from './helpers/users';

const server = setupTestServer();

function signInRequest(payload: unknown) {
  return server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: payload as object });
}

describe('POST /api/user/websignin/', () => {
  test('a correct email and password give a new session token each time', async () => {
    const user = await createUser(server);
    const first = await signInRequest({ username: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), is_migrated: false, redirect_url: null });
    const second = await signInRequest({ username: user.email.toUpperCase(), password: user.password });
    expect(second.json().user_token).not.toBe(first.json().user_token);
  });

  test('the path works with and without its trailing slash', async () => {
    const user = await createUser(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/user/websignin', payload: { username: user.email, password: user.password } });
    expect(response.statusCode).toBe(200);
  });

  test('an unknown email and a wrong password get the same failure', async () => {
    const user = await createUser(server);
    const wrongPassword = await signInRequest({ username: user.email, password: 'wrong password' });
    const unknownEmail = await signInRequest({ username: uniqueEmail('nobody'), password: 'wrong password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ failure: 'Invalid email or password.' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  test('an unverified user can sign in (the SPA then shows verify-email)', async () => {
    const user = await createUser(server, { verified: false });
    expect(await signIn(server, user.email, user.password)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a migrated account gets no session but is_migrated and its redirect_url', async () => {
    const user = await createUser(server);
    await updateUser(server.db, user.userId, { is_migrated: true, redirect_url: 'https://new.example.com/login' });
    const response = await signInRequest({ username: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_token: '', is_migrated: true, redirect_url: 'https://new.example.com/login' });
  });

  test.each([
    ['a missing password', { username: 'a@example.com' }, "body must have required property 'password'"],
    ['a missing username', { password: 'x' }, "body must have required property 'username'"],
    ['a number as password', { username: 'a@example.com', password: 12345678 }, 'body/password must be string'],
    ['an empty password', { username: 'a@example.com', password: '' }, 'body/password must NOT have fewer than 1 characters'],
  ])('%s is a 400 with a clear failure', async (_name, payload, message) => {
    const response = await signInRequest(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: `Invalid request: ${message}.` });
  });

  test('malformed JSON and a non-JSON content type are 4xx failures, not 500s', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/user/websignin/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ failure: 'Request body is not valid JSON.' });
    const xml = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ failure: 'Unsupported content type: send application/json.' });
    const text = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ failure: 'Invalid request: body must be object.' });
  });

  test('an oversized body is refused with 413', async () => {
    const response = await signInRequest({ username: 'a@example.com', password: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ failure: 'Request body is too large.' });
  });
});

describe('GET /api/user/verifytoken/{token}', () => {
  test('a one-time sign-in token gives a session once', async () => {
    const user = await createUser(server);
    const token = await issueOneTimeToken(server.db, { userId: user.userId, purpose: 'sign_in', ttlMs: 60_000 });
    const first = await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user_token: expect.any(String), is_migrated: false, redirect_url: null });
    const profile = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(first.json().user_token) });
    expect(profile.json().email).toBe(user.email);

    const again = await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ failure: 'This sign-in link is invalid or has expired.' });
  });

  test('an expired token, an unknown token and a token of another purpose are refused', async () => {
    const user = await createUser(server);
    const expired = await issueOneTimeToken(server.db, { userId: user.userId, purpose: 'sign_in', ttlMs: -1000 });
    const reset = await issueOneTimeToken(server.db, { userId: user.userId, purpose: 'password_reset', ttlMs: 60_000 });
    for (const token of [expired, reset, 'A'.repeat(43)]) {
      const response = await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${token}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ failure: 'This sign-in link is invalid or has expired.' });
    }
  });

  test('a token with characters no token has is a 400', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${encodeURIComponent("x' or 1=1 --------")}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().failure).toMatch(/^Invalid request: params\/token must match pattern/);
  });

  test('a migrated account answers is_migrated with its redirect_url', async () => {
    const user = await createUser(server);
    await updateUser(server.db, user.userId, { is_migrated: true, redirect_url: 'https://new.example.com/' });
    const token = await issueOneTimeToken(server.db, { userId: user.userId, purpose: 'sign_in', ttlMs: 60_000 });
    const response = await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${token}` });
    expect(response.json()).toEqual({ user_token: '', is_migrated: true, redirect_url: 'https://new.example.com/' });
  });
});

describe('POST /api/user/weblogout', () => {
  test('revokes the calling token only', async () => {
    const user = await createSignedInUser(server);
    const otherSession = await signIn(server, user.email, user.password);
    const response = await server.app.inject({ method: 'POST', url: '/api/user/weblogout', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Signed out.' });

    const afterLogout = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: user.headers });
    expect(afterLogout.statusCode).toBe(401);
    const other = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(otherSession) });
    expect(other.statusCode).toBe(200);
  });

  test('accepts an empty body sent with a JSON content type', async () => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/weblogout',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});
