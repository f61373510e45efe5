// Porting says what is really happening: a port whose transfer PIN the carrier rejects shows
// 'Action needed' in the panel and the header (never 'Transfer in progress'); the header's chip
// leads to the fix form; once fixed, panel and header say 'Transfer in progress' with the expected day.
import { createCustomer } from '../support/accounts';
import { fillNumberTransfer, payForPlan } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { logIn, waitForRoute } from '../support/screens';
import { sendFromSimulator } from '../support/simulator';
import { waitFor } from '../support/waitFor';

// The sandbox carrier would reject the wrong PIN on its own two thirds of the way through its delay:
// a delay longer than the journey, so that the rejection comes when the journey sends it from the
// network simulator, after the success page has shown the filed transfer.
const journey = setupJourneys({ env: { PORT_COMPLETION_DELAY_MS: String(60 * 60_000) } });

test('port action needed: a rejected PIN says Action needed in the panel and header, the fix form fixes it, then Transfer in progress with the day', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'action-needed' });

  await journey.goto('/login');
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  // Wrong: the sandbox's right PIN is the number's last 4 digits (0123).
  await fillNumberTransfer(page, { number: '5085550123', accountNumber: 'ACCT5080123', pin: '9876', zip: '01701' });
  await page.getByRole('button', { name: 'Comfirm' }).click();
  await waitForRoute(page, '/pricing-page');

  await payForPlan(page, 'Yearly');
  // The success page confirms the filing, as the email does, and does not present the number as working.
  await page.getByText('We asked your carrier to release (508) 555-0123. This usually takes 1–4 days.').waitFor();
  await journey.checkpoint('success page: the transfer was asked for');

  await page.getByRole('button', { name: 'Dashboard' }).click();
  await waitForRoute(page, '/dashboard/account');
  const numberBlock = page.getByRole('region', { name: 'Your US phone number' });
  await numberBlock.getByText(/^Transfer in progress/).waitFor();
  // The carrier's decision, as the sandbox carrier would take it for this PIN; the open page shows it without a reload.
  await sendFromSimulator(page, 'Transfer rejected by the carrier', /^The carrier rejected the transfer of \(508\) 555-0123/, { reason: 'Wrong transfer PIN' });
  await numberBlock.getByText('Action needed').waitFor();
  await numberBlock.getByText('The transfer PIN does not match the one your current carrier issued.').waitFor();
  expect(await numberBlock.getByText(/Transfer in progress/).count()).toBe(0);
  const chip = page.getByRole('banner').getByRole('link', { name: 'Number transfer: Action needed' });
  await chip.waitFor();
  await journey.checkpoint('panel and header: action needed');

  await chip.click();
  await waitForRoute(page, '/dashboard/porting');
  const form = page.getByRole('form', { name: 'Fix the transfer details' });
  await form.waitFor();
  const pin = form.getByLabel('Transfer PIN', { exact: true });
  await waitFor('the PIN field to have the focus', async () => ((await pin.evaluate((input) => input === document.activeElement)) ? true : null), 5_000);
  await page.keyboard.type('0123');
  await form.getByRole('button', { name: 'Resubmit' }).click();
  await form.waitFor({ state: 'detached' });

  await page.getByRole('status').getByText('We asked your carrier to release (508) 555-0123. This usually takes 1–4 days.').waitFor();
  const inProgress = /^Transfer in progress: expected by \d{2} [A-Z][a-z]{2} \d{4}\. We'll email you when it is complete\.$/;
  await numberBlock.getByText(inProgress).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Number transfer: Transfer in progress' }).waitFor();
  expect(await page.getByRole('banner').getByRole('link', { name: 'Number transfer: Action needed' }).count()).toBe(0);
  await journey.checkpoint('panel and header: transfer in progress with the day');
});
