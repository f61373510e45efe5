// Buying more data for the eSIM: the demo customer's included 40 MB runs low, the usage report
// offers 'Buy more data' prominently, the dialog says what Pay charges to the card on file and adds,
// and after paying the meter counts the 500 MB added.
import type { Locator } from 'playwright-core';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** A button's background once its colour transition (a hover or focus change) has ended. */
function settledBackground(button: Locator): Promise<string> {
  return button.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    return getComputedStyle(element).backgroundColor;
  });
}

test('journey: the data runs low, the customer buys 500 MB and the meter grows', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const esim = await server.db.selectFrom('esims').select(['id']).where('user_id', '=', demo.userId).executeTakeFirstOrThrow();
  // 1.2 MB on each stored day: about 36 of the 40 MB used, under a fifth left.
  await server.db.updateTable('esim_usage').set({ downlink_mb: 1.2, uplink_mb: 0 }).where('esim_id', '=', esim.id).execute();

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await journey.goto('/dashboard/esim');
  await waitForHeading(page, 'eSIM');
  await page.getByRole('tab', { name: 'Usage report' }).click();
  const meter = page.getByRole('meter', { name: 'Included data used' });
  await meter.waitFor();
  expect(await meter.getAttribute('aria-valuemax')).toBe('40');

  // Running low: the offer is the report's prominent action.
  const buy = page.getByRole('button', { name: 'Buy more data' });
  await buy.waitFor();
  // The prominent action: filled, not a text button on the page's background.
  expect(await settledBackground(buy)).not.toBe('rgba(0, 0, 0, 0)');
  await journey.checkpoint('data runs low');

  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Buy more data' });
  await dialog.getByRole('radiogroup', { name: 'Data top-up' }).waitFor();
  expect(await dialog.getByRole('radio', { name: '500 MB · $4.99' }).isChecked()).toBe(true);
  await dialog.getByText('We charge $4.99 to Visa •••• 4242 now (one-time, no refunds). 500 MB is added to your eSIM at once.').waitFor();
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await journey.checkpoint('buy more data dialog');

  await dialog.getByRole('button', { name: 'Pay $4.99' }).click();
  await page.getByText('500 MB added.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('[role="meter"]')?.getAttribute('aria-valuemax') === '540');
  await page.getByText(/ used of 540 MB$/).waitFor();
  // Plenty left now: the offer steps back to a quiet text button.
  expect(await settledBackground(buy)).toBe('rgba(0, 0, 0, 0)');

  const topups = await server.db.selectFrom('esim_topups').select(['data_mb']).where('esim_id', '=', esim.id).execute();
  expect(topups).toEqual([{ data_mb: 500 }]);
  await journey.checkpoint('data added');
});
