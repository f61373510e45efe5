import { createLocalJWKSet, decodeJwt, exportJWK, generateKeyPair, type JWK } from 'jose';
import { createJwtIdentityVerifier } from '../src/providers/identity/jwtIdentityVerifier';
import { changeEmail, mailedToken, submitLinkForm } from './helpers/accountChanges';
import { sandboxKeyOf, signIdToken, type IdTokenClaims, type TokenKey } from './helpers/idTokens';
import { lastMailTo, linkIn, mailsTo } from './helpers/outbox';
import { issueNonce, sandboxIdToken, SOCIAL_CALLBACK } from './helpers/socialTokens';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, createUser, signIn, uniqueEmail } from './helpers/users';

// Pre-hijacking: an address typed at Google or Apple without proof opens nothing, and a mailed
// link that proves the address drops every sign-in that never proved it.
const server = setupTestServer();

type Provider = 'google' | 'apple';
const UNVERIFIED = {
  google: "Your Google account's email address is not verified. Please verify it with Google, or sign up with email and password.",
  apple: "Your Apple ID's email address is not verified. Please verify it with Apple, or sign up with email and password.",
};
const CONFIRM = '/api/account/confirm-email-change';
const UNDO = '/api/account/undo-email-change';

function verify(provider: Provider, idToken: string) {
  return provider === 'google'
    ? server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${encodeURIComponent(idToken)}` })
    : server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { idtoken: idToken, authcode: 'code' } });
}

/** A token from the sandbox page, its 'Email verified' box as given, with a fresh nonce. */
async function pageToken(provider: Provider, email: string, emailVerified = true): Promise<string> {
  return (await sandboxIdToken(server, provider, email, { nonce: await issueNonce(server), emailVerified })).idToken;
}

/** A token signed by the sandbox key with exactly these claims (and a fresh nonce). */
async function signedToken(provider: Provider, claims: Omit<IdTokenClaims, 'iss' | 'aud' | 'nonce'>): Promise<string> {
  return signIdToken(await sandboxKeyOf(server), { iss: server.config.publicUrl, aud: `sandbox-${provider}`, nonce: await issueNonce(server), ...claims });
}

const userRow = (userId: number) => server.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
const usersWith = (email: string) => server.db.selectFrom('users').select('id').where('email', '=', email).execute();
const liveSessions = (userId: number) => server.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

/** A link made by a path that proved nothing: as every link made before links recorded their proof. */
async function linkWithoutProof(userId: number, provider: Provider, subject: string): Promise<void> {
  await server.db.updateTable('users').set(provider === 'google' ? { google_subject: subject } : { apple_subject: subject }).where('id', '=', userId).execute();
}

async function resetPassword(email: string, password = 'a brand new secret') {
  expect((await server.app.inject({ method: 'POST', url: '/api/account/request-password-reset', payload: { email } })).statusCode).toBe(200);
  const link = linkIn(server, await lastMailTo(server, email), '/api/account/reset-password');
  const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
  return server.app.inject({
    method: 'POST',
    url: '/api/account/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, confirm_password: password }).toString(),
  });
}

/** The removal notices mailed to `email`, once mail sent in the background has gone. */
async function removalNotices(email: string) {
  await server.app.backgroundTasks.idle();
  return mailsTo(server, email).filter((mail) => mail.subject.startsWith('We removed'));
}

describe('the attack: an unverified provider email opens nothing', () => {
  test("the attacker's token creates nothing; the victim signs up, resets, links Apple; the attacker still cannot get in", async () => {
    const victimEmail = uniqueEmail('victim');
    const attack = await verify('google', await pageToken('google', victimEmail, false));
    expect(attack.statusCode).toBe(403);
    expect(attack.json()).toEqual({ failure: UNVERIFIED.google });
    expect(await usersWith(victimEmail)).toEqual([]);

    const victim = await createUser(server, { email: victimEmail });
    expect((await resetPassword(victim.email)).statusCode).toBe(200);
    await signIn(server, victim.email, 'a brand new secret');
    const apple = await verify('apple', await pageToken('apple', victim.email));
    expect(apple.statusCode).toBe(200);
    expect(await userRow(victim.userId)).toMatchObject({ apple_subject: expect.stringMatching(/^sandbox-apple-/), apple_proven_email: victim.email, google_subject: null });

    const again = await verify('google', await pageToken('google', victim.email, false));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ failure: UNVERIFIED.google });
    expect((await userRow(victim.userId)).google_subject).toBeNull();
  }, 60_000);

  test('Apple likewise: 403 in Apple words, no account', async () => {
    const email = uniqueEmail('apple-victim');
    const response = await verify('apple', await pageToken('apple', email, false));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ failure: UNVERIFIED.apple });
    expect(await usersWith(email)).toEqual([]);
  });
});

describe('linking by email, or creating, needs the provider to vouch for the email', () => {
  const notVouched: [string, Provider, Partial<IdTokenClaims>][] = [
    ['Google, false', 'google', { email_verified: false }],
    ["Google, 'false'", 'google', { email_verified: 'false' }],
    ['Google, no claim', 'google', {}],
    ['Apple, false', 'apple', { email_verified: false }],
    ["Apple, 'false'", 'apple', { email_verified: 'false' }],
    ['Apple, no claim', 'apple', {}],
    ['Apple, a private relay address marked private but not verified', 'apple', { is_private_email: 'true' }],
  ];

  test.each(notVouched)('%s: an existing account is not linked (403)', async (_name, provider, claims) => {
    const user = await createUser(server);
    const response = await verify(provider, await signedToken(provider, { sub: `${provider}-${user.userId}`, email: user.email, ...claims }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ failure: UNVERIFIED[provider] });
    expect(await userRow(user.userId)).toMatchObject({ google_subject: null, apple_subject: null });
  });

  test.each(notVouched)('%s: no account is created (403)', async (_name, provider, claims) => {
    const email = claims.is_private_email ? `${uniqueEmail('relay').split('@')[0]}@privaterelay.appleid.com` : uniqueEmail('new');
    const response = await verify(provider, await signedToken(provider, { sub: `${provider}-${email}`, email, ...claims }));
    expect(response.statusCode).toBe(403);
    expect(await usersWith(email)).toEqual([]);
  });

  test.each([
    ['Google, true', 'google' as const, true],
    ["Google, 'true'", 'google' as const, 'true'],
    ["Apple, 'true'", 'apple' as const, 'true'],
    ['Apple, true', 'apple' as const, true],
  ])('%s: the account is linked, and the link records the address it proved', async (_name, provider, emailVerified) => {
    const user = await createUser(server);
    const response = await verify(provider, await signedToken(provider, { sub: `${provider}-ok-${user.userId}`, email: user.email, email_verified: emailVerified }));
    expect(response.statusCode).toBe(200);
    expect(await userRow(user.userId)).toMatchObject({ [`${provider}_subject`]: `${provider}-ok-${user.userId}`, [`${provider}_proven_email`]: user.email });
  });

  test("Apple's private relay address that Apple says is verified makes an account", async () => {
    const email = `${uniqueEmail('relay').split('@')[0]}@privaterelay.appleid.com`;
    const response = await verify('apple', await signedToken('apple', { sub: `apple-${email}`, email, email_verified: 'true', is_private_email: 'true' }));
    expect(response.statusCode).toBe(200);
    expect(await usersWith(email)).toHaveLength(1);
  });

  test('an account already linked to the subject still signs in with an unverified email: the link proves the subject', async () => {
    const email = uniqueEmail('linked');
    const subject = `google-linked-${email}`;
    expect((await verify('google', await signedToken('google', { sub: subject, email, email_verified: true }))).statusCode).toBe(200);
    const later = await verify('google', await signedToken('google', { sub: subject, email: uniqueEmail('changed-at-google'), email_verified: false }));
    expect(later.statusCode).toBe(200);
    const profile = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(later.json().user_token) });
    expect(profile.json()).toMatchObject({ email, social_providers: ['google'] });
  });
});

describe('a mailed link that proves the address drops links that never proved it', () => {
  test('a password reset drops an unproven Google link, ends its session, says so on the page and mails the customer', async () => {
    const victim = await createUser(server);
    const attackerSubject = `attacker-google-${victim.userId}`;
    await linkWithoutProof(victim.userId, 'google', attackerSubject);
    const attackerSession = await verify('google', await signedToken('google', { sub: attackerSubject, email: victim.email, email_verified: false }));
    expect(attackerSession.statusCode).toBe(200);

    const page = await resetPassword(victim.email);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We removed Google sign-in from your account: it was added without proof that this email address is yours.');
    expect(await userRow(victim.userId)).toMatchObject({ google_subject: null, google_proven_email: null });
    expect(await liveSessions(victim.userId)).toEqual([]);
    const [notice] = await removalNotices(victim.email);
    expect(notice).toMatchObject({ subject: 'We removed Google sign-in from your SLYNUMBER account' });
    expect(notice.text).toContain(`It was added without proof that ${victim.email} is yours`);

    const back = await verify('google', await signedToken('google', { sub: attackerSubject, email: victim.email, email_verified: false }));
    expect(back.statusCode).toBe(403);
  });

  test('both providers unproven: both named', async () => {
    const user = await createUser(server);
    await linkWithoutProof(user.userId, 'google', `g-${user.userId}`);
    await linkWithoutProof(user.userId, 'apple', `a-${user.userId}`);
    const page = await resetPassword(user.email);
    expect(page.body).toContain('We removed Google and Apple sign-in from your account');
    expect((await removalNotices(user.email)).map((mail) => mail.subject)).toEqual(['We removed Google and Apple sign-in from your SLYNUMBER account']);
    expect(await userRow(user.userId)).toMatchObject({ google_subject: null, apple_subject: null });
  });

  test('a link that proved the address survives a reset, and nothing is said', async () => {
    const user = await createUser(server);
    expect((await verify('google', await pageToken('google', user.email))).statusCode).toBe(200);
    const page = await resetPassword(user.email);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('We removed');
    expect(await userRow(user.userId)).toMatchObject({ google_subject: expect.stringMatching(/^sandbox-google-/), google_proven_email: user.email });
    expect(await removalNotices(user.email)).toEqual([]);
  });

  test('an account made by a provider that proved its email keeps that link through a reset', async () => {
    const email = uniqueEmail('made-by-google');
    expect((await verify('google', await pageToken('google', email))).statusCode).toBe(200);
    const [{ id }] = await usersWith(email);
    expect((await resetPassword(email)).statusCode).toBe(200);
    expect(await userRow(id)).toMatchObject({ google_subject: expect.stringMatching(/^sandbox-google-/), google_proven_email: email });
    expect(await removalNotices(email)).toEqual([]);
  });

  test('the sign-up verification link drops an unproven Apple link and mails the customer', async () => {
    const user = await createUser(server, { verified: false });
    const link = linkIn(server, await lastMailTo(server, user.email), '/api/account/verify-email');
    await linkWithoutProof(user.userId, 'apple', `a-${user.userId}`);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(302);
    expect((await userRow(user.userId)).apple_subject).toBeNull();
    expect((await removalNotices(user.email)).map((mail) => mail.subject)).toEqual(['We removed Apple sign-in from your SLYNUMBER account']);
  });

  test('an email change confirmation drops an unproven link and keeps a proven one', async () => {
    const user = await createSignedInUser(server);
    expect((await verify('google', await pageToken('google', user.email))).statusCode).toBe(200);
    await linkWithoutProof(user.userId, 'apple', `a-${user.userId}`);
    const newEmail = uniqueEmail('moved');
    expect((await changeEmail(server, user.headers, newEmail, { current_password: user.password })).statusCode).toBe(200);
    const page = await submitLinkForm(server, CONFIRM, await mailedToken(server, newEmail, CONFIRM));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We removed Apple sign-in from your account');
    expect(await userRow(user.userId)).toMatchObject({ email: newEmail, apple_subject: null, google_subject: expect.stringMatching(/^sandbox-google-/) });
    expect((await removalNotices(newEmail)).map((mail) => mail.subject)).toEqual(['We removed Apple sign-in from your SLYNUMBER account']);
  });

  test('undoing an email change drops a link made under the undone address', async () => {
    const user = await createSignedInUser(server);
    const takenOver = uniqueEmail('taken-over');
    expect((await changeEmail(server, user.headers, takenOver, { current_password: user.password })).statusCode).toBe(200);
    expect((await submitLinkForm(server, CONFIRM, await mailedToken(server, takenOver, CONFIRM))).statusCode).toBe(200);
    expect((await verify('google', await pageToken('google', takenOver))).statusCode).toBe(200);
    expect(await userRow(user.userId)).toMatchObject({ google_proven_email: takenOver });

    const page = await submitLinkForm(server, UNDO, await mailedToken(server, user.email, UNDO));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We removed Google sign-in from your account');
    expect(await userRow(user.userId)).toMatchObject({ email: user.email, google_subject: null });
    expect((await removalNotices(user.email)).map((mail) => mail.subject)).toEqual(['We removed Google sign-in from your SLYNUMBER account']);
  });

  test('a provider that proves the address drops the other provider link that did not, with its sessions', async () => {
    const victim = await createUser(server);
    const attackerSubject = `attacker-google-${victim.userId}`;
    await linkWithoutProof(victim.userId, 'google', attackerSubject);
    const attacker = await verify('google', await signedToken('google', { sub: attackerSubject, email: victim.email, email_verified: false }));
    const attackerHeaders = authHeader(attacker.json().user_token);

    expect((await verify('apple', await pageToken('apple', victim.email))).statusCode).toBe(200);
    expect(await userRow(victim.userId)).toMatchObject({ google_subject: null, apple_proven_email: victim.email });
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: attackerHeaders })).statusCode).toBe(401);
    expect((await removalNotices(victim.email)).map((mail) => mail.subject)).toEqual(['We removed Google sign-in from your SLYNUMBER account']);
  });

  test("the owner's own Google replaces an unproven Google link instead of being refused", async () => {
    const victim = await createUser(server);
    await linkWithoutProof(victim.userId, 'google', `attacker-google-${victim.userId}`);
    expect((await verify('google', await pageToken('google', victim.email))).statusCode).toBe(200);
    expect(await userRow(victim.userId)).toMatchObject({ google_subject: expect.stringMatching(/^sandbox-google-/), google_proven_email: victim.email });
  });
});

describe("the sandbox page's 'Email verified' box", () => {
  test('is shown checked', async () => {
    const query = new URLSearchParams({ redirect_uri: SOCIAL_CALLBACK, state: 's', nonce: 'n' });
    const page = await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/google/authorize?${query}` });
    expect(page.body).toContain('<input type="checkbox" name="email_verified" value="true" checked>');
    expect(page.body).toContain('Email verified');
  });

  test.each([
    ['google' as const, false],
    ['apple' as const, 'false'],
  ])('%s: unchecked, the token says email_verified false, for another subject than the checked one', async (provider, claim) => {
    const email = uniqueEmail('box');
    const unchecked = decodeJwt(await pageToken(provider, email, false));
    const checked = decodeJwt(await pageToken(provider, email, true));
    expect(unchecked).toMatchObject({ email, email_verified: claim });
    expect(checked.email_verified).toBe(typeof claim === 'string' ? 'true' : true);
    expect(unchecked.sub).not.toBe(checked.sub);
  });

  test('a form shown again for a problem keeps the box as the tester left it', async () => {
    const form = new URLSearchParams({ redirect_uri: SOCIAL_CALLBACK, state: 's', email: 'not-an-email', name: 'A' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/sandbox/identity/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<input type="checkbox" name="email_verified" value="true">');
  });
});

describe('the verifier (the same code for real Google and Apple keys)', () => {
  let key: TokenKey;
  let verifier: ReturnType<typeof createJwtIdentityVerifier>;
  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    key = { kid: 'k1', privateKey };
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const keys = createLocalJWKSet({ keys: [jwk] });
    verifier = createJwtIdentityVerifier({
      google: { issuers: ['https://accounts.google.com'], audience: 'google-client', keys },
      apple: { issuers: ['https://appleid.apple.com'], audience: 'apple-client', keys },
    });
  });
  const appleToken = (claims: Partial<IdTokenClaims>) => signIdToken(key, { iss: 'https://appleid.apple.com', aud: 'apple-client', sub: 'a1', email: 'x@privaterelay.appleid.com', ...claims });

  test.each([
    ["'true'", true, { email_verified: 'true' }],
    ['true', true, { email_verified: true }],
    ["'false'", false, { email_verified: 'false' }],
    ['false', false, { email_verified: false }],
    ['no claim', false, {}],
    ['a private relay address with no claim', false, { is_private_email: 'true' }],
    ['a private relay address Apple verified', true, { is_private_email: true, email_verified: 'true' }],
  ] as [string, boolean, Partial<IdTokenClaims>][])('Apple, %s: emailVerified %s', async (_name, expected, claims) => {
    expect((await verifier.verify('apple', await appleToken(claims))).emailVerified).toBe(expected);
  });
});
