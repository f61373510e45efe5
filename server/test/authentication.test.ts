import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser } from './helpers/users';

const server = setupTestServer();

/** Every route behind `Authorization: Token {token}`, with a valid payload: only the token is wrong. */
const authenticatedRoutes = [
  { method: 'GET', url: '/api/user/webprofile' },
  { method: 'PUT', url: '/api/user/webprofile/', payload: { first_name: 'A', last_name: 'B' } },
  { method: 'POST', url: '/api/webupdateemail', payload: { email: 'someone-new@example.com', current_password: 'long enough password' } },
  { method: 'POST', url: '/api/account/update-password', payload: { password: 'long enough password', current_password: 'the old password' } },
  { method: 'POST', url: '/api/user/weblogout' },
  { method: 'GET', url: '/api/user/webdelete' },
] as const;

const badHeaders: [string, () => Promise<Record<string, string>>, string][] = [
  ['no token', async () => ({}), 'Authentication required: send the header Authorization: Token {token}.'],
  ['a malformed header', async () => ({ authorization: 'Bearer abc' }), 'Malformed Authorization header: expected Token {token}.'],
  ['a token with bad characters', async () => ({ authorization: "Token ' or 1=1 --" }), 'Malformed Authorization header: expected Token {token}.'],
  ['an unknown token', async () => authHeader('A'.repeat(43)), 'Your session has expired or was signed out: please sign in again.'],
  [
    'a revoked token',
    async () => {
      const user = await createSignedInUser(server);
      await server.app.inject({ method: 'POST', url: '/api/user/weblogout', headers: user.headers });
      return user.headers;
    },
    'Your session has expired or was signed out: please sign in again.',
  ],
  [
    'a token past its idle lifetime',
    async () => {
      const user = await createSignedInUser(server);
      const idleStart = new Date(Date.now() - server.config.sessionIdleMs - 1000);
      await server.db.updateTable('sessions').set({ last_used_at: idleStart }).where('user_id', '=', user.userId).execute();
      return user.headers;
    },
    'Your session has expired or was signed out: please sign in again.',
  ],
  [
    'a token past its absolute lifetime',
    async () => {
      const user = await createSignedInUser(server);
      await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).execute();
      return user.headers;
    },
    'Your session has expired or was signed out: please sign in again.',
  ],
];

describe.each(authenticatedRoutes)('$method $url', (route) => {
  test.each(badHeaders)('with %s is a 401 and changes nothing', async (_name, makeHeaders, failure) => {
    const headers = await makeHeaders();
    const response = await server.app.inject({ method: route.method, url: route.url, headers, payload: 'payload' in route ? route.payload : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure });
  });
});

describe('authentication runs before input validation', () => {
  test('an anonymous request with a bad body learns nothing about the input rules', async () => {
    const response = await server.app.inject({ method: 'PUT', url: '/api/user/webprofile/', payload: { first_name: 1 } });
    expect(response.statusCode).toBe(401);
  });
});

describe('session tokens', () => {
  test('are stored only as SHA-256 hashes', async () => {
    const user = await createSignedInUser(server);
    const rows = await server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(user.token);
  });
});
