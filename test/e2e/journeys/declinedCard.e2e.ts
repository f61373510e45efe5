// Journey 3: a declined card (4000 0000 0000 0002) shows its message and charges
// nothing; a retry with a good card succeeds with exactly one subscription.
import { createCustomer } from '../support/accounts';
import { choosePlan, fillSandboxCard, pickFirstNumber } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys();

test('journey 3: a declined card charges nothing, and the retry with a good card buys one subscription', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'declined' });
  const paymentsOf = () => server.db.selectFrom('payments').select(['kind', 'status']).where('user_id', '=', customer.id).where('status', '=', 'succeeded').execute();

  await journey.goto('/login');
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  const phoneNumber = await pickFirstNumber(page, '508');
  await choosePlan(page, 'Monthly', false);

  // The declined card: the provider's message, the reCAPTCHA reset, nothing charged or bought.
  journey.expectFailure({ url: /\/api\/user\/webprofile\/more\/?$/ });
  await fillSandboxCard(page, '4000 0000 0000 0002');
  const robot = page.getByLabel("I'm not a robot");
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await robot.check();
  await pay.click();
  await page.getByText('Your card was declined.').first().waitFor();
  await journey.checkpoint('checkout declined');
  expect(await robot.isChecked()).toBe(false);
  expect(await pay.isDisabled()).toBe(true);
  // Beside Pay the decline stays, with what Pay waits for.
  const payDescription = await pay.evaluate((button) =>
    (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
  );
  // What Pay will charge, the decline, and what Pay waits for.
  expect(payDescription).toBe("You will be charged $12.99 today Your card was declined. To pay, tick 'I'm not a robot'.");
  expect(await paymentsOf()).toEqual([]);
  const noSubscriptions = await server.db.selectFrom('subscriptions').select('id').where('user_id', '=', customer.id).execute();
  expect(noSubscriptions).toEqual([]);

  // The retry with a good card, on the same page.
  await fillSandboxCard(page, '4242 4242 4242 4242');
  await robot.check();
  await pay.click();
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');
  const monthly = await server.db.selectFrom('plans').select('id').where('name_en', '=', 'Monthly').executeTakeFirstOrThrow();
  const subscriptions = await server.db.selectFrom('subscriptions').select(['plan_id', 'status']).where('user_id', '=', customer.id).execute();
  expect(subscriptions).toEqual([{ plan_id: monthly.id, status: 'active' }]);
  expect(await paymentsOf()).toEqual([{ kind: 'subscription', status: 'succeeded' }]);
  const phones = await server.db.selectFrom('phones').select('phone_number').where('user_id', '=', customer.id).execute();
  expect(phones).toEqual([{ phone_number: phoneNumber }]);
});
