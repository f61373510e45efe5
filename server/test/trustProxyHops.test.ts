import { hashToken } from '../src/lib/secureTokens';
import { setupTestServer } from './helpers/testServer';
import { createUser } from './helpers/users';

/** One proxy in front (TRUST_PROXY=1): it appends the address it saw to X-Forwarded-For. */
const PROXY = '10.0.0.5';
const server = setupTestServer({ TRUST_PROXY: '1', RATE_LIMIT_PASSWORD_RESET_PER_IP: '1' });

async function addressRecordedFor(forwardedFor: string): Promise<string | null> {
  const user = await createUser(server);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/user/websignin/',
    payload: { username: user.email, password: user.password },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(response.statusCode).toBe(200);
  const token = response.json<{ user_token: string }>().user_token;
  const row = await server.db.selectFrom('sessions').select('ip').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUST_PROXY as a hop count', () => {
  test('the client is the entry the proxy added (the last), whatever the client forged before it', async () => {
    expect(await addressRecordedFor('203.0.113.50')).toBe('203.0.113.50');
    expect(await addressRecordedFor('1.1.1.1, 9.9.9.9, 203.0.113.51')).toBe('203.0.113.51');
  });

  test('rate limits count that address: forged entries do not give a client a fresh counter', async () => {
    const askReset = (forwardedFor: string, email: string) =>
      server.app.inject({ method: 'POST', url: '/api/account/request-password-reset', payload: { email }, remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await askReset('198.51.100.1, 203.0.113.60', 'a@example.com')).statusCode).toBe(200);
    expect((await askReset('198.51.100.2, 203.0.113.60', 'b@example.com')).statusCode).toBe(429);
    expect((await askReset('198.51.100.2, 203.0.113.61', 'c@example.com')).statusCode).toBe(200);
  });
});
