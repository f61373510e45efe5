import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { signIdToken, type TokenKey } from './helpers/idTokens';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { issueNonce } from './helpers/socialTokens';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from './helpers/testServer';
import { uniqueEmail } from './helpers/users';

/**
 * Real mode: client ids configured, keys fetched from the JWKS URLs. The "provider" here is a
 * local HTTP server publishing a key pair made for the test: real fetching, no network.
 */
const { GOOGLE_CLIENT_ID, APPLE_CLIENT_ID } = REAL_MODE_CREDENTIALS;

let jwksServer: http.Server;
let server: TestServer;
let providerKey: TokenKey;
let jwksRequests = 0;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  providerKey = { kid: 'provider-key-1', privateKey };
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'provider-key-1', alg: 'RS256', use: 'sig' }] });
  jwksServer = http.createServer((request, response) => {
    jwksRequests += 1;
    if (request.url === '/down') return void response.writeHead(503).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  server = await startTestServer({
    ...REAL_MODE_CREDENTIALS,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `${base}/google/certs`,
    APPLE_CLIENT_ID,
    APPLE_JWKS_URL: `${base}/down`,
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  if (server?.app) await stopTestServer(server);
  await new Promise((resolve) => jwksServer?.close(resolve));
});

/** Claims as Google signs them for our client, with a nonce the server issued (the SPA passes it to Google). */
const googleClaims = async () => ({
  iss: 'https://accounts.google.com',
  aud: GOOGLE_CLIENT_ID,
  azp: GOOGLE_CLIENT_ID,
  sub: `1${Math.floor(Math.random() * 1e15)}`,
  email: uniqueEmail('real'),
  email_verified: true,
  given_name: 'Real',
  family_name: 'Person',
  nonce: await issueNonce(server),
});
const verifyGoogle = (idToken: string) => server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${idToken}` });

describe('Google sign-in with a configured client id', () => {
  test.each([['https://accounts.google.com'], ['accounts.google.com']])('a token from issuer %s signed by a published key is accepted', async (iss) => {
    const claims = { ...(await googleClaims()), iss };
    const response = await verifyGoogle(await signIdToken(providerKey, claims));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user_token: expect.any(String), is_migrated: false, redirect_url: null });
    const user = await server.db.selectFrom('users').selectAll().where('email', '=', claims.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ google_subject: claims.sub, first_name: 'Real', last_name: 'Person', password_hash: null });
    expect(user.email_verified_at).not.toBeNull();
    expect(jwksRequests).toBeGreaterThan(0);
  });

  test.each([
    ['false', false],
    ["the string 'false'", 'false'],
    ['missing', undefined],
  ])('an email the provider does not vouch for (email_verified %s) makes no account: 403 and why', async (_name, emailVerified) => {
    const claims = { ...(await googleClaims()), email_verified: emailVerified };
    const response = await verifyGoogle(await signIdToken(providerKey, claims));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ failure: "Your Google account's email address is not verified. Please verify it with Google, or sign up with email and password." });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', claims.email).execute()).toEqual([]);
  });

  test("the string 'true' counts as verified", async () => {
    const claims = { ...(await googleClaims()), email_verified: 'true' };
    expect((await verifyGoogle(await signIdToken(providerKey, claims))).statusCode).toBe(200);
    const user = await server.db.selectFrom('users').selectAll().where('email', '=', claims.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ google_subject: claims.sub, google_proven_email: claims.email });
  });

  test.each([
    ['another audience', { aud: 'someone-elses-client' }],
    ['the sandbox audience', { aud: 'sandbox-google' }],
    ['another issuer', { iss: 'https://accounts.google.com.evil.example' }],
    ['an expiry an hour ago', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['an iat 10 minutes ahead', { iat: Math.floor(Date.now() / 1000) + 600 }],
    ['another client as the authorised party', { azp: 'someone-elses-client' }],
    ['our client among several audiences, with no authorised party', { aud: [GOOGLE_CLIENT_ID, 'someone-elses-client'], azp: undefined }],
    ['no nonce', { nonce: undefined }],
  ])('%s is 401 Authorize Error.', async (_name, changes) => {
    const response = await verifyGoogle(await signIdToken(providerKey, { ...(await googleClaims()), ...changes }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'Authorize Error.' });
  });

  test('a key the provider does not publish is 401 Authorize Error.', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const response = await verifyGoogle(await signIdToken({ kid: 'unknown-key', privateKey }, await googleClaims()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'Authorize Error.' });
  });

  test('our client among several audiences, named as the authorised party, is accepted; a replay is not', async () => {
    const token = await signIdToken(providerKey, { ...(await googleClaims()), aud: [GOOGLE_CLIENT_ID, 'another-of-ours'] });
    expect((await verifyGoogle(token)).statusCode).toBe(200);
    expect((await verifyGoogle(token)).statusCode).toBe(401);
  });

  test('the sandbox sign-in page does not exist', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/sandbox/identity/google/authorize?redirect_uri=http://app.test/app/cb' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: 'Not found: GET /api/sandbox/identity/google/authorize' });
  });
});

describe('Apple sign-in when the key set cannot be fetched', () => {
  test('answers 502, not 401 or 500', async () => {
    const token = await signIdToken(providerKey, { iss: 'https://appleid.apple.com', aud: APPLE_CLIENT_ID, sub: 'apple-1', email: uniqueEmail(), email_verified: 'true' });
    const response = await server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { idtoken: token, authcode: 'c' } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ failure: 'Apple sign-in is unavailable right now. Please try again.' });
  });
});
