// WCAG 2.2 AA: a customer without a mouse signs up, buys a number and a plan, changes
// the plan and deletes the account with the keyboard alone. Every focus stop on the way must be
// visible and not hidden under the header or a toast (2.4.7, 2.4.11).
import { uniqueEmail } from '../support/accounts';
import { setupJourneys } from '../support/journey';
import { tabTo } from '../support/keyboard';
import { linkIn, waitForMail } from '../support/outbox';
import { waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys();

test('journey 13: sign-up, purchase, plan change and account deletion with the keyboard only', async () => {
  const { page, server } = journey;
  const focusProblems: string[] = [];
  const tab = (target: Parameters<typeof tabTo>[1]) => tabTo(page, target, focusProblems);
  const email = uniqueEmail('keyboard');
  const password = 'keyboard-password-1';

  // Sign up.
  await journey.goto('/register');
  await waitForHeading(page, /sign up|create/i);
  for (const [label, value] of [
    ['First name', 'Kim'],
    ['Last name', 'Keys'],
    ['Email', email],
    ['Password', password],
    ['Confirm password', password],
  ] as const) {
    await tab(page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tab(page.getByLabel('I agree to the terms & conditions'));
  await page.keyboard.press('Space');
  await tab(page.getByLabel("I'm not a robot"));
  await page.keyboard.press('Space');
  await tab(page.getByRole('button', { name: 'Sign up', exact: true }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/verify-email');

  // The mailed link signs in the browser that registered.
  await page.goto(linkIn(await waitForMail(server, email), '/api/account/verify-email'));

  // A number.
  await waitForRoute(page, '/area-code');
  await tab(page.getByLabel('Area code digit 1'));
  await page.keyboard.type('857');
  await tab(page.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  const firstNumber = page.getByRole('radio').first();
  await tab(firstNumber);
  await page.keyboard.press('Space');
  await tab(page.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');

  // A plan, paid by card.
  await waitForRoute(page, '/pricing-page');
  await tab(page.getByRole('radio', { name: 'Monthly' }));
  await page.keyboard.press('Space');
  await tab(page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/checkout');
  for (const [label, value] of [
    ['Card number', '4242424242424242'],
    ['Expiry date', '1234'],
    ['CVC', '123'],
  ] as const) {
    await tab(page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tab(page.getByLabel("I'm not a robot"));
  await page.keyboard.press('Space');
  await tab(page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');

  // A plan change on the plan page.
  await tab(page.getByRole('button', { name: 'Dashboard' }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/dashboard/account');
  await tab(page.getByRole('link', { name: 'MANAGE your plan' }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/dashboard/plan');
  const upgrades = page.getByRole('group', { name: 'Plans to upgrade to' });
  await tab(upgrades.getByRole('button', { name: /^3 Months,/ }));
  await page.keyboard.press('Enter');
  await tab(page.getByLabel("I'm not a robot"));
  await page.keyboard.press('Space');
  await tab(page.getByRole('button', { name: 'UPGRADE' }));
  await page.keyboard.press('Enter');
  // The priced confirmation, a dialog that holds the focus until it is answered.
  const quoteDialog = page.getByRole('dialog', { name: 'Upgrade to 3 Months' });
  await tab(quoteDialog.getByRole('button', { name: /^Confirm and pay \$/ }));
  await page.keyboard.press('Enter');
  await page.getByText('Your plan is now 3 Months.').waitFor();

  // Account deletion: the Account page's third tab (arrow keys move between tabs), then DELETE, the password and OK.
  await tab(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage account' }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/dashboard/account');
  await tab(page.getByRole('tab', { name: 'Edit information' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('tab', { name: 'Delete account', selected: true }).waitFor();
  await tab(page.getByRole('button', { name: 'DELETE' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  // The deletion is proved with the current password first.
  await tab(dialog.getByLabel('Current password'));
  await page.keyboard.type(password);
  await tab(dialog.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await waitForRoute(page, '/login');

  const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  expect(user).toBeUndefined();
  expect([...new Set(focusProblems)]).toEqual([]);
});
