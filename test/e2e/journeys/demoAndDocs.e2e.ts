// A newcomer's first minutes in the sandbox: the login page offers the demo customer (one press to
// a lived-in dashboard), and /api/docs reads as a reference in the browser, under its policy.
import { setupJourneys } from '../support/journey';
import { waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

test('the login page signs in as the demo customer in one press', async () => {
  const { page } = journey;
  await journey.goto('/login');
  const offer = page.getByRole('button', { name: 'Try the demo account' });
  await offer.waitFor();
  await page.getByText('Sandbox: a customer with calls, chats and an eSIM').waitFor();
  await page.getByText('demo@example.com').waitFor();
  await journey.checkpoint('login-demo-offer');
  await offer.click();
  await waitForRoute(page, '/dashboard/account');
});

test('/api/docs is a reference a person can read, with no script and no policy violation', async () => {
  const { page, server } = journey;
  await page.goto(`${server.origin}/api/docs`);
  await page.getByRole('heading', { level: 1, name: /reference$/ }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'subscriptions' }).waitFor();
  expect(await page.locator('script').count()).toBe(0);
  expect(await page.getByText('/api/websubscription/active', { exact: true }).count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: '/api/docs/json' }).click();
  await page.waitForURL(`${server.origin}/api/docs/json`);
  expect(await page.locator('body').innerText()).toContain('"openapi"');
});
