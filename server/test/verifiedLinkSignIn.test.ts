import { lastMailTo, linkIn } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createUser, type TestUser } from './helpers/users';

const server = setupTestServer();

/** What the register page does right after sign-up: proves the password and gets this browser's key. */
async function browserKeyFor(user: TestUser, password = user.password) {
  return server.app.inject({ method: 'POST', url: '/api/account/verification-browser', payload: { email: user.email, password } });
}

/** Follows the emailed verification link; the ticket the redirect hands the login page, in its fragment. */
async function followVerificationLink(user: TestUser): Promise<string> {
  const link = linkIn(server, await lastMailTo(server, user.email), '/api/account/verify-email');
  const response = await server.app.inject({ method: 'GET', url: link });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/app\/login\?verified=1#verified=/);
  return location.split('#verified=')[1];
}

function exchange(body: Record<string, string>) {
  return server.app.inject({ method: 'POST', url: '/api/account/verified-sign-in', payload: body });
}

describe('the verification link signs in the browser that registered, and only it', () => {
  test('with the registering browser’s key, the followed link’s ticket gives a working session', async () => {
    const user = await createUser(server, { verified: false });
    const key = await browserKeyFor(user);
    expect(key.statusCode).toBe(200);
    const { browser_key } = key.json<{ browser_key: string }>();
    const ticket = await followVerificationLink(user);

    const answer = await exchange({ token: ticket, browser_key });
    expect(answer.statusCode).toBe(200);
    const { email, session } = answer.json<{ email: string; session: { user_token: string } | null }>();
    expect(email).toBe(user.email);
    expect(session?.user_token).toBeTruthy();
    const profile = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(session!.user_token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ is_verified: boolean }>().is_verified).toBe(true);
  });

  test('a forwarded or leaked link (another browser, no key) gives only the address for the login form', async () => {
    const user = await createUser(server, { verified: false });
    await browserKeyFor(user);
    const ticket = await followVerificationLink(user);
    const answer = await exchange({ token: ticket });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ email: user.email, session: null });
  });

  test('another account’s key does not open this one, and the ticket is single use', async () => {
    const user = await createUser(server, { verified: false });
    const other = await createUser(server, { verified: false });
    const { browser_key: othersKey } = (await browserKeyFor(other)).json<{ browser_key: string }>();
    const { browser_key: ownKey } = (await browserKeyFor(user)).json<{ browser_key: string }>();
    const ticket = await followVerificationLink(user);
    expect((await exchange({ token: ticket, browser_key: othersKey })).json()).toEqual({ email: user.email, session: null });
    // Used up: the right key cannot redeem it afterwards.
    const again = await exchange({ token: ticket, browser_key: ownKey });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ failure: 'This sign-in link is invalid or has expired.' });
  });

  test('the key needs the password, and is not given for a verified account', async () => {
    const user = await createUser(server, { verified: false });
    expect((await browserKeyFor(user, 'not the password')).statusCode).toBe(400);
    const verified = await createUser(server);
    expect((await browserKeyFor(verified)).statusCode).toBe(409);
  });
});
