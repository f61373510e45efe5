import type { Page } from 'playwright-core';
import { waitForHeading, waitForRoute } from './screens';

/** On /area-code: searches a suggested area code and confirms the first number offered; returns it. */
export async function pickFirstNumber(page: Page, areaCode: string): Promise<string> {
  await waitForHeading(page, 'Choose an area code');
  await page.getByRole('button', { name: `Use area code ${areaCode}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const first = page.getByRole('radio').first();
  await first.waitFor();
  const phoneNumber = await first.inputValue();
  await first.check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForRoute(page, '/pricing-page');
  return phoneNumber;
}

/** On /pricing-page: picks the plan by name (and the add-on when asked), then Continue to /checkout. */
export async function choosePlan(page: Page, planName: string, withAddOn: boolean): Promise<void> {
  await waitForHeading(page, 'Choose a Plan');
  await page.getByRole('radio', { name: planName }).check();
  if (withAddOn) await page.getByRole('checkbox', { name: 'OUTBOUND CREDITS' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, '/checkout');
  await waitForHeading(page, 'Checkout');
}

/** Types a card into the sandbox card form (any future expiry, any CVC). */
export async function fillSandboxCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** The losing carrier's details of a number to bring, as /area-code's 'Bring your existing number' asks for them. */
export interface NumberTransfer {
  number: string;
  accountNumber: string;
  pin: string;
  zip: string;
}

/** On /area-code: opens 'Bring your existing number' and fills in the transfer's details (not yet confirmed). */
export async function fillNumberTransfer(page: Page, transfer: NumberTransfer): Promise<void> {
  await page.getByRole('button', { name: 'Bring your existing number' }).click();
  await page.getByLabel('Your current phone number').fill(transfer.number);
  await page.getByLabel('Account number').fill(transfer.accountNumber);
  await page.getByLabel('Transfer PIN', { exact: true }).fill(transfer.pin);
  await page.getByLabel('ZIP code of the service address').fill(transfer.zip);
}

/** From /pricing-page: the plan without the add-on, paid with the sandbox's good card, until /subscribe_success. */
export async function payForPlan(page: Page, planName: string): Promise<void> {
  await choosePlan(page, planName, false);
  await fillSandboxCard(page, '4242 4242 4242 4242');
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await waitForRoute(page, '/subscribe_success');
}
