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
