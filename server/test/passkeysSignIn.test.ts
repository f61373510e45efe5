import { DEVICE_COOKIE_NAME } from '../src/auth/deviceCookie';
import { mailsTo } from './helpers/outbox';
import { addPasskey, passkeySignIn, post, registrationOptions, signInOptions, signInWith, TEST_SITE } from './helpers/passkeys';
import { SoftwareAuthenticator } from './helpers/softwareAuthenticator';
import { setupTestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { authHeader, createSignedInUser, type SignedInUser } from './helpers/users';

// Signing in with a passkey: the same answer and side effects as a password sign-in, refused
// answers each with its own message.

/** The app's clock: challenges' 5 minutes and sessions' proofs end exactly; tests move it. */
let now = Date.now();
const MINUTE_MS = 60_000;
const server = setupTestServer({}, { clock: () => now });

beforeEach(() => {
  now = Date.now();
});

const STALE = { failure: 'This passkey request has expired or was already used. Please try again.' };
const UNKNOWN = { failure: 'This passkey is not registered with any account here. Please sign in another way.' };
const COUNTER_BACKWARDS = {
  failure: "This passkey's signature counter went backwards, which happens when a passkey is copied. Please sign in another way and remove this passkey.",
};

/** A customer with a passkey held by `authenticator`. */
async function customerWithPasskey(authenticator = new SoftwareAuthenticator()): Promise<SignedInUser & { authenticator: SoftwareAuthenticator }> {
  const user = await createSignedInUser(server);
  const { response } = await addPasskey(server, user.headers, authenticator);
  if (response.statusCode !== 201) throw new Error(`adding the passkey failed: ${response.statusCode} ${response.body}`);
  return { ...user, authenticator };
}

const registrationOptionsOf = (user: SignedInUser) => registrationOptions(server, user.headers);
const passkeyRow = (userId: number) => server.db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

describe('sign-in options', () => {
  test('ask for a discoverable credential of this site, no email and none listed', async () => {
    const options = await signInOptions(server);
    expect(options).toEqual({ challenge: expect.any(String), rpId: 'app.test', allowCredentials: [], userVerification: 'preferred', timeout: 5 * MINUTE_MS });
  });
});

describe('signing in with a passkey', () => {
  test('answers as a password sign-in does, with a new session that counts as a recent proof', async () => {
    const user = await customerWithPasskey();
    const password = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: user.email, password: user.password } });
    now += 30 * MINUTE_MS;
    const response = await passkeySignIn(server, user.authenticator);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ user_token: string }>();
    expect(answer).toEqual({ user_token: expect.any(String), is_migrated: false, redirect_url: null });
    expect(Object.keys(answer).sort()).toEqual(Object.keys(password.json()).sort());
    // As a sign-in does: this browser becomes a known device of the account.
    expect(String(response.headers['set-cookie'])).toContain(`${DEVICE_COOKIE_NAME}=`);

    const headers = authHeader(answer.user_token);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers })).json()).toMatchObject({ email: user.email });
    // Fresh proof: a sensitive action needs no reauth (the password session's proof is 30 minutes old).
    expect((await post(server, '/api/passkeys/registration-options', headers)).statusCode).toBe(200);
    expect((await post(server, '/api/passkeys/registration-options', user.headers)).statusCode).toBe(403);

    const row = await passkeyRow(user.userId);
    expect(new Date(row.last_used_at!).getTime()).toBe(now);
    expect(Number(row.counter)).toBe(user.authenticator.counter);
  });

  test('a browser the account does not know is told of by email, as for a password sign-in', async () => {
    const user = await customerWithPasskey();
    const before = mailsTo(server, user.email).length;
    expect((await passkeySignIn(server, user.authenticator)).statusCode).toBe(200);
    await server.app.backgroundTasks.idle();
    const mails = mailsTo(server, user.email).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['New sign-in to your SLYNUMBER account']);
  });

  test('the counter must go up; an authenticator without one (both 0) signs in every time', async () => {
    const user = await customerWithPasskey(new SoftwareAuthenticator({ startCounter: 5 }));
    expect((await passkeySignIn(server, user.authenticator)).statusCode).toBe(200);
    expect(Number((await passkeyRow(user.userId)).counter)).toBe(6);
    for (const counter of [6, 3]) {
      const copied = await passkeySignIn(server, user.authenticator, { counter });
      expect(copied.statusCode).toBe(401);
      expect(copied.json()).toEqual(COUNTER_BACKWARDS);
    }
    expect(Number((await passkeyRow(user.userId)).counter)).toBe(6);

    const synced = await customerWithPasskey(new SoftwareAuthenticator({ counting: false }));
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await passkeySignIn(server, synced.authenticator)).statusCode).toBe(200);
  });

  test('a counter of 0 after a counting one is refused', async () => {
    const user = await customerWithPasskey();
    const copied = await passkeySignIn(server, user.authenticator, { counter: 0 });
    expect(copied.statusCode).toBe(401);
    expect(copied.json()).toEqual(COUNTER_BACKWARDS);
  });

  test.each([
    ['another origin', { origin: 'https://app.test.evil.example', rpId: 'app.test' }, 'This passkey answer was made for another website. Please use the passkey on this site.'],
    ['another relying party id', { origin: 'http://app.test', rpId: 'evil.example' }, 'This passkey belongs to another website.'],
  ])('an answer made for %s is refused', async (_case, site, failure) => {
    const user = await customerWithPasskey();
    const response = await passkeySignIn(server, user.authenticator, {}, site);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure });
  });

  test('an answer is used once: replayed, it is refused', async () => {
    const user = await customerWithPasskey();
    const assertion = user.authenticator.assert(await signInOptions(server), TEST_SITE);
    expect((await signInWith(server, assertion)).statusCode).toBe(200);
    const replayed = await signInWith(server, assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(STALE);
  });

  test('a challenge is good for 5 minutes', async () => {
    const user = await customerWithPasskey();
    const options = await signInOptions(server);
    now += 5 * MINUTE_MS + 1;
    const late = await signInWith(server, user.authenticator.assert(options, TEST_SITE));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(STALE);
  });

  test("a challenge handed out for something else (a session's proof of identity) does not sign in", async () => {
    const user = await customerWithPasskey();
    const proof = await post(server, '/api/passkeys/proof-options', user.headers);
    const response = await signInWith(server, user.authenticator.assert(proof.json(), TEST_SITE));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(STALE);
  });

  test('a passkey never added, removed, or of a deleted account is refused', async () => {
    expect((await passkeySignIn(server, new SoftwareAuthenticator())).json()).toEqual(UNKNOWN);

    const removed = await customerWithPasskey();
    const { id } = (await server.app.inject({ method: 'GET', url: '/api/passkeys', headers: removed.headers })).json<{ passkeys: { id: number }[] }>().passkeys[0];
    expect((await server.app.inject({ method: 'DELETE', url: `/api/passkeys/${id}`, headers: removed.headers })).statusCode).toBe(200);
    const afterRemoval = await passkeySignIn(server, removed.authenticator);
    expect(afterRemoval.statusCode).toBe(401);
    expect(afterRemoval.json()).toEqual(UNKNOWN);

    const deleted = await customerWithPasskey();
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: deleted.headers })).statusCode).toBe(200);
    const afterDeletion = await passkeySignIn(server, deleted.authenticator);
    expect(afterDeletion.statusCode).toBe(401);
    expect(afterDeletion.json()).toEqual(UNKNOWN);
  });

  test("a post-quantum passkey's long signature (ML-DSA-87: 4,627 bytes) reaches the check rather than the body's bounds", async () => {
    const user = await customerWithPasskey();
    const assertion = user.authenticator.assert(await signInOptions(server), TEST_SITE);
    const longSignature = Buffer.alloc(4627, 7).toString('base64url');
    const response = await signInWith(server, { ...assertion, response: { ...assertion.response, signature: longSignature } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'This passkey answer could not be verified. Please try again.' });
  });

  test('an answer claiming another credential than the one that signed is refused', async () => {
    const victim = await customerWithPasskey();
    const attacker = new SoftwareAuthenticator();
    const response = await passkeySignIn(server, attacker, { credentialId: victim.authenticator.credentialId, userHandle: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: 'This passkey answer could not be verified. Please try again.' });
  });
});

test("an answer naming another account's user handle than the passkey's is refused", async () => {
  const user = await customerWithPasskey();
  const stranger = await registrationOptionsOf(await createSignedInUser(server));
  const response = await passkeySignIn(server, user.authenticator, { userHandle: stranger.user.id });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ failure: 'This passkey answer could not be verified. Please try again.' });
});

describe('failed passkey sign-ins count in the sign-in budget of wrong passwords', () => {
  const PER_ACCOUNT = 3;
  const limited = setupTestServer({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(PER_ACCOUNT), RATE_LIMIT_SIGN_IN_PER_IP: '6' }, { clock: () => now });
  let lastIp = 0;
  const freshIp = () => `198.51.100.${(lastIp += 1)}`;

  async function limitedCustomer(): Promise<SignedInUser & { authenticator: SoftwareAuthenticator }> {
    const user = await createSignedInUser(limited);
    const authenticator = new SoftwareAuthenticator();
    const { response } = await addPasskey(limited, user.headers, authenticator);
    if (response.statusCode !== 201) throw new Error(response.body);
    return { ...user, authenticator };
  }
  const passwordSignIn = (email: string, password: string, ip: string) =>
    limited.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: email, password }, remoteAddress: ip });

  test("refused passkey answers lock the account's sign-in from that source, password included", async () => {
    const user = await limitedCustomer();
    const ip = freshIp();
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await passkeySignIn(limited, user.authenticator, {}, { origin: 'https://evil.example', rpId: 'app.test' }, { remoteAddress: ip })).statusCode).toBe(401);
    }
    const locked = await passwordSignIn(user.email, user.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().failure).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    expect((await passkeySignIn(limited, user.authenticator, {}, TEST_SITE, { remoteAddress: ip })).statusCode).toBe(429);
  });

  test('wrong passwords lock passkey sign-in too; a passkey sign-in ends its own streak as a right password does', async () => {
    const user = await limitedCustomer();
    const ip = freshIp();
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) expect((await passwordSignIn(user.email, 'wrong password', ip)).statusCode).toBe(400);
    const locked = await passkeySignIn(limited, user.authenticator, {}, TEST_SITE, { remoteAddress: ip });
    expect(locked.statusCode).toBe(429);

    const other = freshIp();
    expect((await passwordSignIn(user.email, 'wrong password', other)).statusCode).toBe(400);
    expect((await passkeySignIn(limited, user.authenticator, {}, TEST_SITE, { remoteAddress: other })).statusCode).toBe(200);
    // The streak ended: two more wrong passwords from there are not yet a lock.
    for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt += 1) expect((await passwordSignIn(user.email, 'wrong password', other)).statusCode).toBe(400);
    expect((await passwordSignIn(user.email, user.password, other)).statusCode).toBe(200);
  });

  test('unknown passkeys count per source address, as unknown emails do', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await passkeySignIn(limited, new SoftwareAuthenticator(), {}, TEST_SITE, { remoteAddress: ip })).statusCode).toBe(401);
    }
    const user = await limitedCustomer();
    expect((await passwordSignIn(user.email, user.password, ip)).statusCode).toBe(429);
  });

  test('sign-in options are limited per source address as sign-in is (RATE_LIMIT_SIGN_IN_PER_IP in the window)', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await post(limited, '/api/passkeys/sign-in-options', {}, undefined, { remoteAddress: ip })).statusCode).toBe(200);
    const refused = await post(limited, '/api/passkeys/sign-in-options', {}, undefined, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('across instances', () => {
  const { server: first, other: second } = twoServersOnOneDatabase({}, () => ({ clock: () => now }));

  test('a challenge from one instance is answered at another, once: of two copies sent at once, one signs in', async () => {
    const user = await createSignedInUser(first);
    const { authenticator, response } = await addPasskey(first, user.headers);
    expect(response.statusCode).toBe(201);

    const handedOut = await signInOptions(first);
    expect((await signInWith(second, authenticator.assert(handedOut, TEST_SITE))).statusCode).toBe(200);

    const assertion = authenticator.assert(await signInOptions(second), TEST_SITE);
    const answers = await Promise.all([signInWith(first, assertion), signInWith(second, assertion)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)!.json()).toEqual(STALE);
  });
});
