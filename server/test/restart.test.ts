import { createApp } from '../src/app';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig } from './helpers/testServer';
import { authHeader, signupPayload } from './helpers/users';

describe('restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createTestDataDir();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => removeTestDataDir(dataDir));

  test('accounts, sessions and profile changes written before a restart are there after it', async () => {
    const config = testConfig(dataDir);
    const payload = signupPayload();

    // The app opens (and owns) the embedded database in DATA_DIR itself, as in production.
    const first = await createApp(config);
    expect((await first.inject({ method: 'POST', url: '/api/user/newsignup', payload })).statusCode).toBe(200);
    const signIn = await first.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: payload.email, password: payload.password } });
    const token: string = signIn.json().user_token;
    await first.inject({ method: 'PUT', url: '/api/user/webprofile/', headers: authHeader(token), payload: { first_name: 'Before', last_name: 'Restart' } });
    await first.close();

    const second = await createApp(config);
    try {
      const profile = await second.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(token) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual({ first_name: 'Before', last_name: 'Restart', email: payload.email, is_verified: false, has_password: true, social_providers: [] });
      const again = await second.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: payload.email, password: payload.password } });
      expect(again.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  }, SERVER_START_TIMEOUT_MS);
});
