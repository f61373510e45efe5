// Journey 8: an account moved to another site logs in, sees the migration notice of
// SPEC §8 with the brand, and 5 s later the browser goes to its redirect_url (an https host the
// journey intercepts, so nothing leaves the machine). An http: redirect_url is refused instead.
import type { Route } from 'playwright-core';
import { createCustomer } from '../support/accounts';
import { setupJourneys } from '../support/journey';
import { pressLogIn, sessionToken, waitForHeading, waitForRoute } from '../support/screens';

/** The new site: on the allow-list the SPA reads from config.js (MIGRATION_REDIRECT_HOSTS). */
const NEW_SITE_HOST = 'new-site.slynumber.test';

const journey = setupJourneys({ env: { MIGRATION_REDIRECT_HOSTS: NEW_SITE_HOST } });

/** Marks the customer as migrated to `redirectUrl`, as the move to the new site leaves the users row. */
async function migrate(userId: number, redirectUrl: string): Promise<void> {
  await journey.server.db.updateTable('users').set({ is_migrated: true, redirect_url: redirectUrl }).where('id', '=', userId).execute();
}

/** Answers every request to the new site with a tiny page, and records what was asked for. */
async function interceptNewSite(): Promise<string[]> {
  const visited: string[] = [];
  await journey.context.route(/^https?:\/\/new-site\.slynumber\.test\//, async (route: Route) => {
    visited.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>New site</title></head><body><main><h1>Welcome to the new site</h1></main></body></html>',
    });
  });
  return visited;
}

async function submitLogin(email: string, password: string): Promise<void> {
  const { page } = journey;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await pressLogIn(page);
}

test('journey 8: a migrated account sees the notice, then goes to its new site after 5 seconds', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'migrated' });
  const redirectUrl = `https://${NEW_SITE_HOST}/welcome?from=e2e`;
  await migrate(customer.id, redirectUrl);
  const visited = await interceptNewSite();

  await journey.goto('/login');
  await waitForHeading(page, 'Log in');
  await journey.checkpoint('login');
  const loggedInAt = Date.now();
  await submitLogin(customer.email, customer.password);
  await page.getByText(`Your account has been migrated to ${server.config.brandName}. Taking you there now...`, { exact: true }).waitFor();
  await page.screenshot({ path: `${journey.shotsDir}/02-migration-notice-1280x800.png` });
  // Still here while the notice is read, and without a session.
  await page.waitForTimeout(3000);
  await waitForRoute(page, '/login');
  expect(visited).toEqual([]);
  expect(await sessionToken(page)).toBeNull();

  await page.waitForURL(redirectUrl);
  const waited = Date.now() - loggedInAt;
  expect(waited).toBeGreaterThanOrEqual(5000);
  expect(waited).toBeLessThan(15_000);
  expect(visited).toEqual([redirectUrl]);
  await page.getByRole('heading', { name: 'Welcome to the new site' }).waitFor();
  const sessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', customer.id).execute();
  expect(sessions).toEqual([]);
});

test('journey 8: a migrated account whose redirect_url is http: is not sent there', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'migrated-http' });
  await migrate(customer.id, `http://${NEW_SITE_HOST}/welcome`);
  const visited = await interceptNewSite();

  await journey.goto('/login');
  await waitForHeading(page, 'Log in');
  await submitLogin(customer.email, customer.password);
  await page.getByText('Your account has been migrated, but the address of the new site is not valid. Please contact support.', { exact: true }).first().waitFor();
  await journey.checkpoint('migration refused');
  // Longer than the redirect delay: nothing was followed, and the notice never showed.
  await page.waitForTimeout(6000);
  await waitForRoute(page, '/login');
  expect(visited).toEqual([]);
  expect(await page.getByText('Taking you there now...', { exact: false }).count()).toBe(0);
});
