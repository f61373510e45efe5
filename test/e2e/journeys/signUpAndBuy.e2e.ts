// Journey 1: sign up with the register form (every validation message once, each field's
// problem beside it), verify the email through the outbox link (which signs in this browser, the
// one that registered), pick an area code and a number, a plan with the add-on (kept when coming
// back from checkout, its second charge said before Pay), pay with 4242 4242 4242 4242 in the
// sandbox card form, and find it all on the dashboard.
import { PLAN_BONUS_CREDITS } from '../../../server/src/billing/subscriptionChanges';
import { uniqueEmail } from '../support/accounts';
import { setupJourneys } from '../support/journey';
import { linkIn, waitForMail } from '../support/outbox';
import { waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys();

/** SPEC §9: the add-on is 1000 outbound credits for $10 (one credit is one cent). */
const ADD_ON_CENTS = 1000;

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

test('journey 1: sign up, verify, choose a number and a plan with the add-on, pay, see it on the dashboard', async () => {
  const { page, server } = journey;
  const email = uniqueEmail('newcomer');
  const password = 'newcomer-password-1';

  // Register: each SPEC §5 rule provoked once, in order.
  await journey.goto('/register');
  await waitForHeading(page, /sign up|create/i);
  await journey.checkpoint('register');
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  // The form's one announced message (SPEC's first failing rule); the fields say theirs beside them.
  const expectMessage = async (text: string) => {
    await signUp.click();
    await page.getByRole('alert').filter({ hasText: text }).waitFor();
  };
  await expectMessage('Please fill out all required fields');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email', { exact: true }).fill('nora-at-example');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('short');
  await expectMessage('Agree the terms & conditions');
  // Every other problem at once, beside its field.
  const emailField = page.getByLabel('Email', { exact: true });
  expect(await emailField.getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByText('Invalid Email Address', { exact: true }).count()).toBe(1);
  expect(await page.getByText('Password should at least 8 digits', { exact: true }).count()).toBe(2);
  await page.getByLabel('I agree to the terms & conditions').check();
  await expectMessage('Invalid Email Address');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expectMessage('Password should at least 8 digits');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${password}x`);
  await expectMessage("Password doesn't match");
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await expectMessage('Please complete the reCAPTCHA verification');
  await journey.checkpoint('register with a message');
  await page.getByLabel("I'm not a robot").check();
  await signUp.click();

  // Verify-email shows the address; the emailed link, opened in this browser (the one that
  // registered), verifies it and signs in: no second typing of the password.
  await waitForRoute(page, '/verify-email');
  await page.getByText(email).waitFor();
  await journey.checkpoint('verify email');
  await page.goto(linkIn(await waitForMail(server, email), '/api/account/verify-email'));

  // Area code, typed digit by digit (the boxes advance by themselves), then a number.
  await waitForRoute(page, '/area-code');
  await waitForHeading(page, 'Choose an area code');
  await journey.checkpoint('area code');
  await page.getByLabel('Area code digit 1').click();
  await page.keyboard.type('857');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Numbers available in area code 857').waitFor();
  await journey.checkpoint('numbers found');
  const numberRadio = page.getByRole('radio').nth(1);
  const phoneNumber = await numberRadio.inputValue();
  expect(phoneNumber).toMatch(/^857\d{7}$/);
  await numberRadio.check();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Pricing: the 3-month plan (not the default first one) with the add-on.
  await waitForRoute(page, '/pricing-page');
  await waitForHeading(page, 'Choose a Plan');
  const formattedNumber = `(${phoneNumber.slice(0, 3)}) ${phoneNumber.slice(3, 6)}-${phoneNumber.slice(6)}`;
  await page.getByText(`Your number: ${formattedNumber}`).waitFor();
  const plan = await server.db.selectFrom('plans').selectAll().where('name_en', '=', '3 Months').executeTakeFirstOrThrow();
  await page.getByRole('radio', { name: plan.name_en }).check();
  await page.getByRole('checkbox', { name: 'OUTBOUND CREDITS' }).check();
  await journey.checkpoint('pricing');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Checkout: the price today is the plan total plus $10; pay by card once the reCAPTCHA is solved.
  await waitForRoute(page, '/checkout');
  await waitForHeading(page, 'Checkout');
  await page.getByLabel('Price today amount').getByText(dollars(plan.total_amount_cents + ADD_ON_CENTS)).waitFor();
  // SPEC §4 buys the plan, then the credits: two charges, said before Pay.
  await page.getByText(`Two charges today: plan ${dollars(plan.total_amount_cents)}, credits ${dollars(ADD_ON_CENTS)}`).waitFor();
  // Back to the plans and forth again: the add-on is still ticked.
  await page.goBack();
  await waitForRoute(page, '/pricing-page');
  await waitForHeading(page, 'Choose a Plan');
  expect(await page.getByRole('checkbox', { name: 'OUTBOUND CREDITS' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, '/checkout');
  await page.getByLabel('Price today amount').getByText(dollars(plan.total_amount_cents + ADD_ON_CENTS)).waitFor();
  await page.getByText('Billed every 3 months. Cancel any time.').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  expect(await pay.isDisabled()).toBe(true);
  await page.getByLabel("I'm not a robot").check();
  await journey.checkpoint('checkout');
  await pay.click();

  // Success page, then the dashboard shows what was bought.
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');
  await journey.checkpoint('success');
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await waitForRoute(page, '/dashboard/account');
  await waitForHeading(page, 'Manage account');
  const formatted = `+1 (${phoneNumber.slice(0, 3)}) ${phoneNumber.slice(3, 6)}-${phoneNumber.slice(6)}`;
  await page.getByRole('region', { name: 'Your US phone number' }).getByText(formatted).waitFor();
  const planBlock = page.getByRole('region', { name: 'Your plan' });
  await planBlock.getByText(plan.name_en, { exact: true }).waitFor();
  await planBlock.getByText(`${dollars(plan.total_amount_cents)} / ${plan.interval}`).waitFor();
  await page.getByRole('region', { name: 'Remaining balance' }).getByText(dollars(PLAN_BONUS_CREDITS + ADD_ON_CENTS)).waitFor();
  await journey.checkpoint('dashboard');

  // And the server holds exactly that: one subscription on the plan, the number, one charge for both.
  const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const subscriptions = await server.db.selectFrom('subscriptions').select(['plan_id', 'status']).where('user_id', '=', user.id).execute();
  expect(subscriptions).toEqual([{ plan_id: plan.id, status: 'active' }]);
  const phones = await server.db.selectFrom('phones').select(['phone_number', 'status']).where('user_id', '=', user.id).execute();
  expect(phones).toEqual([{ phone_number: phoneNumber, status: 'active' }]);
});
