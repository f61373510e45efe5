import { generateKeyPair } from 'jose';
import { createApp } from '../src/app';
import { updateUser } from '../src/db/queries/users';
import { sandboxKeyOf, signIdToken, tamperWith } from './helpers/idTokens';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createUser, signIn, uniqueEmail } from './helpers/users';

const server = setupTestServer();

const CALLBACK = 'http://app.test/app/social-callback';

/** Goes through the sandbox page as a tester would: open the form, submit it, follow the redirect. */
async function sandboxSignIn(provider: 'google' | 'apple', email: string, name = 'Tess Tester') {
  const query = new URLSearchParams({ redirect_uri: CALLBACK, state: 'state-123', nonce: 'nonce-1' });
  const page = await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/${provider}/authorize?${query}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  expect(page.body).not.toMatch(/<script/i);
  expect(page.body).toContain(`action="/api/sandbox/identity/${provider}/authorize"`);

  const form = new URLSearchParams({ redirect_uri: CALLBACK, state: 'state-123', nonce: 'nonce-1', email, name });
  const submitted = await server.app.inject({
    method: 'POST',
    url: `/api/sandbox/identity/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(submitted.statusCode).toBe(303);
  const location = new URL(String(submitted.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('state')).toBe('state-123');
  return { idToken: fragment.get('id_token') ?? '', code: fragment.get('code') };
}

const verifyGoogle = (idToken: string) => server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${encodeURIComponent(idToken)}` });
const verifyApple = (idtoken: string, authcode = 'code') => server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { idtoken, authcode } });
const profileOf = (token: string) => server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(token) });

describe('sandbox Google sign-in, end to end', () => {
  test('form, token, verify endpoint: a new verified account with a session', async () => {
    const email = uniqueEmail('google');
    const { idToken, code } = await sandboxSignIn('google', email, 'Grace Brewster Hopper');
    expect(code).toBeNull();
    const response = await verifyGoogle(idToken);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toEqual({ user_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), is_migrated: false, redirect_url: null });
    expect((await profileOf(session.user_token)).json()).toEqual({ first_name: 'Grace', last_name: 'Brewster Hopper', email, is_verified: true, has_password: false, social_providers: ['google'] });

    // Signing in again finds the same account by its Google subject.
    const again = await verifyGoogle((await sandboxSignIn('google', email)).idToken);
    expect(again.statusCode).toBe(200);
    const users = await server.db.selectFrom('users').select(['id', 'password_hash', 'google_subject']).where('email', '=', email).execute();
    expect(users).toEqual([{ id: expect.any(Number), password_hash: null, google_subject: expect.stringMatching(/^sandbox-google-/) }]);
  });

  test('tokens verify against the published key set, which holds no private part', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/sandbox/identity/jwks.json' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys).toEqual([{ kty: 'RSA', kid: expect.any(String), alg: 'RS256', use: 'sig', n: expect.any(String), e: 'AQAB' }]);
  });

  test('the signing key survives a restart: a token from before still verifies', async () => {
    const { idToken } = await sandboxSignIn('google', uniqueEmail('restart'));
    const restarted = await createApp(server.config, { db: server.db });
    try {
      const response = await restarted.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${idToken}` });
      expect(response.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('sandbox Apple sign-in, end to end', () => {
  test('the redirect also carries a code, and POST /webiosverifyidtoken starts a session', async () => {
    const email = uniqueEmail('apple');
    const { idToken, code } = await sandboxSignIn('apple', email);
    expect(code).toMatch(/^sandbox-[0-9a-f]{32}$/);
    const response = await verifyApple(idToken, code ?? '');
    expect(response.statusCode).toBe(200);
    expect((await profileOf(response.json().user_token)).json()).toMatchObject({ email, is_verified: true });
  });

  test('a Google token is no Apple token (audience)', async () => {
    const { idToken } = await sandboxSignIn('google', uniqueEmail());
    const response = await verifyApple(idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'Authorize Error.' });
  });
});

describe('tokens that are not to be trusted get 401 Authorize Error.', () => {
  const base = () => ({ iss: server.config.publicUrl, aud: 'sandbox-google', sub: 'sandbox-google-x', email: uniqueEmail(), email_verified: true });

  test.each([
    ['a tampered payload', async () => tamperWith((await sandboxSignIn('google', uniqueEmail())).idToken, { email: 'victim@example.com' })],
    ['a wrong audience', async () => signIdToken(await sandboxKeyOf(server), { ...base(), aud: 'someone-else' })],
    ['a wrong issuer', async () => signIdToken(await sandboxKeyOf(server), { ...base(), iss: 'https://evil.example.com' })],
    ['an expired token', async () => signIdToken(await sandboxKeyOf(server), { ...base(), iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['another key with the same key id', async () => {
      const { kid } = await sandboxKeyOf(server);
      const { privateKey } = await generateKeyPair('RS256');
      return signIdToken({ kid, privateKey }, base());
    }],
    ['garbage', async () => 'not-a-jwt'],
  ])('%s', async (_name, makeToken) => {
    await sandboxSignIn('google', uniqueEmail()); // makes sure the server's key exists
    const response = await verifyGoogle(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'Authorize Error.' });
  });
});

describe('accounts found by email', () => {
  test('a verified account with the same email is linked, its password kept', async () => {
    const user = await createUser(server);
    const response = await verifyGoogle((await sandboxSignIn('google', user.email)).idToken);
    expect(response.statusCode).toBe(200);
    const row = await server.db.selectFrom('users').selectAll().where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.google_subject).toMatch(/^sandbox-google-/);
    expect(await signIn(server, user.email, user.password)).toEqual(expect.any(String));
  });

  test('an unverified account is taken over by the proven owner: its password and sessions end', async () => {
    const user = await createUser(server, { verified: false });
    const squatterToken = await signIn(server, user.email, user.password);
    const response = await verifyApple((await sandboxSignIn('apple', user.email)).idToken);
    expect(response.statusCode).toBe(200);
    expect((await profileOf(response.json().user_token)).json()).toMatchObject({ email: user.email, is_verified: true });
    expect((await profileOf(squatterToken)).statusCode).toBe(401);
    const password = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: user.email, password: user.password } });
    expect(password.statusCode).toBe(400);
  });

  test('a migrated account answers is_migrated and its redirect_url, without a session', async () => {
    const user = await createUser(server);
    await updateUser(server.db, user.userId, { is_migrated: true, redirect_url: 'https://new.example.com/login' });
    const response = await verifyGoogle((await sandboxSignIn('google', user.email)).idToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_token: '', is_migrated: true, redirect_url: 'https://new.example.com/login' });
  });
});

describe('sandbox sign-in page input', () => {
  test.each([
    ['another origin', 'https://evil.example.com/app/cb', 'redirect_uri must be on http://app.test.'],
    ['not a URL', '/app/cb', 'redirect_uri must be an absolute URL.'],
    ['a fragment', 'http://app.test/app/cb#x', 'redirect_uri must not have a #fragment.'],
  ])('a redirect_uri on %s is refused', async (_name, redirectUri, failure) => {
    const query = new URLSearchParams({ redirect_uri: redirectUri, state: 's' });
    const page = await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/google/authorize?${query}` });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ failure });
    const form = new URLSearchParams({ redirect_uri: redirectUri, state: 's', email: 'a@example.com', name: 'A' });
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/sandbox/identity/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(post.statusCode).toBe(400);
  });

  test('an invalid email shows the form again with the problem, escaped', async () => {
    const form = new URLSearchParams({ redirect_uri: CALLBACK, state: '"><b>', email: 'not-an-email', name: 'A' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sandbox/identity/apple/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).toContain('value="&quot;&gt;&lt;b&gt;"');
  });

  test('an unknown provider is a 400', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/facebook/authorize?redirect_uri=${CALLBACK}` });
    expect(response.statusCode).toBe(400);
  });

  test('a missing Apple idtoken is a 400', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { authcode: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: "Invalid request: body must have required property 'idtoken'." });
  });
});
