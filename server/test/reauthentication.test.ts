import { changeEmail, changePassword, createSocialUser, getProfile, mailedToken, sandboxIdToken, sandboxIdTokenWith } from './helpers/accountChanges';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, signIn, uniqueEmail } from './helpers/users';

// A session token alone can change neither the password nor the email.
const server = setupTestServer();

const CURRENT_PASSWORD_REQUIRED = { failure: 'Please enter your current password.' };
const CURRENT_PASSWORD_WRONG = { failure: 'Your current password is not correct.' };

async function signInWorks(email: string, password: string): Promise<boolean> {
  const response = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: email, password } });
  return response.statusCode === 200;
}

describe('an account with a password', () => {
  test.each([
    ['no current password', {}, 400, CURRENT_PASSWORD_REQUIRED],
    ['an empty one', { current_password: '' }, 400, { failure: 'Invalid request: body/current_password must NOT have fewer than 1 characters.' }],
    ['a wrong one', { current_password: 'not my password' }, 403, CURRENT_PASSWORD_WRONG],
    ['an ID token instead', { id_token: 'eyJ.x.y' }, 400, CURRENT_PASSWORD_REQUIRED],
  ])('update-password with %s is refused (never 401), and the password stays', async (_case, proof, status, body) => {
    const user = await createSignedInUser(server);
    const response = await changePassword(server, user.headers, 'a new password 1', proof);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(await signInWorks(user.email, user.password)).toBe(true);
    expect(await signInWorks(user.email, 'a new password 1')).toBe(false);
    // The session that asked is still signed in.
    expect((await getProfile(server, user.headers)).statusCode).toBe(200);
  });

  test.each([
    ['no current password', {}, 400, CURRENT_PASSWORD_REQUIRED],
    ['a wrong one', { current_password: 'not my password' }, 403, CURRENT_PASSWORD_WRONG],
  ])('webupdateemail with %s is refused and mails nobody', async (_case, proof, status, body) => {
    const user = await createSignedInUser(server);
    const newEmail = uniqueEmail('wanted');
    const response = await changeEmail(server, user.headers, newEmail, proof);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, newEmail)).toEqual([]);
    expect((await getProfile(server, user.headers)).json()).toMatchObject({ email: user.email });
  });

  test('the right current password is accepted by both', async () => {
    const user = await createSignedInUser(server);
    expect((await changeEmail(server, user.headers, uniqueEmail(), { current_password: user.password })).statusCode).toBe(200);
    expect((await changePassword(server, user.headers, 'a new password 2', { current_password: user.password })).statusCode).toBe(200);
    expect(await signInWorks(user.email, 'a new password 2')).toBe(true);
  });
});

describe('wrong current passwords count in sign-in\'s budget', () => {
  const limited = setupTestServer({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3' });

  test('three wrong guesses through update-password and webupdateemail lock the guessing session, not the customer', async () => {
    const user = await createSignedInUser(limited);
    expect((await changePassword(limited, user.headers, 'guessing 1', { current_password: 'guess 1' })).statusCode).toBe(403);
    expect((await changeEmail(limited, user.headers, uniqueEmail(), { current_password: 'guess 2' })).statusCode).toBe(403);
    expect((await changePassword(limited, user.headers, 'guessing 3', { current_password: 'guess 3' })).statusCode).toBe(403);
    // The session's guesses are sign-in attempts of that device: it is locked, even for the right password.
    const refused = await changePassword(limited, user.headers, 'guessing 4', { current_password: user.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().failure).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    // Whoever holds a stolen token locks only themselves: the customer still signs in elsewhere.
    const signInAgain = await limited.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: user.email, password: user.password } });
    expect(signInAgain.statusCode).toBe(200);
  });
});

describe('an account without a password (Google or Apple sign-in only)', () => {
  test('its profile says so and names its provider', async () => {
    const user = await createSocialUser(server, 'apple');
    expect((await getProfile(server, user.headers)).json()).toMatchObject({ has_password: false, social_providers: ['apple'] });
  });

  test('confirms with a fresh sign-in with its provider: it may set a password, then has one', async () => {
    const user = await createSocialUser(server, 'google');
    const idToken = await sandboxIdToken(server, 'google', user.email);
    const response = await changePassword(server, user.headers, 'my first password', { id_token: idToken });
    expect(response.statusCode).toBe(200);
    expect(await signIn(server, user.email, 'my first password')).toEqual(expect.any(String));
    expect((await getProfile(server, user.headers)).json()).toMatchObject({ has_password: true });
  });

  test('an ID token confirms once: the same token again, or the token of a sign-in, is refused', async () => {
    const user = await createSocialUser(server, 'google');
    const idToken = await sandboxIdToken(server, 'google', user.email);
    expect((await changeEmail(server, user.headers, uniqueEmail('first'), { id_token: idToken })).statusCode).toBe(200);
    const replay = await changeEmail(server, user.headers, uniqueEmail('second'), { id_token: idToken });
    expect(replay.statusCode).toBe(403);

    const signInToken = await sandboxIdToken(server, 'google', user.email);
    expect((await server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${signInToken}` })).statusCode).toBe(200);
    expect((await changePassword(server, user.headers, 'taken over', { id_token: signInToken })).statusCode).toBe(403);
    await expect(signIn(server, user.email, 'taken over')).rejects.toThrow('sign-in failed: 400');
  });

  test('an Apple account confirms an email change with a fresh Apple sign-in', async () => {
    const user = await createSocialUser(server, 'apple');
    const newEmail = uniqueEmail('moved');
    const response = await changeEmail(server, user.headers, newEmail, { id_token: await sandboxIdToken(server, 'apple', user.email) });
    expect(response.statusCode).toBe(200);
    expect(await mailedToken(server, newEmail, '/api/account/confirm-email-change')).not.toBe('');
  });

  test.each([
    ['nothing', async () => ({}), 400, { failure: 'Please confirm with Google or Apple first.' }],
    ['a password', async () => ({ current_password: 'anything at all' }), 400, { failure: 'Your account has no password: confirm with Google or Apple instead.' }],
    ['garbage', async () => ({ id_token: 'not-a-jwt' }), 403, { failure: 'That sign-in does not confirm this account. Please sign in again with the Google or Apple account you use here.' }],
    [
      "another person's fresh sign-in",
      async () => ({ id_token: await sandboxIdToken(server, 'google', uniqueEmail('someone-else')) }),
      403,
      { failure: 'That sign-in does not confirm this account. Please sign in again with the Google or Apple account you use here.' },
    ],
    [
      'a sign-in with the other provider',
      async (email: string) => ({ id_token: await sandboxIdToken(server, 'apple', email) }),
      403,
      { failure: 'That sign-in does not confirm this account. Please sign in again with the Google or Apple account you use here.' },
    ],
  ])('%s does not confirm (never 401), and nothing changes', async (_case, proofOf, status, body) => {
    const user = await createSocialUser(server, 'google');
    const proof = await proofOf(user.email);
    const password = await changePassword(server, user.headers, 'a password of mine', proof);
    expect(password.statusCode).toBe(status);
    expect(password.json()).toEqual(body);
    const newEmail = uniqueEmail('wanted');
    const email = await changeEmail(server, user.headers, newEmail, proof);
    expect(email.statusCode).toBe(status);
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, newEmail)).toEqual([]);
    expect((await getProfile(server, user.headers)).json()).toMatchObject({ email: user.email, has_password: false });
  });

  test('a sign-in older than five minutes does not confirm, a recent one does', async () => {
    const user = await createSocialUser(server, 'google');
    const now = Math.floor(Date.now() / 1000);
    const stale = await sandboxIdTokenWith(server, 'google', user.subject, { iat: now - 6 * 60 });
    const refused = await changePassword(server, user.headers, 'a password of mine', { id_token: stale });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ failure: 'That sign-in is too old. Please sign in again with Google or Apple.' });
    const recent = await sandboxIdTokenWith(server, 'google', user.subject, { iat: now - 4 * 60 });
    expect((await changePassword(server, user.headers, 'a password of mine', { id_token: recent })).statusCode).toBe(200);
  });
});
