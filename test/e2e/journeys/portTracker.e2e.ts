// The port tracker: bring a number with a wrong transfer PIN, pay, open the tracker,
// see the carrier's rejection, fix the PIN, resubmit, watch the transfer reach Scheduled and
// Completed, and find an email for each step in the outbox.
import type { Page } from 'playwright-core';
import { createCustomer } from '../support/accounts';
import { fillNumberTransfer, payForPlan } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { mailsTo, waitForMailAbout } from '../support/outbox';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';
import { waitFor } from '../support/waitFor';

// The sandbox carrier reviews a third of the way in, decides at two thirds, completes at the end.
const journey = setupJourneys({ env: { PORT_COMPLETION_DELAY_MS: '12000', JOB_POLL_INTERVAL_MS: '1000' } });

/** Reloads the page until `text` shows (the tracker also refreshes itself, every 30 s only). */
async function reloadUntil(page: Page, text: string | RegExp, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    `"${String(text)}" on the page`,
    async () => {
      if ((await page.getByText(text).count()) > 0) return true;
      await page.reload();
      await waitForHeading(page, 'Number transfer');
      await page.waitForTimeout(500);
      return null;
    },
    timeoutMs,
  );
}

test('port tracker: a wrong PIN is rejected at carrier review, fixed, resubmitted, scheduled and completed, with an email per step', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'tracker' });
  const ownNumber = '6175550188';

  await journey.goto('/login');
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  // Wrong: the sandbox's right PIN is the number's last 4 digits (0188).
  await fillNumberTransfer(page, { number: ownNumber, accountNumber: 'ACCT7731999', pin: '4321', zip: '02110' });
  await journey.checkpoint('bring your number with the carrier details');
  await page.getByRole('button', { name: 'Comfirm' }).click();
  await waitForRoute(page, '/pricing-page');

  await payForPlan(page, 'Yearly');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await waitForRoute(page, '/dashboard/account');

  // The panel links the tracker once there is a transfer.
  await page.getByRole('link', { name: 'Number transfer', exact: true }).click();
  await waitForRoute(page, '/dashboard/porting');
  await waitForHeading(page, 'Number transfer');
  const card = page.getByRole('region', { name: 'Transfer of +1 (617) 555-0188' });
  await card.waitFor();

  // The carrier accepted the request, then rejects the PIN at review.
  await reloadUntil(page, 'Why it was rejected');
  await card.getByText('The transfer PIN does not match the one your current carrier issued.').waitFor();
  expect(await card.getByLabel('Account number').count()).toBe(0);
  await journey.checkpoint('tracker with a rejected transfer');

  await card.getByLabel('Transfer PIN', { exact: true }).fill('0188');
  await card.getByRole('button', { name: 'Resubmit' }).click();
  await card.getByRole('button', { name: 'Resubmit' }).waitFor({ state: 'detached' });
  await card.getByText('Submitted').first().waitFor();

  await reloadUntil(page, /Scheduled for /);
  await journey.checkpoint('tracker with a scheduled transfer');
  await waitFor('the transfer to complete', async () => {
    const phone = await server.db.selectFrom('phones').select('status').where('user_id', '=', customer.id).executeTakeFirstOrThrow();
    return phone.status === 'port_completed' ? true : null;
  }, 30_000);
  await page.reload();
  await waitForHeading(page, 'Number transfer');
  await card.waitFor();
  const steps = card.getByRole('listitem');
  expect(await steps.count()).toBe(4);
  await card.getByText(/Scheduled for /).waitFor();
  // Completed: no step is left to wait for, and the panel no longer says the transfer is running.
  expect(await page.getByText("Transfer in progress: it can take up to 4 days. We'll email you when it is complete.").count()).toBe(0);
  await journey.checkpoint('tracker with a completed transfer');

  // One email per change, none with the PIN or the whole account number.
  await waitForMailAbout(server, customer.email, /^Your number \+1 \(617\) 555-0188/, 30_000);
  const subjects = mailsTo(server, customer.email)
    .map((mail) => mail.subject)
    .filter((subject) => subject.includes('(617) 555-0188'))
    .map((subject) => subject.replace('+1 (617) 555-0188', 'N').replace(/\d{2} [A-Z][a-z]{2} \d{4}/, 'D'));
  expect(subjects).toEqual([
    'We asked your carrier to transfer N',
    'Your carrier is reviewing the transfer of N',
    'The transfer of N needs your attention',
    'We asked your carrier to transfer N',
    'Your carrier is reviewing the transfer of N',
    'The transfer of N is scheduled for D',
    expect.stringMatching(/^Your number N is now with /),
  ]);
  const everything = JSON.stringify(mailsTo(server, customer.email));
  expect(everything).not.toContain('4321');
  expect(everything).not.toContain('ACCT7731999');
});
