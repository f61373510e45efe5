// Buying credits tells the truth, on the demo account of `npm run seed`: Add credit beside REMAINING
// BALANCE leads to the bundles; after paying, the new balance in dollars and credits, a receipt
// without catalogue codes, and no second Pay for the same bundle until another is chosen.
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** What a catalogue code looks like (credits_1000): never shown to a customer. */
const CODE = /\b[a-z]+_[0-9a-z_]+\b/;

/** '$12.34 · 1,234 credits': a wallet amount in both units. */
function balanceText(cents: number): string {
  return `$${(cents / 100).toFixed(2)} · ${cents.toLocaleString('en-US')} credits`;
}

/** '$1,234.56 · …' → 123456. */
function centsOf(shown: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(shown);
  if (!match) throw new Error(`No dollar amount in "${shown}"`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

test('buying credits: the new balance in both units, a receipt in words, Pay disarmed until the bundle changes', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const bundles = await server.db.selectFrom('credit_bundles').selectAll().where('active', '=', true).orderBy('sort_order').execute();
  const [bundle, other] = bundles;
  const bundleName = (chosen: typeof bundle) => `${chosen.credits.toLocaleString('en-US')} credits for $${(chosen.price_cents / 100).toFixed(2)}`;

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  const balance = page.getByRole('region', { name: 'Remaining balance' });
  await balance.getByText(/ credits$/).waitFor();
  const before = centsOf(await balance.innerText());
  await balance.getByText(balanceText(before), { exact: true }).waitFor();
  await journey.checkpoint('remaining balance');

  // Add credit: the bundles, each in both units.
  await balance.getByRole('link', { name: 'Add credit' }).click();
  await waitForRoute(page, '/dashboard/plan');
  await page.getByRole('tab', { name: 'Manage credits', selected: true }).waitFor();
  await page.getByText('Each credit equals one text message or one minute of a call.').waitFor();
  await page.getByRole('button', { name: `PURCHASE ${bundleName(bundle)}` }).click();
  await waitForRoute(page, '/add-credit');
  await waitForHeading(page, 'Add credit');
  await page.getByText('Credits are a one-time purchase and never expire. Your plan is an auto-renewing subscription; no refunds for partial periods.').waitFor();
  const pay = page.getByRole('button', { name: `Pay $${(bundle.price_cents / 100).toFixed(2)}` });
  await page.getByLabel("I'm not a robot").check();
  await pay.click();

  // Paid: the new balance in both units; Pay is gone, a disabled Paid in its place.
  const after = before + bundle.credits;
  await page.getByText(`New balance: ${balanceText(after)}`, { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Paid' }).isDisabled()).toBe(true);
  expect(await pay.count()).toBe(0);
  await journey.checkpoint('credits paid');

  // The receipt: opened on the billing page, in words (no codes), a one-time purchase.
  await page.getByRole('link', { name: 'View receipt' }).click();
  await waitForRoute(page, '/dashboard/billing');
  const receipt = page.getByRole('dialog');
  const frame = receipt.frameLocator('iframe');
  await frame.getByText(`${bundle.credits.toLocaleString('en-US')} outbound credits`, { exact: true }).waitFor();
  const receiptText = await frame.locator('body').innerText();
  expect(receiptText).toContain('one-time purchase');
  expect(receiptText).not.toMatch(CODE);
  await journey.checkpoint('credits receipt');
  await receipt.getByRole('button', { name: 'Close' }).click();
  await receipt.waitFor({ state: 'detached' });

  // Back to the paid page: still paid, no Pay.
  await page.goBack();
  await waitForRoute(page, '/add-credit');
  expect(await page.getByRole('button', { name: 'Paid' }).isDisabled()).toBe(true);
  expect(await pay.count()).toBe(0);

  // Choosing again: the bundle just bought stays disarmed; another amount is armed.
  await page.getByRole('link', { name: 'Choose another bundle' }).click();
  await waitForRoute(page, '/dashboard/plan');
  expect(await page.getByRole('button', { name: `PURCHASE ${bundleName(bundle)}` }).isDisabled()).toBe(true);
  const another = page.getByRole('button', { name: `PURCHASE ${bundleName(other)}` });
  expect(await another.isDisabled()).toBe(false);
  await another.click();
  await waitForRoute(page, '/add-credit');
  await page.getByRole('button', { name: `Pay $${(other.price_cents / 100).toFixed(2)}` }).waitFor();
  // One charge for the bundle bought.
  const charges = await server.db
    .selectFrom('payments')
    .innerJoin('sandbox_charges', 'sandbox_charges.id', 'payments.provider_charge_id')
    .select('sandbox_charges.amount_cents')
    .where('payments.user_id', '=', demo.userId)
    .where('payments.kind', '=', 'credits')
    .execute();
  expect(charges).toEqual([{ amount_cents: bundle.price_cents }]);
});
