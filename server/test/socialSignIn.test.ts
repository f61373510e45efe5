import { generateKeyPair } from 'jose';
import { createApp } from '../src/app';
import { updateUser } from '../src/db/queries/users';
import { hashToken } from '../src/lib/secureTokens';
import { sandboxKeyOf, signIdToken, tamperWith } from './helpers/idTokens';
import { issueNonce, sandboxIdToken, SOCIAL_CALLBACK } from './helpers/socialTokens';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createUser, signIn, uniqueEmail } from './helpers/users';

const server = setupTestServer();

/** Goes through the sandbox page as the SPA and a tester would: a nonce, the form, its redirect. */
async function sandboxSignIn(provider: 'google' | 'apple', email: string, name = 'Tess Tester') {
  const nonce = await issueNonce(server);
  const query = new URLSearchParams({ redirect_uri: SOCIAL_CALLBACK, state: 'state-123', nonce });
  const page = await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/${provider}/authorize?${query}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  expect(page.body).not.toMatch(/<script/i);
  expect(page.body).toContain(`action="/api/sandbox/identity/${provider}/authorize"`);
  expect(page.body).toContain(`name="nonce" value="${nonce}"`);

  const { idToken, code, state, location } = await sandboxIdToken(server, provider, email, { nonce, name });
  const target = new URL(location);
  expect(`${target.origin}${target.pathname}`).toBe(SOCIAL_CALLBACK);
  expect(state).toBe('state-123');
  return { idToken, code, nonce };
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

  test('the sign-in sets the device cookie, as every sign-in does', async () => {
    const response = await verifyGoogle((await sandboxSignIn('google', uniqueEmail('cookie'))).idToken);
    expect(String(response.headers['set-cookie'])).toMatch(/^known_device=[0-9]+\./);
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
  const base = async () => ({ iss: server.config.publicUrl, aud: 'sandbox-google', sub: 'sandbox-google-x', email: uniqueEmail(), email_verified: true, nonce: await issueNonce(server) });
  const now = () => Math.floor(Date.now() / 1000);

  test.each([
    ['a tampered payload', async () => tamperWith((await sandboxSignIn('google', uniqueEmail())).idToken, { email: 'victim@example.com' })],
    ['a wrong audience', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), aud: 'someone-else' })],
    ['a wrong issuer', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), iss: 'https://evil.example.com' })],
    ['an expired token', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), iat: now() - 7200, exp: now() - 3600 })],
    ['an iat more than 5 minutes ahead', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), iat: now() + 6 * 60 })],
    ['another client as the authorised party', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), azp: 'someone-else' })],
    ['several audiences and no authorised party', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), aud: ['sandbox-google', 'someone-else'] })],
    ['no nonce', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), nonce: undefined })],
    ['a nonce the server never issued', async () => signIdToken(await sandboxKeyOf(server), { ...(await base()), nonce: 'made-up-nonce-0123456789' })],
    ['another key with the same key id', async () => {
      const { kid } = await sandboxKeyOf(server);
      const { privateKey } = await generateKeyPair('RS256');
      return signIdToken({ kid, privateKey }, await base());
    }],
    ['garbage', async () => 'not-a-jwt'],
  ])('%s', async (_name, makeToken) => {
    await sandboxSignIn('google', uniqueEmail()); // makes sure the server's key exists
    const response = await verifyGoogle(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'Authorize Error.' });
  });
});

describe('one ID token signs in once', () => {
  test('a replayed Google token is refused, and the first session stays alone', async () => {
    const email = uniqueEmail('replay');
    const { idToken } = await sandboxSignIn('google', email);
    expect((await verifyGoogle(idToken)).statusCode).toBe(200);
    for (let replay = 0; replay < 2; replay += 1) {
      const response = await verifyGoogle(idToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ failure: 'Authorize Error.' });
    }
    const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  test('a replayed Apple token is refused', async () => {
    const { idToken, code } = await sandboxSignIn('apple', uniqueEmail('replay'));
    expect((await verifyApple(idToken, code ?? '')).statusCode).toBe(200);
    expect((await verifyApple(idToken, code ?? '')).statusCode).toBe(401);
  });

  test('two uses at once: exactly one signs in', async () => {
    const { idToken } = await sandboxSignIn('google', uniqueEmail('race'));
    const statuses = (await Promise.all([verifyGoogle(idToken), verifyGoogle(idToken), verifyGoogle(idToken)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  test('a token whose nonce has expired is refused', async () => {
    const { idToken } = await sandboxSignIn('google', uniqueEmail('late'));
    await server.db.updateTable('social_sign_in_nonces').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect((await verifyGoogle(idToken)).statusCode).toBe(401);
  });

  test('Apple: a nonce passed to Apple as its SHA-256 (native apps) is accepted once', async () => {
    const nonce = await issueNonce(server);
    const { idToken } = await sandboxIdToken(server, 'apple', uniqueEmail('hashed'), { nonce: hashToken(nonce) });
    expect((await verifyApple(idToken)).statusCode).toBe(200);
    expect((await verifyApple(idToken)).statusCode).toBe(401);
  });

  test('the nonce endpoint answers a fresh nonce each time, stored only as a hash', async () => {
    const [first, second] = [await issueNonce(server), await issueNonce(server)];
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const stored = await server.db.selectFrom('social_sign_in_nonces').select('nonce_hash').execute();
    expect(stored.map((row) => row.nonce_hash)).toEqual(expect.arrayContaining([hashToken(first), hashToken(second)]));
    expect(stored.map((row) => row.nonce_hash)).not.toContain(first);
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
    const form = new URLSearchParams({ redirect_uri: SOCIAL_CALLBACK, state: '"><b>', email: 'not-an-email', name: 'A' });
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
    const response = await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/facebook/authorize?redirect_uri=${SOCIAL_CALLBACK}` });
    expect(response.statusCode).toBe(400);
  });

  test('a missing Apple idtoken is a 400', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { authcode: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: "Invalid request: body must have required property 'idtoken'." });
  });
});
