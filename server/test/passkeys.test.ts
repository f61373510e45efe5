import { addPasskey, post, registrationOptions, TEST_SITE } from './helpers/passkeys';
import { SoftwareAuthenticator } from './helpers/softwareAuthenticator';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, signIn, authHeader, type SignedInUser } from './helpers/users';

// Adding, listing and removing passkeys: the account's owner, with a recent proof of identity.

/** The app's clock, so that a sign-in's proof and a challenge's 5 minutes end exactly; tests move it. */
let now = Date.now();
const MINUTE_MS = 60_000;
const server = setupTestServer({}, { clock: () => now });

beforeEach(() => {
  now = Date.now();
});

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const listOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/passkeys', headers: user.headers })).json();
const remove = (user: SignedInUser, id: number | string) => server.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, headers: user.headers });

describe('adding a passkey', () => {
  test('options ask for a discoverable credential for this site; the answer is stored with its trimmed label and listed', async () => {
    const user = await createSignedInUser(server);
    const options = await registrationOptions(server, user.headers);
    expect(options).toMatchObject({
      rp: { id: 'app.test', name: 'SLYNUMBER' },
      user: { name: user.email, displayName: user.email },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
      timeout: 5 * MINUTE_MS,
    });
    // A handle naming nobody: 32 bytes derived from the account, not its id or email.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);

    const authenticator = new SoftwareAuthenticator({ backedUp: true });
    const credential = authenticator.register(options, TEST_SITE);
    const added = await post(server, '/api/passkeys', user.headers, { credential, label: '  Work laptop  ' });
    expect(added.statusCode).toBe(201);
    const summary = { id: expect.any(Number), label: 'Work laptop', created_at: new Date(now).toISOString(), last_used_at: null, backed_up: true };
    expect(added.json()).toEqual(summary);
    expect(await listOf(user)).toEqual({ passkeys: [summary] });

    const row = await server.db.selectFrom('passkeys').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ credential_id: authenticator.credentialId, transports: ['internal', 'hybrid'], backed_up: true });
    expect(Number(row.counter)).toBe(1);
    // The challenge is used up.
    expect(await server.db.selectFrom('passkey_challenges').select('challenge').where('challenge', '=', options.challenge).execute()).toEqual([]);
  });

  test('without a label, the browser and system name it, as the sessions list does; the next options exclude it', async () => {
    const user = await createSignedInUser(server);
    const authenticator = new SoftwareAuthenticator();
    const credential = authenticator.register(await registrationOptions(server, user.headers), TEST_SITE);
    const added = await post(server, '/api/passkeys', { ...user.headers, 'user-agent': CHROME_ON_MAC }, { credential, label: '   ' });
    expect(added.json()).toMatchObject({ label: 'Chrome on macOS' });

    const next = await registrationOptions(server, user.headers);
    expect(next.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }]);
  });

  test('a label over 60 characters is refused with a clear message', async () => {
    const user = await createSignedInUser(server);
    const { response } = await addPasskey(server, user.headers, new SoftwareAuthenticator(), 'x'.repeat(61));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Invalid request: body/label must NOT have more than 60 characters.' });
  });

  test('needs a recent proof of identity, as the other sensitive actions do', async () => {
    const user = await createSignedInUser(server);
    const options = await registrationOptions(server, user.headers);
    now += 11 * MINUTE_MS;
    const confirmFirst = { failure: 'Please confirm your password first.' };
    const refusedOptions = await post(server, '/api/passkeys/registration-options', user.headers);
    expect(refusedOptions.statusCode).toBe(403);
    expect(refusedOptions.json()).toEqual(confirmFirst);
    const credential = new SoftwareAuthenticator().register(options, TEST_SITE);
    const refused = await post(server, '/api/passkeys', user.headers, { credential });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(confirmFirst);
    expect(await listOf(user)).toEqual({ passkeys: [] });
  });

  test("answers only its own session's challenge, once, within 5 minutes", async () => {
    const user = await createSignedInUser(server);
    const stale = { failure: 'This passkey request has expired or was already used. Please try again.' };
    // Another session of the same account.
    const otherHeaders = authHeader(await signIn(server, user.email, user.password));
    const othersOptions = await registrationOptions(server, otherHeaders);
    const fromOther = await post(server, '/api/passkeys', user.headers, { credential: new SoftwareAuthenticator().register(othersOptions, TEST_SITE) });
    expect(fromOther.statusCode).toBe(400);
    expect(fromOther.json()).toEqual(stale);

    const options = await registrationOptions(server, user.headers);
    const credential = new SoftwareAuthenticator().register(options, TEST_SITE);
    expect((await post(server, '/api/passkeys', user.headers, { credential })).statusCode).toBe(201);
    const again = await post(server, '/api/passkeys', user.headers, { credential });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(stale);

    const late = await registrationOptions(server, user.headers);
    now += 5 * MINUTE_MS + 1;
    const expired = await post(server, '/api/passkeys', user.headers, { credential: new SoftwareAuthenticator().register(late, TEST_SITE) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(stale);
    expect((await listOf(user)).passkeys).toHaveLength(1);
  });

  test.each([
    ['another origin', { origin: 'https://evil.test', rpId: 'app.test' }, 'This passkey answer was made for another website. Please use the passkey on this site.'],
    ['another relying party id', { origin: 'http://app.test', rpId: 'evil.test' }, 'This passkey belongs to another website.'],
  ])('an answer made for %s is refused', async (_case, site, failure) => {
    const user = await createSignedInUser(server);
    const credential = new SoftwareAuthenticator().register(await registrationOptions(server, user.headers), site);
    const response = await post(server, '/api/passkeys', user.headers, { credential });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure });
    expect(await listOf(user)).toEqual({ passkeys: [] });
  });

  test('a tampered answer is refused', async () => {
    const user = await createSignedInUser(server);
    const credential = new SoftwareAuthenticator().register(await registrationOptions(server, user.headers), TEST_SITE);
    const response = await post(server, '/api/passkeys', user.headers, { credential: { ...credential, response: { ...credential.response, attestationObject: 'AAAA' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'This passkey answer could not be verified. Please try again.' });
  });

  test('a passkey already on an account (this one or another) is not added twice', async () => {
    const owner = await createSignedInUser(server);
    const { authenticator } = await addPasskey(server, owner.headers);
    const other = await createSignedInUser(server);
    for (const user of [owner, other]) {
      const { response } = await addPasskey(server, user.headers, authenticator);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ failure: 'This passkey is already added to an account.' });
    }
    expect((await listOf(other)).passkeys).toEqual([]);
  });
});

describe('removing a passkey', () => {
  test("another customer's passkey is a 404 and stays; the owner removes it", async () => {
    const owner = await createSignedInUser(server);
    const { response } = await addPasskey(server, owner.headers);
    const { id } = response.json<{ id: number }>();
    const other = await createSignedInUser(server);
    const refused = await remove(other, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ failure: 'Passkey not found.' });
    expect((await listOf(owner)).passkeys).toHaveLength(1);

    const removed = await remove(owner, id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Passkey removed.' });
    expect(await listOf(owner)).toEqual({ passkeys: [] });
    expect((await remove(owner, id)).statusCode).toBe(404);
  });

  test('needs a recent proof of identity', async () => {
    const owner = await createSignedInUser(server);
    const { id } = (await addPasskey(server, owner.headers)).response.json<{ id: number }>();
    now += 11 * MINUTE_MS;
    const refused = await remove(owner, id);
    expect(refused.statusCode).toBe(403);
    expect((await listOf(owner)).passkeys).toHaveLength(1);
  });
});

test('expired challenges are swept when new ones are handed out', async () => {
  const user = await createSignedInUser(server);
  const old = await registrationOptions(server, user.headers);
  now += 5 * MINUTE_MS + 1;
  await post(server, '/api/passkeys/sign-in-options');
  expect(await server.db.selectFrom('passkey_challenges').select('challenge').where('challenge', '=', old.challenge).execute()).toEqual([]);
});
