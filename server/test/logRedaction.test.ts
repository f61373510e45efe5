import { issueOneTimeToken } from '../src/db/queries/oneTimeTokens';
import { redactRequestUrl, redactSecretsInText } from '../src/lib/logRedaction';
import { lastMailTo, linkIn, tokenOf } from './helpers/outbox';
import { issueNonce, sandboxIdToken } from './helpers/socialTokens';
import { setupTestServer } from './helpers/testServer';
import { authHeader, signupPayload, uniqueEmail } from './helpers/users';

/** Every line the server logs at info level, as written. */
const lines: string[] = [];
const server = setupTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });

/** Every secret the flows below handle; none may appear in the log. */
const secrets = new Map<string, string>();
function keep(name: string, secret: string | null | undefined): string {
  if (!secret || secret.length < 8) throw new Error(`no ${name} to look for`);
  secrets.set(name, secret);
  return secret;
}

const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

test('no token, password, cookie or nonce of any flow reaches the log', async () => {
  // Sign-up, and the emailed verification link.
  const payload = signupPayload({ email: uniqueEmail('logs') });
  keep('sign-up password', payload.password);
  expect((await server.app.inject({ method: 'POST', url: '/api/user/newsignup', payload })).statusCode).toBe(200);
  const verifyLink = linkIn(server, await lastMailTo(server, payload.email), '/api/account/verify-email');
  keep('verification token', tokenOf(verifyLink));
  expect((await server.app.inject({ method: 'GET', url: verifyLink })).statusCode).toBe(302);

  // Sign-in: a session token and a device cookie; then a request carrying both.
  const signIn = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: payload.email, password: payload.password } });
  expect(signIn.statusCode).toBe(200);
  const sessionToken = keep('session token', signIn.json<{ user_token: string }>().user_token);
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  keep('device cookie', cookie.split('=')[1]);
  const profile = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: { ...authHeader(sessionToken), cookie } });
  expect(profile.statusCode).toBe(200);
  await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: payload.email, password: keep('wrong password', 'not-my-password-42') } });

  // Password reset: the request, the emailed page, the form posted with a new password.
  await server.app.inject({ method: 'POST', url: '/api/account/request-password-reset', payload: { email: payload.email } });
  const resetLink = linkIn(server, await lastMailTo(server, payload.email), '/api/account/reset-password');
  const resetToken = keep('reset token', tokenOf(resetLink));
  expect((await server.app.inject({ method: 'GET', url: resetLink })).statusCode).toBe(200);
  const newPassword = keep('new password', 'brand new secret 9');
  const reset = await server.app.inject({ method: 'POST', url: '/api/account/reset-password', ...form({ token: resetToken, password: newPassword, confirm_password: newPassword }) });
  expect(reset.statusCode).toBe(200);

  // Google sign-in through the sandbox: the nonce, the page, the ID token in the path.
  const nonce = keep('nonce', await issueNonce(server));
  expect((await server.app.inject({ method: 'GET', url: `/api/sandbox/identity/google/authorize?redirect_uri=${encodeURIComponent('http://app.test/app/cb')}&state=s&nonce=${nonce}` })).statusCode).toBe(200);
  const google = await sandboxIdToken(server, 'google', uniqueEmail('google'), { nonce });
  keep('Google ID token', google.idToken);
  keep('Google ID token signature', google.idToken.split('.')[2]);
  expect((await server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${google.idToken}` })).statusCode).toBe(200);
  // A replay is refused and logged as such, still without the token.
  expect((await server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${google.idToken}` })).statusCode).toBe(401);

  // Apple sign-in: the ID token in the body.
  const apple = await sandboxIdToken(server, 'apple', uniqueEmail('apple'), { nonce: keep('Apple nonce', await issueNonce(server)) });
  keep('Apple ID token', apple.idToken);
  expect((await server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { idtoken: apple.idToken, authcode: apple.code } })).statusCode).toBe(200);

  // A one-time sign-in link token (email link, phone app).
  const user = await server.db.selectFrom('users').select('id').where('email', '=', payload.email).executeTakeFirstOrThrow();
  const signInToken = keep('sign-in token', await issueOneTimeToken(server.db, { userId: user.id, purpose: 'sign_in', ttlMs: 60_000 }));
  expect((await server.app.inject({ method: 'GET', url: `/api/user/verifytoken/${signInToken}` })).statusCode).toBe(200);

  await server.app.backgroundTasks.idle();
  const log = lines.join('');
  // The log is there and says what happened, with the secrets' places marked.
  expect(log).toContain('"msg":"request completed"');
  expect(log).toContain('/api/account/reset-password?token=[redacted]');
  expect(log).toContain('/api/webgoogleverifyidtoken/[redacted]');
  expect(log).toContain('/api/user/verifytoken/[redacted]');
  expect(log).toContain('mail written to outbox');
  const leaked = [...secrets].filter(([, secret]) => log.includes(secret)).map(([name]) => name);
  expect(leaked).toEqual([]);
});

describe('redaction rules', () => {
  test.each([
    ['/api/account/reset-password?token=abc123456789', undefined, '/api/account/reset-password?token=[redacted]'],
    ['/api/account/verify-email?x=1&token=abc123456789#frag', undefined, '/api/account/verify-email?x=1&token=[redacted]#frag'],
    ['/api/user/verifytoken/abc123456789', undefined, '/api/user/verifytoken/[redacted]'],
    ['/api/webgoogleverifyidtoken/eyJ.a.b?x=1', undefined, '/api/webgoogleverifyidtoken/[redacted]?x=1'],
    ['/api/sandbox/identity/google/authorize?redirect_uri=x&state=s&nonce=n123456789', undefined, '/api/sandbox/identity/google/authorize?redirect_uri=x&state=s&nonce=[redacted]'],
    ['/api/future/confirm/abcdef0123456789', '/api/future/confirm/:token', '/api/future/confirm/[redacted]'],
    ['/api/webgetallchatmessages?page=2', '/api/webgetallchatmessages', '/api/webgetallchatmessages?page=2'],
    ['/api/events?ticket=abc123456789', '/api/events', '/api/events?ticket=[redacted]'],
  ])('%s', (url, route, expected) => {
    expect(redactRequestUrl(url, route)).toBe(expected);
  });

  test('secret fields of any line, a level deep, are censored, and an odd req breaks nothing', () => {
    lines.length = 0;
    server.app.log.info({ password: 'field-secret-1', nested: { token: 'field-secret-2', cookie: 'field-secret-3' }, req: {} }, 'sent Token field-secret-4');
    const line = JSON.parse(lines.join('')) as Record<string, unknown>;
    expect(line).toMatchObject({ password: '[redacted]', nested: { token: '[redacted]', cookie: '[redacted]' }, msg: 'sent Token [redacted]' });
  });

  test('secrets written into a message', () => {
    expect(redactSecretsInText('sent Authorization: Token abcdefghijklmnop to http://x/cb#id_token=eyJ.a.b&state=1')).toBe(
      'sent Authorization: Token [redacted] to http://x/cb#id_token=[redacted]&state=1',
    );
  });
});
