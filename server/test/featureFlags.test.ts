import { setFeatureFlag } from '../src/db/queries/featureFlags';
import { setupTestServer } from './helpers/testServer';

const server = setupTestServer();

function getFlag(name: string) {
  return server.app.inject({ method: 'GET', url: `/api/webgetfeatureflag/${name}` });
}

describe('GET /api/webgetfeatureflag/{name}', () => {
  test('migration_mode is seeded off and follows the database', async () => {
    expect((await getFlag('migration_mode')).json()).toEqual({ success: true, enabled: false });
    await setFeatureFlag(server.db, 'migration_mode', true);
    expect((await getFlag('migration_mode')).json()).toEqual({ success: true, enabled: true });
    await setFeatureFlag(server.db, 'migration_mode', false);
    expect((await getFlag('migration_mode')).json()).toEqual({ success: true, enabled: false });
  });

  test('an unknown flag is off', async () => {
    const response = await getFlag('never_defined');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, enabled: false });
  });

  test('a name with characters no flag has is a 400', async () => {
    const response = await getFlag(encodeURIComponent("x'; drop table users; --"));
    expect(response.statusCode).toBe(400);
    expect(response.json().failure).toMatch(/^Invalid request: params\/name must match pattern/);
  });
});
