import { lastMailTo, linkIn, mailsTo, tokenOf } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createUser, signIn, signupPayload, uniqueEmail } from './helpers/users';

// Production's argon2 cost, checked below (the suite's other files hash at the smallest: helpers/cheapPasswordHashing.ts).
jest.unmock('argon2');

const server = setupTestServer();

function signup(payload: unknown) {
  return server.app.inject({ method: 'POST', url: '/api/user/newsignup', payload: payload as object });
}

function profileOf(token: string) {
  return server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: { authorization: `Token ${token}` } });
}

describe('POST /api/user/newsignup', () => {
  test('creates an unverified account, remembers the device and emails a verification link', async () => {
    const payload = signupPayload({ email: uniqueEmail('New.User').replace('new', 'NEW') });
    const response = await signup(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Account created. Check your email to verify your address.' });

    const email = payload.email.toLowerCase();
    const token = await signIn(server, email, payload.password);
    expect((await profileOf(token)).json()).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email, is_verified: false, has_password: true, social_providers: [] });

    const devices = await server.db.selectFrom('devices').innerJoin('users', 'users.id', 'devices.user_id').select(['mac_address', 'device_type']).where('users.email', '=', email).execute();
    expect(devices).toEqual([{ mac_address: payload.mac_address, device_type: 'web' }]);

    const mail = await lastMailTo(server, email);
    expect(mail.subject).toBe('Verify your email address for SLYNUMBER');
    expect(linkIn(server, mail, '/api/account/verify-email')).toMatch(/^\/api\/account\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
  });

  test('stores only an argon2id hash of the password', async () => {
    const user = await createUser(server);
    const row = await server.db.selectFrom('users').select('password_hash').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  test('a taken email (in any letter case) gets the SPEC failure', async () => {
    const user = await createUser(server);
    const response = await signup(signupPayload({ email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ failure: 'Unable to create an account, this email is already associated to another account.' });
  });

  test('a wrong reCAPTCHA token is refused and creates nothing', async () => {
    const payload = signupPayload({ recaptcha_token: 'not-the-sandbox-token' });
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'reCAPTCHA verification failed. Please try again.' });
    expect(await server.db.selectFrom('users').select('id').where('email', '=', payload.email).executeTakeFirst()).toBeUndefined();
  });

  test.each([
    ['no first name', { first_name: undefined }, "body must have required property 'first_name'"],
    ['a blank last name', { last_name: '   ' }, 'body/last_name must match pattern "\\S"'],
    ['an invalid email', { email: 'not-an-email' }, 'body/email must match format "email"'],
    ['a short password', { password: 'short' }, 'body/password must NOT have fewer than 8 characters'],
    ['a password of the wrong type', { password: 123456789 }, 'body/password must be string'],
    ['no reCAPTCHA token', { recaptcha_token: undefined }, "body must have required property 'recaptcha_token'"],
    ['an array body', null, 'body must be object'],
  ])('%s is a 400 with a clear failure', async (_name, overrides, message) => {
    const payload = overrides === null ? [signupPayload()] : { ...signupPayload(), ...overrides };
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: `Invalid request: ${message}.` });
  });

  test.each([
    ['a NUL in the device id (stored after the account)', { mac_address: 'web-\u0000-1' }, 'body/mac_address'],
    ['a NUL in the first name', { first_name: 'Ada\u0000' }, 'body/first_name'],
    ['an unpaired surrogate in the last name', { last_name: 'Love\ud800lace' }, 'body/last_name'],
    ['a NUL in the password', { password: 'correct\u0000horse' }, 'body/password'],
  ])('%s is a 400 and leaves no account, half-made or whole', async (_name, overrides, where) => {
    const payload = { ...signupPayload(), ...overrides };
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: `Invalid request: ${where} contains a NUL character or an unpaired surrogate.` });
    const email = payload.email.toLowerCase();
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, email)).toHaveLength(0);
    // The email is still free: a sign-up without the bad character works.
    expect((await signup(signupPayload({ email: payload.email }))).statusCode).toBe(200);
  });

  test('an oversized body is refused with 413', async () => {
    const response = await signup({ ...signupPayload(), first_name: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ failure: 'Request body is too large.' });
  });
});

describe('GET /api/account/verify-email', () => {
  test('the emailed link marks the email verified and redirects to the login page, once', async () => {
    const user = await createUser(server, { verified: false });
    const link = linkIn(server, await lastMailTo(server, user.email), '/api/account/verify-email');
    const response = await server.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/app\/login\?verified=1#verified=[A-Za-z0-9_-]{43}$/);
    const token = await signIn(server, user.email, user.password);
    expect((await profileOf(token)).json().is_verified).toBe(true);

    const again = await server.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toMatch(/^text\/html/);
    expect(again.body).toContain('This verification link is invalid, already used or expired.');
  });

  test('an expired link does not verify', async () => {
    const user = await createUser(server, { verified: false });
    const link = linkIn(server, await lastMailTo(server, user.email), '/api/account/verify-email');
    await server.db.updateTable('one_time_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).execute();
    const response = await server.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(400);
    const token = await signIn(server, user.email, user.password);
    expect((await profileOf(token)).json().is_verified).toBe(false);
  });

  test('a missing or malformed token is a 400, on the product’s page (malformedLinks.test.ts says more)', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/api/account/verify-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    const malformed = await server.app.inject({ method: 'GET', url: '/api/account/verify-email?token=%3Cscript%3E' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/account/resend-verification/', () => {
  function resend(payload: unknown) {
    return server.app.inject({ method: 'POST', url: '/api/account/resend-verification/', payload: payload as object });
  }

  test('sends a new link that works, and the old one stops working', async () => {
    const user = await createUser(server, { verified: false });
    const firstLink = linkIn(server, await lastMailTo(server, user.email), '/api/account/verify-email');
    const response = await resend({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Verification email has been resent.' });
    // Mail leaves through the outbox, after the answer.
    await server.app.backgroundTasks.idle();
    const mails = mailsTo(server, user.email);
    expect(mails).toHaveLength(2);
    const secondLink = linkIn(server, mails[1], '/api/account/verify-email');
    expect(tokenOf(secondLink)).not.toBe(tokenOf(firstLink));

    expect((await server.app.inject({ method: 'GET', url: firstLink })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: secondLink })).statusCode).toBe(302);
  });

  test('an already verified account is told so and gets no mail', async () => {
    const user = await createUser(server);
    const before = mailsTo(server, user.email).length;
    const response = await resend({ email: user.email, password: user.password });
    expect(response.json()).toEqual({ success: true, message: 'Your email address is already verified.' });
    // Mail leaves through the outbox, after the answer.
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, user.email)).toHaveLength(before);
  });

  test('a wrong password or unknown email gets the sign-in failure and no mail', async () => {
    const user = await createUser(server, { verified: false });
    const wrong = await resend({ email: user.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ failure: 'Invalid email or password.' });
    const unknown = await resend({ email: uniqueEmail(), password: 'wrong password' });
    expect(unknown.json()).toEqual(wrong.json());
    // Mail leaves through the outbox, after the answer.
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, user.email)).toHaveLength(1);
  });

  test('missing fields are a 400', async () => {
    const response = await resend({ email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: "Invalid request: body must have required property 'password'." });
  });
});
