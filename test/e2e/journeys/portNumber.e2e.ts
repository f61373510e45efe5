// Journey 2: sign up bringing an existing number (a port request), pay, find the number on
// the dashboard, and receive the email when the carrier completes the transfer.
import { createCustomer } from '../support/accounts';
import { payForPlan } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { waitForMailAbout } from '../support/outbox';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';
import { sendFromSimulator } from '../support/simulator';

/** What the dashboard panel says while the transfer runs, with the server's expected day (src/components/numberStatus/). */
const PORT_PENDING_TEXT = /^Transfer in progress: expected by \d{2} [A-Z][a-z]{2} \d{4}\. We'll email you when it is complete\.$/;

// The sandbox carrier would complete the transfer on its own at the end of its delay: a delay longer
// than the journey, so that the transfer is still running when the customer reaches the dashboard,
// and completes when the journey sends the completion from the network simulator.
const journey = setupJourneys({ env: { PORT_COMPLETION_DELAY_MS: String(60 * 60_000) } });

test('journey 2: bring an existing number, pay, and get the email when the transfer completes', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'porter' });
  const ownNumber = '4155550142';

  await journey.goto('/login');
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  await waitForHeading(page, 'Choose an area code');

  // 'Bring your existing number': a short number is refused, a whole one files the port request.
  await page.getByRole('button', { name: 'Bring your existing number' }).click();
  const field = page.getByLabel('Your current phone number');
  await field.fill('415555');
  await page.getByRole('button', { name: 'Comfirm' }).click();
  await page.getByText('Please Provide valid phone number.').waitFor();
  await page.getByText('Porting your number takes up to 4 days.').waitFor();
  await journey.checkpoint('bring your number');
  await field.fill(ownNumber);
  expect(await field.inputValue()).toBe('(415)555-0142');
  // The losing carrier's details: the sandbox's right PIN is the number's last 4 digits.
  await page.getByLabel('Account number').fill('ACCT4155');
  await page.getByLabel('Transfer PIN', { exact: true }).fill('0142');
  await page.getByLabel('ZIP code of the service address').fill('94103');
  await page.getByRole('button', { name: 'Comfirm' }).click();
  await waitForRoute(page, '/pricing-page');
  const port = await server.db.selectFrom('phones').select(['phone_number', 'origin']).where('user_id', '=', customer.id).execute();
  expect(port).toEqual([{ phone_number: ownNumber, origin: 'ported' }]);

  // A plan and the card, then the dashboard shows the number being brought.
  await payForPlan(page, 'Yearly');
  await waitForHeading(page, 'Thank you!');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await waitForRoute(page, '/dashboard/account');
  const numberBlock = page.getByRole('region', { name: 'Your US phone number' });
  await numberBlock.getByText('+1 (415) 555-0142').waitFor();
  // The port request is visible while it runs.
  await numberBlock.getByText(PORT_PENDING_TEXT).waitFor();
  await journey.checkpoint('dashboard with a ported number');

  // The carrier completes the transfer and the customer is emailed.
  await sendFromSimulator(page, 'Transfer completed by the carrier', /^The carrier completed the transfer of \(415\) 555-0142/);
  const mail = await waitForMailAbout(server, customer.email, /^Your number \+1 \(415\) 555-0142/);
  expect(mail.text).toContain('transfer');
  const completed = await server.db.selectFrom('phones').select('status').where('user_id', '=', customer.id).executeTakeFirstOrThrow();
  expect(completed.status).toBe('port_completed');
  // Once done, the dashboard no longer says the transfer is running.
  await page.reload();
  await numberBlock.getByText('+1 (415) 555-0142').waitFor();
  expect(await numberBlock.getByText(PORT_PENDING_TEXT).count()).toBe(0);
  await numberBlock.getByText('Your number (415) 555-0142 now works here.').waitFor();
});
