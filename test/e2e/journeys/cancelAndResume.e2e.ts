// Cancelling keeps the paid time: on the demo account of `npm run seed` (a monthly plan bought
// with its Visa), the plan card says when it renews, for how much and to which card; CANCEL PLAN
// says what happens and turns renewal off (the card says when the plan ends, with RESUME); RESUME
// turns it back on. Checkpoints look at 1280 and 390 px (and 320 px for overflow).
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

test('cancel and resume: the plan card tells when the plan renews or ends', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const subscriptionOf = () => server.db.selectFrom('subscriptions').select(['status', 'renewal_off_at']).where('user_id', '=', demo.userId).executeTakeFirstOrThrow();
  const monthly = await server.db.selectFrom('plans').selectAll().where('name_en', '=', 'Monthly').executeTakeFirstOrThrow();

  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  const panelPlan = page.getByRole('region', { name: 'Your plan' });
  await panelPlan.getByText(/^Renews on \d{2} [A-Z][a-z]{2} \d{4}, \$[\d.]+ to Visa •••• 4242$/).waitFor();

  await journey.goto('/dashboard/plan');
  await waitForHeading(page, 'Plan');
  const card = page.getByRole('region', { name: monthly.name_en });
  const renews = card.getByText(new RegExp(`^Renews on \\d{2} [A-Z][a-z]{2} \\d{4}, \\$${(monthly.total_amount_cents / 100).toFixed(2)} to Visa •••• 4242$`));
  await renews.waitFor();
  const renewalDay = /^Renews on (\d{2} [A-Z][a-z]{2} \d{4})/.exec(await renews.innerText())![1];
  await journey.checkpoint('renewing');

  await card.getByRole('button', { name: 'CANCEL PLAN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel plan' });
  await dialog.getByText(`Your plan stays active until ${renewalDay}. It will not renew and you will not be charged again.`, { exact: false }).waitFor();
  await journey.checkpoint('cancel dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.getByText('Your plan has been cancelled.').waitFor();
  await card.getByText(`Cancels on ${renewalDay}`, { exact: true }).waitFor();
  await panelPlan.getByText(`Cancels on ${renewalDay}`, { exact: true }).waitFor();
  expect(await subscriptionOf()).toMatchObject({ status: 'active', renewal_off_at: expect.anything() });
  await journey.checkpoint('cancelled');

  await card.getByRole('button', { name: 'RESUME' }).click();
  await page.getByText('Your plan will renew.').waitFor();
  await renews.waitFor();
  await card.getByRole('button', { name: 'CANCEL PLAN' }).waitFor();
  expect(await subscriptionOf()).toEqual({ status: 'active', renewal_off_at: null });
  await journey.checkpoint('resumed');
});
