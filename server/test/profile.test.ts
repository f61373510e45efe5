import { lastMailTo, linkIn, tokenOf } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, signIn, uniqueEmail } from './helpers/users';

const server = setupTestServer();

function getProfile(headers: Record<string, string>) {
  return server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers });
}

describe('GET /api/user/webprofile', () => {
  test("answers the caller's own profile", async () => {
    const user = await createSignedInUser(server, { first_name: 'Grace', last_name: 'Hopper' });
    const response = await getProfile(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ first_name: 'Grace', last_name: 'Hopper', email: user.email, is_verified: true, has_password: true, social_providers: [] });
  });
});

describe('PUT /api/user/webprofile/', () => {
  test("changes the caller's names only", async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'PUT', url: '/api/user/webprofile/', headers: user.headers, payload: { first_name: ' Alan ', last_name: 'Turing' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Profile updated.' });
    expect((await getProfile(user.headers)).json()).toMatchObject({ first_name: 'Alan', last_name: 'Turing' });
    expect((await getProfile(other.headers)).json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  test.each([
    ['a missing last name', { first_name: 'A' }, "body must have required property 'last_name'"],
    ['an empty first name', { first_name: '', last_name: 'B' }, 'body/first_name must NOT have fewer than 1 characters'],
    ['a number', { first_name: 1, last_name: 'B' }, 'body/first_name must be string'],
    ['a name over 100 characters', { first_name: 'x'.repeat(101), last_name: 'B' }, 'body/first_name must NOT have more than 100 characters'],
  ])('%s is a 400', async (_name, payload, message) => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'PUT', url: '/api/user/webprofile/', headers: user.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: `Invalid request: ${message}.` });
  });
});

describe('POST /api/webupdateemail', () => {
  test('with the current password: the same answer, and the email changes only through the link mailed to the new address', async () => {
    const user = await createSignedInUser(server);
    const newEmail = uniqueEmail('changed');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/webupdateemail',
      headers: user.headers,
      payload: { email: newEmail.toUpperCase(), current_password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Check your new address for a confirmation link. Your email changes once you open it.' });
    expect((await getProfile(user.headers)).json()).toMatchObject({ email: user.email, is_verified: true });

    const link = linkIn(server, await lastMailTo(server, newEmail), '/api/account/confirm-email-change');
    await server.app.inject({ method: 'POST', url: '/api/account/confirm-email-change', payload: { token: tokenOf(link) } });
    expect((await getProfile(user.headers)).json()).toMatchObject({ email: newEmail, is_verified: true });
    expect(await signIn(server, newEmail, user.password)).toBeTruthy();
  });

  test('the current email and an invalid email are refused', async () => {
    const user = await createSignedInUser(server);
    const same = await server.app.inject({ method: 'POST', url: '/api/webupdateemail', headers: user.headers, payload: { email: user.email, current_password: user.password } });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ failure: 'Please input new email' });
    const invalid = await server.app.inject({ method: 'POST', url: '/api/webupdateemail', headers: user.headers, payload: { email: 'x@', current_password: user.password } });
    expect(invalid.statusCode).toBe(400);
    expect((await getProfile(user.headers)).json()).toMatchObject({ email: user.email, is_verified: true });
  });
});

describe('POST /api/account/update-password', () => {
  test("changes the password and signs out the user's other sessions, not the caller's", async () => {
    const user = await createSignedInUser(server);
    const otherSession = authHeader(await signIn(server, user.email, user.password));
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/account/update-password',
      headers: user.headers,
      payload: { password: 'new password 2', current_password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password Changed' });
    expect((await getProfile(user.headers)).statusCode).toBe(200);
    expect((await getProfile(otherSession)).statusCode).toBe(401);
    expect(await signIn(server, user.email, 'new password 2')).toBeTruthy();
    const old = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: user.email, password: user.password } });
    expect(old.statusCode).toBe(400);
  });

  test('a short password is a 400 and changes nothing', async () => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/account/update-password', headers: user.headers, payload: { password: '1234567', current_password: user.password } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Invalid request: body/password must NOT have fewer than 8 characters.' });
    expect(await signIn(server, user.email, user.password)).toBeTruthy();
  });
});
