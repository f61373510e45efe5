// Server and network faults in a real browser: going offline mid-purchase at checkout
// (the SPEC §8 network message, the card kept, nothing charged, one purchase once back online), and
// a dashboard page whose data answers 500 (the §8 message, a retry that shows the data).
import { createCustomer } from '../support/accounts';
import { choosePlan, fillSandboxCard, pickFirstNumber } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { planNamed, purchasesOf } from '../support/purchases';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** SPEC §8: the message of a network failure, and of an error answer without a failure body. */
const NETWORK_ERROR = 'Network Error';
const INTERNAL_SERVER_ERROR = 'Internal Server Error';

/**
 * Offline, every request to the server fails without an answer: the purchase's calls, the queries
 * they refresh, and any script chunk the app happens to load meanwhile. An error answer (a status)
 * is still a problem.
 */
function expectOfflineFailures(): void {
  const origin = journey.server.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  journey.expectFailure({ url: new RegExp(`^${origin}/`), networkOnly: true });
}

/** A new customer at checkout for the monthly plan and a number of `areaCode`: card filled, robot checked. */
async function readyToPay(label: string, areaCode: string) {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label });
  await journey.goto('/login');
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  const phoneNumber = await pickFirstNumber(page, areaCode);
  await choosePlan(page, 'Monthly', false);
  await fillSandboxCard(page, '4242 4242 4242 4242');
  const robot = page.getByLabel("I'm not a robot");
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await robot.check();
  return { customer, phoneNumber, robot, pay };
}

test('offline when Pay is pressed: the network message, the card kept, nothing charged; back online one purchase', async () => {
  const { page, server, context } = journey;
  const { customer, phoneNumber, robot, pay } = await readyToPay('offline', '339');

  // The connection drops just before Pay: the first call of the purchase cannot leave the browser.
  expectOfflineFailures();
  await context.setOffline(true);
  await pay.click();
  await page.getByText(NETWORK_ERROR, { exact: true }).first().waitFor();
  await journey.checkpoint('checkout offline');
  // Still on checkout, with what was typed; the reCAPTCHA is to be solved again (SPEC §8).
  expect(new URL(page.url()).pathname).toBe('/app/checkout');
  expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
  expect(await page.getByLabel('Expiry date').inputValue()).toBe('12 / 34');
  expect(await page.getByLabel('CVC').inputValue()).toBe('123');
  expect(await robot.isChecked()).toBe(false);
  expect(await pay.isDisabled()).toBe(true);
  expect(await purchasesOf(server, customer.id)).toEqual({ charges: [], payments: [], subscriptions: [], phones: [] });

  // Back online, Pay again: one plan, charged once, and the number.
  await context.setOffline(false);
  await robot.check();
  await pay.click();
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');
  const monthly = await planNamed(server, 'Monthly');
  expect(await purchasesOf(server, customer.id)).toEqual({
    charges: [`${monthly.total_amount_cents} Subscription: Monthly`],
    payments: [`subscription ${monthly.total_amount_cents}`],
    subscriptions: [{ plan_id: monthly.id, status: 'active' }],
    phones: [phoneNumber],
  });
});

test('offline while the subscription is answered: the charge stands, and Pay again does not charge twice', async () => {
  const { page, server, context } = journey;
  const { customer, phoneNumber, robot, pay } = await readyToPay('lost-answer', '857');

  // The subscription reaches the server, which charges; the connection drops before the answer.
  let lostAnswers = 0;
  await page.route('**/api/websubscription', async (route) => {
    if (lostAnswers > 0) return route.continue();
    lostAnswers += 1;
    await route.fetch();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  expectOfflineFailures();
  await pay.click();
  await page.getByText(NETWORK_ERROR, { exact: true }).first().waitFor();
  expect(lostAnswers).toBe(1);
  const monthly = await planNamed(server, 'Monthly');
  const charged = [`${monthly.total_amount_cents} Subscription: Monthly`];
  expect((await purchasesOf(server, customer.id)).charges).toEqual(charged);
  expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');

  // Back online, Pay again: the same purchase is answered, not charged again, and the number is bought.
  await context.setOffline(false);
  await robot.check();
  await pay.click();
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');
  expect(await purchasesOf(server, customer.id)).toEqual({
    charges: charged,
    payments: [`subscription ${monthly.total_amount_cents}`],
    subscriptions: [{ plan_id: monthly.id, status: 'active' }],
    phones: [phoneNumber],
  });
});

test('a dashboard page whose data answers 500 shows the §8 message, and its retry shows the data', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');

  // The call history's first load fails on the server's side (an error page without a body).
  let failedOnce = false;
  await page.route('**/api/webcalllog', async (route) => {
    if (failedOnce) return route.continue();
    failedOnce = true;
    return route.fulfill({ status: 500, contentType: 'text/html', body: '' });
  });
  journey.expectFailure({ url: /\/api\/webcalllog$/, status: 500 });
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Call history' }).click();
  await waitForRoute(page, '/dashboard/calls');
  await waitForHeading(page, 'Call history');
  const failure = page.getByRole('alert').filter({ hasText: 'Your calls could not be loaded' });
  await failure.getByText(INTERNAL_SERVER_ERROR).waitFor();
  await journey.checkpoint('calls failed');
  expect(failedOnce).toBe(true);

  // The retry asks again; this time the server answers, and the calls are listed.
  await failure.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: /^Actions for the call with / }).first().waitFor();
  expect(await failure.count()).toBe(0);
  await journey.checkpoint('calls after retry');
});
