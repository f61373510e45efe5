import { addPasskey, post, TEST_SITE } from './helpers/passkeys';
import { SoftwareAuthenticator } from './helpers/softwareAuthenticator';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, signIn, type SignedInUser } from './helpers/users';

// Confirming one's identity with a passkey (POST /api/account/reauth `passkey`), for the actions a
// stolen session token must not reach.

let now = Date.now();
const MINUTE_MS = 60_000;
const server = setupTestServer({}, { clock: () => now });

beforeEach(() => {
  now = Date.now();
});

type Headers = Record<string, string>;
const reauth = (headers: Headers, proof: object) => post(server, '/api/account/reauth', headers, proof);
const proofOptions = (headers: Headers) => post(server, '/api/passkeys/proof-options', headers);
/** A sensitive action: refused (403) without a recent proof. */
const needsProof = (headers: Headers) => post(server, '/api/passkeys/registration-options', headers);

async function customerWithPasskey(): Promise<SignedInUser & { authenticator: SoftwareAuthenticator }> {
  const user = await createSignedInUser(server);
  const { authenticator, response } = await addPasskey(server, user.headers);
  if (response.statusCode !== 201) throw new Error(response.body);
  return { ...user, authenticator };
}

test("one of the account's passkeys confirms this session for REAUTH_MINUTES", async () => {
  const user = await customerWithPasskey();
  now += 11 * MINUTE_MS;
  expect((await needsProof(user.headers)).statusCode).toBe(403);

  const options = await proofOptions(user.headers);
  expect(options.statusCode).toBe(200);
  expect(options.json()).toMatchObject({ rpId: 'app.test', userVerification: 'preferred', allowCredentials: [{ id: user.authenticator.credentialId, type: 'public-key' }] });
  const confirmed = await reauth(user.headers, { passkey: user.authenticator.assert(options.json(), TEST_SITE) });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toEqual({ success: true, message: 'Thank you. Your identity is confirmed for 10 minutes.', reauthenticated_until: new Date(now + 10 * MINUTE_MS).toISOString() });
  expect((await needsProof(user.headers)).statusCode).toBe(200);
  const row = await server.db.selectFrom('passkeys').select(['counter', 'last_used_at']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  expect(Number(row.counter)).toBe(user.authenticator.counter);
  expect(new Date(row.last_used_at!).getTime()).toBe(now);
});

test("a challenge handed to another session proves nothing here (403, never 401), and that session's stays usable", async () => {
  const user = await customerWithPasskey();
  const otherHeaders = authHeader(await signIn(server, user.email, user.password));
  now += 11 * MINUTE_MS;
  const othersOptions = (await proofOptions(otherHeaders)).json();
  const refused = await reauth(user.headers, { passkey: user.authenticator.assert(othersOptions, TEST_SITE) });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ failure: 'This passkey request has expired or was already used. Please try again.' });
  expect((await needsProof(user.headers)).statusCode).toBe(403);
  expect((await reauth(otherHeaders, { passkey: user.authenticator.assert(othersOptions, TEST_SITE) })).statusCode).toBe(200);
});

test("another account's passkey does not confirm this one", async () => {
  const user = await customerWithPasskey();
  const stranger = await customerWithPasskey();
  now += 11 * MINUTE_MS;
  const options = (await proofOptions(user.headers)).json();
  const refused = await reauth(user.headers, { passkey: stranger.authenticator.assert(options, TEST_SITE) });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ failure: 'This passkey belongs to another account. Please use a passkey of this account.' });
  expect((await needsProof(user.headers)).statusCode).toBe(403);
});

test('a sign-in challenge, or a replayed proof, does not confirm', async () => {
  const user = await customerWithPasskey();
  now += 11 * MINUTE_MS;
  const signInOptions = (await post(server, '/api/passkeys/sign-in-options')).json();
  expect((await reauth(user.headers, { passkey: user.authenticator.assert(signInOptions, TEST_SITE) })).statusCode).toBe(403);

  const proof = user.authenticator.assert((await proofOptions(user.headers)).json(), TEST_SITE);
  expect((await reauth(user.headers, { passkey: proof })).statusCode).toBe(200);
  const replayed = await reauth(user.headers, { passkey: proof });
  expect(replayed.statusCode).toBe(403);
  expect(replayed.json()).toEqual({ failure: 'This passkey request has expired or was already used. Please try again.' });
});

test('proof options for an account without a passkey: 400 with a clear message', async () => {
  const user = await createSignedInUser(server);
  const response = await proofOptions(user.headers);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ failure: 'This account has no passkey yet.' });
});

describe('a refused passkey proof counts in the sign-in budget', () => {
  const limited = setupTestServer({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3' }, { clock: () => now });

  test('three refused proofs lock the session, even for its right password', async () => {
    const user = await createSignedInUser(limited);
    const { authenticator } = await addPasskey(limited, user.headers);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const options = (await post(limited, '/api/passkeys/proof-options', user.headers)).json();
      const refused = await post(limited, '/api/account/reauth', user.headers, { passkey: authenticator.assert(options, { origin: 'https://evil.example', rpId: 'app.test' }) });
      expect(refused.statusCode).toBe(403);
    }
    const locked = await post(limited, '/api/account/reauth', user.headers, { current_password: user.password });
    expect(locked.statusCode).toBe(429);
  });
});
