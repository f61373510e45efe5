import { lastMailTo, linkIn, mailsTo, tokenOf } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, createUser, signIn, uniqueEmail } from './helpers/users';

const server = setupTestServer();
const NEW_PASSWORD = 'a brand new secret';

function requestReset(payload: unknown) {
  return server.app.inject({ method: 'POST', url: '/api/account/request-password-reset', payload: payload as object });
}

function submitForm(fields: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/api/account/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function resetLinkFor(email: string): Promise<string> {
  const response = await requestReset({ email });
  expect(response.statusCode).toBe(200);
  return linkIn(server, await lastMailTo(server, email), '/api/account/reset-password');
}

describe('POST /api/account/request-password-reset', () => {
  test('answers the same whether or not the email has an account', async () => {
    const user = await createUser(server);
    const known = await requestReset({ email: user.email });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestReset({ email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: 'If an account exists for this email, a password reset link has been sent to it.' });
    expect(unknown.body).toBe(known.body);
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, unknownEmail)).toHaveLength(0);
    expect((await lastMailTo(server, user.email)).subject).toBe('Reset your SLYNUMBER password');
  });

  test.each([
    ['an HTML form (urlencoded)', 'application/x-www-form-urlencoded', (email: string) => new URLSearchParams({ email }).toString()],
    ['a text/plain form', 'text/plain', (email: string) => `email=${email}`],
    ['a multipart form', 'multipart/form-data; boundary=x', (email: string) => `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`],
  ])('%s is refused with 415 and sends nothing: another site cannot post one', async (_name, contentType, body) => {
    const user = await createUser(server);
    const before = mailsTo(server, user.email).length;
    const response = await server.app.inject({ method: 'POST', url: '/api/account/request-password-reset', headers: { 'content-type': contentType }, payload: body(user.email) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ failure: 'Unsupported content type: send application/json.' });
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, user.email)).toHaveLength(before);
  });

  test('an invalid email is a 400', async () => {
    const response = await requestReset({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Invalid request: body/email must match format "email".' });
  });
});

describe('the reset page', () => {
  test('shows a script-free form for a valid link', async () => {
    const user = await createUser(server);
    const link = await resetLinkFor(user.email);
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<form method="post" action="/api/account/reset-password">');
    expect(page.body).toContain(`value="${tokenOf(link)}"`);
    expect(page.body).not.toMatch(/<script/i);
  });

  test('setting a new password: old password and every session stop working, the link is used up', async () => {
    const user = await createSignedInUser(server);
    const link = await resetLinkFor(user.email);
    const response = await submitForm({ token: tokenOf(link), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Your new password is set.');

    const oldSession = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: user.headers });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: user.email, password: user.password } });
    expect(oldPassword.statusCode).toBe(400);
    expect(await signIn(server, user.email, NEW_PASSWORD)).toBeTruthy();

    const reuse = await submitForm({ token: tokenOf(link), password: 'another password', confirm_password: 'another password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toContain('This password reset link is invalid, already used or expired.');
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(400);
  });

  test('mismatched or short passwords show the form again with the problem, and keep the link usable', async () => {
    const user = await createUser(server);
    const token = tokenOf(await resetLinkFor(user.email));
    const mismatch = await submitForm({ token, password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}!` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('Password doesn&#39;t match');
    expect(mismatch.body).toContain('<form');
    const short = await submitForm({ token, password: 'short', confirm_password: 'short' });
    expect(short.body).toContain('Password should at least 8 digits');
    expect((await submitForm({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('an expired link and an unknown token are refused (a missing or cut one: malformedLinks.test.ts)', async () => {
    const user = await createUser(server);
    const link = await resetLinkFor(user.email);
    await server.db.updateTable('one_time_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).where('purpose', '=', 'password_reset').execute();
    for (const url of [link, '/api/account/reset-password?token=unknown-token-xxxxxxxxxxxxxxxxxxxxxxxxxxxxx']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This password reset link is invalid, already used or expired.');
    }
    const submit = await submitForm({ token: tokenOf(link), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(submit.statusCode).toBe(400);
    expect(await signIn(server, user.email, user.password)).toBeTruthy();
  });

  test('only the newest emailed link works', async () => {
    const user = await createUser(server);
    const first = tokenOf(await resetLinkFor(user.email));
    const second = tokenOf(await resetLinkFor(user.email));
    expect((await submitForm({ token: first, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await submitForm({ token: second, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('a submission without its fields is a 400 failure', async () => {
    const response = await submitForm({ token: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: "Invalid request: body must have required property 'password'." });
  });

  test('the page escapes what it echoes back', async () => {
    const response = await submitForm({ token: '"><script>alert(1)</script>', password: 'x', confirm_password: 'y' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
  });
});
