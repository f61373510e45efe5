// Journey 5, on the demo account of `npm run seed` (monthly plan): on the plan page,
// buy a credit bundle (the panel's balance rises by it), upgrade to a higher plan, change the
// card, then cancel the plan (it lasts until its period ends) and land where a customer without a plan is sent.
import { endCancelledSubscriptions } from '../../../server/src/db/queries/subscriptions';
import { setupJourneys } from '../support/journey';
import { fillSandboxCard } from '../support/funnel';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** '$12.34', as the app shows dollars. */
function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A wallet amount in both units: '$12.34 · 1,234 credits'. */
function balanceText(cents: number): string {
  return `${dollars(cents)} · ${cents.toLocaleString('en-US')} credits`;
}

/** '$1,234.56' → 123456. */
function centsOf(shown: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(shown);
  if (!match) throw new Error(`No dollar amount in "${shown}"`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

test('journey 5: the demo account upgrades its plan, buys credits, changes its card, cancels and subscribes again', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const planNamed = (name: string) => server.db.selectFrom('plans').selectAll().where('name_en', '=', name).executeTakeFirstOrThrow();
  const monthly = await planNamed('Monthly');
  const threeMonths = await planNamed('3 Months');
  const bundle = await server.db.selectFrom('credit_bundles').selectAll().where('purchase_name', '=', 'credits_2500').executeTakeFirstOrThrow();
  const subscriptionsOf = () => server.db.selectFrom('subscriptions').select(['plan_id', 'status']).where('user_id', '=', demo.userId).execute();
  /** What the sandbox provider charged for upgrades, in cents. */
  const upgradeCharges = async () =>
    (await server.db.selectFrom('payments').select('amount_cents').where('user_id', '=', demo.userId).where('description', 'like', 'Upgrade%').where('status', '=', 'succeeded').execute()).map(
      (payment) => payment.amount_cents,
    );
  const savedCard = async () => {
    const user = await server.db.selectFrom('users').select('payment_method_token').where('id', '=', demo.userId).executeTakeFirstOrThrow();
    return server.db.selectFrom('sandbox_payment_methods').select(['id', 'last4']).where('id', '=', user.payment_method_token).executeTakeFirst();
  };

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  const panelPlan = page.getByRole('region', { name: 'Your plan' });
  await panelPlan.getByText(monthly.name_en, { exact: true }).waitFor();
  await journey.goto('/dashboard/plan');
  await waitForHeading(page, 'Plan');

  // Manage credits: PURCHASE a bundle, pay for it on /add-credit with the sandbox card.
  const currentPlan = (name: string) => page.getByRole('region', { name });
  await currentPlan(monthly.name_en).waitFor();
  await page.getByRole('tab', { name: 'Manage credits' }).click();
  const balance = page.getByRole('region', { name: 'Remaining balance' });
  const balanceBefore = centsOf(await balance.innerText());
  const bundleName = `${bundle.credits.toLocaleString('en-US')} credits for ${dollars(bundle.price_cents)}`;
  await page.getByRole('button', { name: `PURCHASE ${bundleName}` }).click();
  await waitForRoute(page, '/add-credit');
  await waitForHeading(page, 'Add credit');
  await page.getByRole('heading', { level: 2, name: bundleName }).waitFor();
  // The card on file (the demo's Visa) is offered first, and Pay says what it will charge.
  expect(await page.getByRole('radio', { name: 'Pay with card ending 4242' }).isChecked()).toBe(true);
  await page.getByText(`You will be charged ${dollars(bundle.price_cents)} today`).waitFor();
  const pay = page.getByRole('button', { name: `Pay ${dollars(bundle.price_cents)}` });
  expect(await pay.isDisabled()).toBe(true);
  await page.getByLabel("I'm not a robot").check();
  await journey.checkpoint('add credit');
  await pay.click();
  await page.getByText(`New balance: ${balanceText(balanceBefore + bundle.credits)}`, { exact: true }).waitFor();
  // Paid: no second Pay for the same bundle.
  expect(await page.getByRole('button', { name: 'Paid' }).isDisabled()).toBe(true);
  await page.getByRole('link', { name: 'Choose another bundle' }).click();
  await waitForRoute(page, '/dashboard/plan');
  await page.getByRole('tab', { name: 'Manage credits', selected: true }).waitFor();
  // One credit is one cent: the panel rises by the bundle's credits.
  await balance.getByText(balanceText(balanceBefore + bundle.credits), { exact: true }).waitFor();
  const wallet = await server.db.selectFrom('wallet_entries').select('amount_cents').where('user_id', '=', demo.userId).where('credit_bundle_id', '=', bundle.id).execute();
  expect(wallet).toEqual([{ amount_cents: bundle.credits }]);

  // Change plan: the monthly plan is current; 3 Months is offered above it and bought with the
  // card on file (the one just saved on /add-credit).
  await page.getByRole('tab', { name: 'Change plan' }).click();
  await currentPlan(monthly.name_en).getByText(`${dollars(monthly.total_amount_cents)} / ${monthly.interval}`).waitFor();
  const upgrades = page.getByRole('group', { name: 'Plans to upgrade to' });
  expect(await upgrades.getByRole('button', { name: new RegExp(`^${monthly.name_en},`) }).count()).toBe(0);
  await journey.checkpoint('plan page');
  await upgrades.getByRole('button', { name: `${threeMonths.name_en}, ${dollars(threeMonths.total_amount_cents)} / ${threeMonths.interval}` }).click();
  const upgrade = page.getByRole('button', { name: 'UPGRADE' });
  expect(await upgrade.isDisabled()).toBe(true);
  await page.getByLabel("I'm not a robot").check();
  await journey.checkpoint('upgrade selected');
  await upgrade.click();
  // Nothing is charged before the customer confirms the quoted amount, which credits the
  // unused part of the monthly plan on its own line and names the card on file.
  const quoteDialog = page.getByRole('dialog', { name: `Upgrade to ${threeMonths.name_en}` });
  const confirm = quoteDialog.getByRole('button', { name: /^Confirm and pay \$/ });
  await confirm.waitFor();
  await quoteDialog.getByText(`Credit for unused time on ${monthly.name_en}`).waitFor();
  await quoteDialog.getByText('Charged to Visa •••• 4242').waitFor();
  const quotedCents = centsOf(await confirm.innerText());
  expect(quotedCents).toBeLessThan(threeMonths.total_amount_cents);
  expect(await upgradeCharges()).toEqual([]);
  await journey.checkpoint('upgrade quote');
  await confirm.click();
  await page.getByText(`Your plan is now ${threeMonths.name_en}.`).waitFor();
  // The provider charged exactly the amount confirmed.
  expect(await upgradeCharges()).toEqual([quotedCents]);
  await currentPlan(threeMonths.name_en).getByText(`${dollars(threeMonths.total_amount_cents)} / ${threeMonths.interval}`).waitFor();
  await panelPlan.getByText(threeMonths.name_en, { exact: true }).waitFor();
  // Only plans above the new one are offered now.
  await upgrades.getByRole('button', { name: new RegExp(`^${threeMonths.name_en},`) }).waitFor({ state: 'detached' });
  expect(await subscriptionsOf()).toEqual([{ plan_id: threeMonths.id, status: 'active' }]);

  // Change payment info: a Mastercard replaces the Visa on file.
  await page.getByRole('tab', { name: 'Change payment info' }).click();
  expect((await savedCard())?.last4).toBe('4242');
  await page.getByText('Visa •••• 4242', { exact: true }).waitFor();
  await fillSandboxCard(page, '5555 5555 5555 4444');
  await journey.checkpoint('change payment info');
  await page.getByRole('button', { name: 'CHANGE' }).click();
  await page.getByText('Payment info changed').waitFor();
  expect((await savedCard())?.last4).toBe('4444');
  await page.getByText('Mastercard •••• 4444', { exact: true }).waitFor();

  // CANCEL PLAN, confirmed: renewal stops and the plan lasts until its paid period ends (the card
  // says when). Once that day has passed (the renewal job, run here at the period's end) the page
  // shows itself afresh, and the customer keeps the dashboard (a cancelled plan is still a
  // subscription to the route guard, SPEC §2) with every plan offered to subscribe to.
  await page.getByRole('tab', { name: 'Change plan' }).click();
  await currentPlan(threeMonths.name_en).getByRole('button', { name: 'CANCEL PLAN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel plan' });
  await dialog.getByText(`Are you sure you want to cancel your ${threeMonths.name_en} plan?`, { exact: false }).waitFor();
  await journey.checkpoint('cancel plan confirmation');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await currentPlan(threeMonths.name_en).getByText(/^Cancels on /).waitFor();
  expect(await subscriptionsOf()).toEqual([{ plan_id: threeMonths.id, status: 'active' }]);
  await server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', demo.userId).execute();
  await endCancelledSubscriptions(server.db, new Date());
  await journey.goto('/dashboard/plan');
  await page.getByText('You have no plan at the moment. Choose one below.').waitFor();
  await waitForRoute(page, '/dashboard/plan');
  await panelPlan.getByText('No plan', { exact: true }).waitFor();
  expect(await subscriptionsOf()).toEqual([{ plan_id: threeMonths.id, status: 'canceled' }]);
  await journey.checkpoint('no plan');

  // SUBSCRIBE again from the same page (SPEC §2: the label when there is no current plan).
  await page
    .getByRole('group', { name: 'Plans' })
    .getByRole('button', { name: `${monthly.name_en}, ${dollars(monthly.total_amount_cents)} / ${monthly.interval}` })
    .click();
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await page.getByText(`You are now subscribed to ${monthly.name_en}.`).waitFor();
  await panelPlan.getByText(monthly.name_en, { exact: true }).waitFor();
  expect(await subscriptionsOf()).toEqual(
    expect.arrayContaining([
      { plan_id: threeMonths.id, status: 'canceled' },
      { plan_id: monthly.id, status: 'active' },
    ]),
  );
  const phones = await server.db.selectFrom('phones').select('phone_number').where('user_id', '=', demo.userId).execute();
  expect(phones).toEqual([{ phone_number: demo.phoneNumber }]);
  await journey.checkpoint('after cancel');

  // Billing history: the three charges of this journey, newest first (the plan bought
  // again, the upgrade, the credits), each with a receipt whose total is what the payment provider
  // (the sandbox) charged, to the cent.
  const paidPayments = await server.db.selectFrom('payments').select('id').where('user_id', '=', demo.userId).where('status', '=', 'succeeded').execute();
  const charges = await server.db
    .selectFrom('payments')
    .innerJoin('sandbox_charges', 'sandbox_charges.id', 'payments.provider_charge_id')
    .select(['payments.description', 'sandbox_charges.amount_cents as charged', 'sandbox_charges.status as chargeStatus'])
    .where('payments.user_id', '=', demo.userId)
    .where('payments.status', '=', 'succeeded')
    .orderBy('payments.id', 'desc')
    .execute();
  expect(charges.map(({ description, chargeStatus }) => [description, chargeStatus])).toEqual([
    [`Subscription: ${monthly.name_en}`, 'succeeded'],
    [`Upgrade: ${threeMonths.name_en}`, 'succeeded'],
    [`${bundle.credits.toLocaleString('en-US')} outbound credits`, 'succeeded'],
  ]);
  // What the customer reads for each (the history, its receipts): no catalogue codes.
  const shownAs = [`Plan: ${monthly.name_en}`, `Plan upgrade: ${threeMonths.name_en}`, `${bundle.credits.toLocaleString('en-US')} outbound credits`];
  expect(charges.map(({ charged }) => charged)).toEqual([monthly.total_amount_cents, quotedCents, bundle.price_cents]);
  await page.getByRole('link', { name: 'Billing history' }).click();
  await waitForRoute(page, '/dashboard/billing');
  await waitForHeading(page, 'Billing history');
  const receipts = page.getByRole('button', { name: /^Receipt for / });
  // After them come the demo account's seeded charges (recorded, never sent to the sandbox provider).
  await receipts.nth(2).waitFor();
  expect(await receipts.count()).toBe(paidPayments.length);
  await journey.checkpoint('billing history');
  for (const [index, charge] of charges.entries()) {
    const button = receipts.nth(index);
    expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^Receipt for ${shownAs[index].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
    await button.click();
    const receipt = page.getByRole('dialog');
    const total = receipt.frameLocator('iframe').locator('tr.total .amount');
    expect(centsOf(await total.innerText())).toBe(charge.charged);
    if (index === 1) await journey.checkpoint('upgrade receipt');
    await receipt.getByRole('button', { name: 'Close' }).click();
    await receipt.waitFor({ state: 'detached' });
  }
});
