import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { createSocialUser, sandboxIdToken } from './helpers/accountChanges';
import { giveSavedCard, setupEsimTestServer } from './helpers/esimTestServer';
import { setupTestServer, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { authHeader, createSignedInUser, signIn, type SignedInUser } from './helpers/users';

// A session token alone (stolen, or left signed in) must not delete the account, buy an eSIM on
// the saved card, nor read the eSIM's activation code: those need a recent proof of identity.

/** The app's clock, frozen so that a proof's age is exact; tests move it forward. */
let now = Date.now();
const MINUTE_MS = 60_000;
const { server, payments } = setupEsimTestServer({ clock: () => now });

const CONFIRM_FIRST = { failure: 'Please confirm your password first.' };
const CONFIRMED_MESSAGE = 'Thank you. Your identity is confirmed for 10 minutes.';

type Headers = Record<string, string>;

function reauth(target: TestServer, headers: Headers, proof: object) {
  return target.app.inject({ method: 'POST', url: '/api/account/reauth', headers, payload: proof });
}
const deleteAccount = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers });
const esimDetails = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/esim/details', headers });
const esimActivation = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/esim/activation', headers });
const profile = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers });
/** The same purchase (key) is sent with the same reCAPTCHA pass, as a retry is; a new one gets a new pass. */
const passOfPurchase = new Map<string, string>();
function buyEsim(headers: Headers, key: string) {
  if (!passOfPurchase.has(key)) passOfPurchase.set(key, sandboxRecaptchaToken());
  return server.app.inject({ method: 'POST', url: '/api/webpurchaseesim', headers: { ...headers, 'idempotency-key': key }, payload: { plan_id: 1, recaptcha_token: passOfPurchase.get(key) } });
}

/** Time passes: a sign-in this long ago no longer proves anything. */
function minutesPass(minutes: number): void {
  now += minutes * MINUTE_MS;
}

beforeEach(() => {
  now = Date.now();
});

describe('POST /api/account/reauth', () => {
  test('the current password confirms this session for REAUTH_MINUTES: the deletion refused before goes through', async () => {
    const user = await createSignedInUser(server);
    minutesPass(11);
    const refused = await deleteAccount(user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CONFIRM_FIRST);
    expect((await profile(user.headers)).statusCode).toBe(200);

    const confirmed = await reauth(server, user.headers, { current_password: user.password });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: CONFIRMED_MESSAGE, reauthenticated_until: new Date(now + 10 * MINUTE_MS).toISOString() });

    // At once, though the refused request left the session kept in memory (read-your-writes).
    const deleted = await deleteAccount(user.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect((await profile(user.headers)).statusCode).toBe(401);
  });

  test.each([
    ['a wrong password', { current_password: 'not my password' }, 403, { failure: 'Your current password is not correct.' }],
    ['no password', {}, 400, { failure: 'Please enter your current password.' }],
    ['an ID token instead', { id_token: 'eyJ.x.y' }, 400, { failure: 'Please enter your current password.' }],
  ])('%s confirms nothing (never a 401)', async (_case, proof, status, body) => {
    const user = await createSignedInUser(server);
    minutesPass(11);
    const response = await reauth(server, user.headers, proof);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect((await esimActivation(user.headers)).json()).toEqual(CONFIRM_FIRST);
    expect((await profile(user.headers)).statusCode).toBe(200);
  });

  test('takes JSON only, and needs a session', async () => {
    const user = await createSignedInUser(server);
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/account/reauth',
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `current_password=${encodeURIComponent(user.password)}`,
    });
    expect(form.statusCode).toBe(415);
    const anonymous = await reauth(server, {}, { current_password: user.password });
    expect(anonymous.statusCode).toBe(401);
  });

  test('an account without a password confirms with a fresh provider sign-in, and that ID token confirms once', async () => {
    const user = await createSocialUser(server, 'google');
    minutesPass(11);
    expect((await esimActivation(user.headers)).json()).toEqual(CONFIRM_FIRST);
    // Its answer without a proof is the same words: the SPA picks the way to confirm from has_password.
    expect((await deleteAccount(user.headers)).json()).toEqual(CONFIRM_FIRST);
    expect((await reauth(server, user.headers, {})).json()).toEqual({ failure: 'Please confirm with Google or Apple first.' });

    const idToken = await sandboxIdToken(server, 'google', user.email);
    const confirmed = await reauth(server, user.headers, { id_token: idToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, message: CONFIRMED_MESSAGE });
    expect((await esimActivation(user.headers)).statusCode).toBe(200);

    minutesPass(11);
    const replay = await reauth(server, user.headers, { id_token: idToken });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ failure: 'That sign-in is too old. Please sign in again with Google or Apple.' });
    expect((await esimActivation(user.headers)).json()).toEqual(CONFIRM_FIRST);
  });
});

describe('the proof', () => {
  test('lasts exactly REAUTH_MINUTES from the sign-in', async () => {
    const user = await createSignedInUser(server);
    now += 10 * MINUTE_MS - 1;
    expect((await esimActivation(user.headers)).statusCode).toBe(200);
    now += 1;
    const expired = await esimActivation(user.headers);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(CONFIRM_FIRST);
  });

  test('lasts REAUTH_MINUTES from a reauth, then is needed again', async () => {
    const user = await createSignedInUser(server);
    minutesPass(30);
    expect((await reauth(server, user.headers, { current_password: user.password })).statusCode).toBe(200);
    minutesPass(9);
    expect((await esimActivation(user.headers)).statusCode).toBe(200);
    minutesPass(1);
    expect((await deleteAccount(user.headers)).json()).toEqual(CONFIRM_FIRST);
    expect((await profile(user.headers)).statusCode).toBe(200);
  });

  test("covers only the session that gave it, not the account's other sessions", async () => {
    const user = await createSignedInUser(server);
    const other = authHeader(await signIn(server, user.email, user.password));
    minutesPass(11);
    expect((await reauth(server, user.headers, { current_password: user.password })).statusCode).toBe(200);
    expect((await esimActivation(user.headers)).statusCode).toBe(200);
    expect((await esimActivation(other)).json()).toEqual(CONFIRM_FIRST);
    expect((await deleteAccount(other)).json()).toEqual(CONFIRM_FIRST);
    expect((await profile(user.headers)).statusCode).toBe(200);
  });
});

describe('on two instances of one database', () => {
  const { server: first, other: second } = twoServersOnOneDatabase({}, () => ({ clock: () => now }));

  test('a proof given on one instance is honoured by the other at once, though it keeps the session in memory', async () => {
    const user = await createSignedInUser(first);
    const activation = () => second.app.inject({ method: 'GET', url: '/api/esim/activation', headers: user.headers });
    expect((await activation()).statusCode).toBe(200);
    minutesPass(11);
    expect((await activation()).json()).toEqual(CONFIRM_FIRST);
    expect((await reauth(first, user.headers, { current_password: user.password })).statusCode).toBe(200);
    expect((await activation()).statusCode).toBe(200);
  });
});

describe('the stolen-token attack', () => {
  async function victimWithCard(): Promise<SignedInUser> {
    const victim = await createSignedInUser(server);
    await giveSavedCard(server, victim.userId);
    return victim;
  }
  const chargesOf = (userId: number) => payments.charges.filter((charge) => charge.customerId === `cus_test_${userId}`);
  const paymentsOf = (userId: number) => server.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute();

  test('a token signed in more than 10 minutes ago can neither delete the account, buy an eSIM, nor read its activation code', async () => {
    const victim = await victimWithCard();
    expect((await buyEsim(victim.headers, randomUUID())).statusCode).toBe(200);
    const activationCode = (await esimActivation(victim.headers)).json<{ textQrCode: string }>().textQrCode;
    expect(activationCode).toMatch(/^LPA:/);

    minutesPass(11);
    // The details still say there is an eSIM (every dashboard page reads them), without its code.
    const details = await esimDetails(victim.headers);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ success: true, textQrCode: null, activation_code_hidden: true });
    const activation = await esimActivation(victim.headers);
    expect(activation.statusCode).toBe(403);
    expect(activation.json()).toEqual(CONFIRM_FIRST);
    expect((await deleteAccount(victim.headers)).json()).toEqual(CONFIRM_FIRST);
    expect((await profile(victim.headers)).statusCode).toBe(200);

    // A fresh sign-in (the owner, who knows the password) can.
    const fresh = authHeader(await signIn(server, victim.email, victim.password));
    expect((await esimActivation(fresh)).json()).toEqual({ success: true, textQrCode: activationCode });
    expect((await deleteAccount(fresh)).statusCode).toBe(200);
  });

  test('a purchase refused for want of a proof charges nothing and spends nothing: the same request goes through after a reauth', async () => {
    const victim = await victimWithCard();
    minutesPass(11);
    const key = randomUUID();
    const refused = await buyEsim(victim.headers, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CONFIRM_FIRST);
    expect(chargesOf(victim.userId)).toEqual([]);
    expect(await paymentsOf(victim.userId)).toEqual([]);

    expect((await reauth(server, victim.headers, { current_password: victim.password })).statusCode).toBe(200);
    const bought = await buyEsim(victim.headers, key);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ success: true, message: 'Your eSIM is ready. Scan its QR code to install it.' });
    expect(chargesOf(victim.userId)).toHaveLength(1);
  });

  test('every guarded route says so in the OpenAPI document', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, { description?: string }>> }>();
    for (const [path, method] of [
      ['/api/user/webdelete', 'get'],
      ['/api/webpurchaseesim', 'post'],
      ['/api/esim/activation', 'get'],
    ]) {
      expect({ path, description: docs.paths[path][method].description }).toEqual({ path, description: expect.stringContaining('recent proof of identity') });
    }
    expect(docs.paths['/api/account/reauth'].post).toBeDefined();
  });
});

describe('wrong passwords count in the sign-in attempt budget', () => {
  const limited = setupTestServer({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3', REAUTH_MINUTES: '2' });

  test('three wrong ones lock the guessing session: 429 with Retry-After, even for the right password', async () => {
    const user = await createSignedInUser(limited);
    for (let guess = 1; guess <= 3; guess += 1) {
      expect((await reauth(limited, user.headers, { current_password: `guess ${guess}` })).statusCode).toBe(403);
    }
    const locked = await reauth(limited, user.headers, { current_password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().failure).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
  });

  test('REAUTH_MINUTES sets how long a proof lasts, and the answer says so', async () => {
    const user = await createSignedInUser(limited);
    const before = Date.now();
    const confirmed = await reauth(limited, user.headers, { current_password: user.password });
    expect(confirmed.json()).toMatchObject({ success: true, message: 'Thank you. Your identity is confirmed for 2 minutes.' });
    const until = Date.parse(confirmed.json<{ reauthenticated_until: string }>().reauthenticated_until);
    expect(until - before).toBeGreaterThanOrEqual(2 * MINUTE_MS);
    expect(until - Date.now()).toBeLessThanOrEqual(2 * MINUTE_MS);
  });

  test('REAUTH_MINUTES must be a whole number of minutes, at least 1', () => {
    expect(loadConfig({}).reauthMs).toBe(10 * MINUTE_MS);
    expect(() => loadConfig({ REAUTH_MINUTES: '0' })).toThrow('REAUTH_MINUTES must be at least 1');
    expect(() => loadConfig({ REAUTH_MINUTES: 'ten' })).toThrow('REAUTH_MINUTES must be a non-negative integer');
  });
});
