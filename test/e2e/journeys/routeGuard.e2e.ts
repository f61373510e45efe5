// Journey 9: each rule of SPEC §2 'Route guard' (and §6's verified-email rule), visited by URL.
import { createCustomer, revokeSessions, signInToken } from '../support/accounts';
import { setupJourneys } from '../support/journey';
import { currentRoute, editPersistedSession, logIn, sessionToken, waitForHeading, waitForRoute, waitForSessionCleared } from '../support/screens';

const journey = setupJourneys({ seed: true });

const guardedRoutes = [
  '/pricing-page',
  '/area-code',
  '/subscribe_success',
  '/checkout',
  '/add-credit',
  '/purchase-esim',
  '/dashboard/account',
  '/dashboard/chats',
  '/dashboard/plan',
  '/dashboard/esim',
  '/dashboard/calls',
];
const aNumber = '6175550123';

/** Opens `route` by URL and waits until the guard settles on `landing` (and its heading shows). */
async function visit(route: string, landing: string, heading: string | RegExp) {
  await journey.goto(route);
  await waitForRoute(journey.page, landing);
  await waitForHeading(journey.page, heading);
}

test('journey 9: the route guard sends every visitor where SPEC §2 says', async () => {
  const { page, server } = journey;

  // Any unauthenticated access goes to /login.
  for (const route of guardedRoutes) await visit(route, '/login', 'Log in');
  await journey.checkpoint('login after a guarded route');

  // Without a session, /area-code accepts a token: a bad one shows the error on /login...
  journey.expectFailure({ url: /\/api\/user\/verifytoken\//, status: 400 });
  await visit('/area-code?token=not-a-real-token', '/login', 'Log in');
  await page.getByText('This sign-in link is invalid or has expired.').waitFor();
  await journey.checkpoint('login after a bad sign-in link');

  // ...a good one signs in and stays on /area-code, with the spent token gone from the address.
  const customer = await createCustomer(server, { label: 'guard' });
  await visit(`/area-code?token=${await signInToken(server, customer.id)}`, '/area-code', 'Choose an area code');
  expect(currentRoute(page)).toBe('/area-code');
  expect(await sessionToken(page)).toEqual(expect.any(String));
  await journey.checkpoint('area code after a sign-in link');

  // No subscription, no phone param and none stored: /area-code (this customer never subscribed).
  for (const route of ['/dashboard/calls', '/dashboard/account', '/pricing-page', '/checkout']) {
    await visit(route, '/area-code', 'Choose an area code');
  }
  // A signed-in visitor of /register or /forgot-password goes to the dashboard (and on to /area-code here).
  for (const route of ['/register', '/forgot-password']) await visit(route, '/area-code', 'Choose an area code');

  // No active subscription and a phone_number param: only /pricing-page and /checkout.
  await visit(`/pricing-page?phone_number=${aNumber}`, '/pricing-page', 'Choose a Plan');
  await journey.checkpoint('pricing with a phone number param');
  for (const route of ['/dashboard/account', '/dashboard/esim', '/add-credit']) {
    await visit(`${route}?phone_number=${aNumber}`, '/pricing-page', 'Choose a Plan');
  }
  // /area-code with a phone_number param redirects to /pricing-page.
  await visit(`/area-code?phone_number=${aNumber}`, '/pricing-page', 'Choose a Plan');

  // A token but no user: /login.
  await editPersistedSession(page, 'user', null);
  await visit('/dashboard/account', '/login', 'Log in');

  // No valid profile (the token was revoked in the database): session cleared, /login.
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  await revokeSessions(server, customer.id);
  journey.expectFailure({ url: /\/api\//, status: 401 });
  await visit('/dashboard/account', '/login', 'Log in');
  await waitForSessionCleared(page);
  expect(await sessionToken(page)).toBeNull();

  // SPEC §6: a signed-in customer whose email is not verified is sent to /verify-email.
  const unverified = await createCustomer(server, { label: 'unverified', verified: false });
  await journey.goto('/login');
  await logIn(page, unverified.email, unverified.password);
  await waitForRoute(page, '/verify-email');
  await page.getByText(unverified.email).waitFor();
  await journey.checkpoint('verify email');

  // Active subscription and a phone_number param: the funnel redirects to /dashboard/account.
  const demo = server.demo!;
  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await waitForHeading(page, 'Manage account');
  await journey.checkpoint('dashboard account');
  for (const route of ['/pricing-page', '/checkout', '/area-code']) {
    await visit(`${route}?phone_number=${aNumber}`, '/dashboard/account', 'Manage account');
  }

  // Without the param nothing stops a subscriber: /pricing-page, a bigger plan, and the checkout's
  // upgrade branch (SPEC §4 'upgrade if an existing subscription list'); the number owned is kept.
  const yearly = await server.db.selectFrom('plans').selectAll().where('name_en', '=', 'Yearly').executeTakeFirstOrThrow();
  await visit('/pricing-page', '/pricing-page', 'Choose a Plan');
  await page.getByRole('radio', { name: yearly.name_en }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, '/checkout');
  await waitForHeading(page, 'Checkout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel("I'm not a robot").check();
  await journey.checkpoint('upgrade at checkout');
  const upgraded = page.waitForRequest((request) => request.url().endsWith('/api/webupgradesubscription') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // The upgrade is confirmed on its quoted price before anything is charged.
  const quoteDialog = page.getByRole('dialog', { name: `Upgrade to ${yearly.name_en}` });
  await quoteDialog.getByRole('button', { name: /^Confirm and pay \$/ }).click();
  await upgraded;
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');
  const active = await server.db.selectFrom('subscriptions').select('plan_id').where('user_id', '=', demo.userId).where('status', '=', 'active').execute();
  expect(active).toEqual([{ plan_id: yearly.id }]);
  const phones = await server.db.selectFrom('phones').select('phone_number').where('user_id', '=', demo.userId).execute();
  expect(phones).toEqual([{ phone_number: demo.phoneNumber }]);
});
