import { setFeatureFlag } from '../src/db/queries/featureFlags';
import { MIGRATION_SITE_MISSING } from '../src/routes/migrationRedirect';
import { setupTestServer } from './helpers/testServer';

const withSite = setupTestServer({ MIGRATION_SITE_URL: 'https://new.example/app/' });
const withoutSite = setupTestServer();

const visit = (server: typeof withSite, query = '') => server.app.inject({ method: 'GET', url: `/api/redirect/register${query}` });

describe('GET /api/redirect/register (the register page while migration_mode is on)', () => {
  afterEach(async () => {
    await setFeatureFlag(withSite.db, 'migration_mode', false);
    await setFeatureFlag(withoutSite.db, 'migration_mode', false);
  });

  test("with the flag on, goes to the new site's registration, query string kept", async () => {
    await setFeatureFlag(withSite.db, 'migration_mode', true);
    const response = await visit(withSite, '?email=a%40b.example&plan=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://new.example/app/register?email=a%40b.example&plan=2');
  });

  test('with the flag off, goes back to our own register page', async () => {
    const response = await visit(withSite, '?plan=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${withSite.config.publicUrl}/app/register?plan=2`);
  });

  test('with the flag on but no new site configured, says so instead of looping', async () => {
    await setFeatureFlag(withoutSite.db, 'migration_mode', true);
    const response = await visit(withoutSite);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ failure: MIGRATION_SITE_MISSING });
  });
});
