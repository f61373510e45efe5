// Purchases never charge twice: a double click on Pay, a reload while the purchase's
// answer is still on its way, and the back button right after Pay each end with one charge per
// thing bought, one subscription, and the number owned by the paying customer.
import type { Page } from 'playwright-core';
import { createCustomer, type Customer } from '../support/accounts';
import { choosePlan, fillSandboxCard, pickFirstNumber } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { planNamed, purchasesOf } from '../support/purchases';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';
import { waitFor } from '../support/waitFor';

const journey = setupJourneys();

/** SPEC §9: the add-on is 1000 outbound credits for $10. */
const ADD_ON_CENTS = 1000;

/** A verified customer at /checkout with a chosen number and plan; returns the customer and the number. */
async function atCheckout(page: Page, label: string, withAddOn: boolean): Promise<{ customer: Customer; phoneNumber: string }> {
  const customer = await createCustomer(journey.server, { label });
  await journey.goto('/login');
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  const phoneNumber = await pickFirstNumber(page, '508');
  await choosePlan(page, 'Monthly', withAddOn);
  return { customer, phoneNumber };
}

function payButton(page: Page) {
  return page.getByRole('button', { name: 'Pay', exact: true });
}

/** The card and the reCAPTCHA, so that Pay can be pressed. */
async function readyToPay(page: Page): Promise<void> {
  await fillSandboxCard(page, '4242 4242 4242 4242');
  await page.getByLabel("I'm not a robot").check();
}

/** The dashboard shows the number as the customer's own. */
async function expectNumberOnDashboard(page: Page, phoneNumber: string): Promise<void> {
  await journey.goto('/dashboard/account');
  await waitForHeading(page, 'Manage account');
  const formatted = `+1 (${phoneNumber.slice(0, 3)}) ${phoneNumber.slice(3, 6)}-${phoneNumber.slice(6)}`;
  await page.getByRole('region', { name: 'Your US phone number' }).getByText(formatted).waitFor();
}

test('a double click on Pay charges the plan and the add-on once each', async () => {
  const { page, server } = journey;
  const { customer, phoneNumber } = await atCheckout(page, 'double-click', true);
  await readyToPay(page);
  // Two clicks in the same moment, before React can disable the button: no double click is faster.
  await payButton(page).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');

  const monthly = await planNamed(server, 'Monthly');
  expect(await purchasesOf(server, customer.id)).toEqual({
    charges: [`${monthly.total_amount_cents} Subscription: Monthly`, expect.stringMatching(new RegExp(`^${ADD_ON_CENTS} `))],
    payments: [`subscription ${monthly.total_amount_cents}`, `credits ${ADD_ON_CENTS}`],
    subscriptions: [{ plan_id: monthly.id, status: 'active' }],
    phones: [phoneNumber],
  });
});

test('a reload while the subscription is answered: Pay again charges nothing more and gets the number', async () => {
  const { page, server } = journey;
  const { customer, phoneNumber } = await atCheckout(page, 'reload', true);
  await readyToPay(page);

  // The server takes the subscription and charges; the answer is held until the customer has
  // reloaded, so the page that asked never learns the outcome.
  let reachedServer = false;
  let held = true;
  let reloaded = () => {};
  const reloadDone = new Promise<void>((resolve) => (reloaded = resolve));
  await page.route('**/api/websubscription', async (route) => {
    if (!held) return route.continue();
    held = false;
    await route.fetch();
    reachedServer = true;
    await reloadDone;
    // The request went with the old page: there is nobody to answer.
    await route.abort('aborted').catch(() => undefined);
  });
  await payButton(page).click();
  await waitFor('the subscription to reach the server', () => (reachedServer ? true : null));
  await page.reload();
  reloaded();
  const monthly = await planNamed(server, 'Monthly');
  const planCharge = `${monthly.total_amount_cents} Subscription: Monthly`;
  expect((await purchasesOf(server, customer.id)).charges).toEqual([planCharge]);

  // Still at checkout after the reload, with the order kept: Pay again finishes the purchase.
  await waitForRoute(page, '/checkout');
  await waitForHeading(page, 'Checkout');
  await journey.checkpoint('checkout after reload');
  await readyToPay(page);
  await payButton(page).click();
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');

  expect(await purchasesOf(server, customer.id)).toEqual({
    charges: [planCharge, expect.stringMatching(new RegExp(`^${ADD_ON_CENTS} `))],
    payments: [`subscription ${monthly.total_amount_cents}`, `credits ${ADD_ON_CENTS}`],
    subscriptions: [{ plan_id: monthly.id, status: 'active' }],
    phones: [phoneNumber],
  });
  await expectNumberOnDashboard(page, phoneNumber);
});

test('the back button right after Pay: one charge, and the customer ends with the number', async () => {
  const { page, server } = journey;
  const { customer, phoneNumber } = await atCheckout(page, 'back-button', false);
  await readyToPay(page);
  await payButton(page).click();
  await page.goBack();

  // Wherever the purchase lands, the server ends with one plan, charged once, and the number.
  const monthly = await planNamed(server, 'Monthly');
  const record = await waitFor('the purchase to complete', async () => {
    const purchases = await purchasesOf(server, customer.id);
    return purchases.phones.length > 0 ? purchases : null;
  });
  expect(record).toEqual({
    charges: [`${monthly.total_amount_cents} Subscription: Monthly`],
    payments: [`subscription ${monthly.total_amount_cents}`],
    subscriptions: [{ plan_id: monthly.id, status: 'active' }],
    phones: [phoneNumber],
  });
  await expectNumberOnDashboard(page, phoneNumber);
  await journey.checkpoint('dashboard after back button');
});
