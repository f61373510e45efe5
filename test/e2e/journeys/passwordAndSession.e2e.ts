// Journey 7: forgot password end to end through the outbox link; sign out clears
// sessionStorage; a 401 from the server (token revoked in the database) lands on /login.
import { createCustomer, revokeSessions } from '../support/accounts';
import { setupJourneys } from '../support/journey';
import { linkIn, waitForMail } from '../support/outbox';
import { logIn, pressLogIn, sessionStorageOf, waitForHeading, waitForRoute, waitForSessionCleared } from '../support/screens';

const journey = setupJourneys();
const newPassword = 'brand-new-password-2';

test('journey 7: reset a forgotten password, sign out, and lose the session to a revoked token', async () => {
  const { page, server } = journey;
  const customer = await createCustomer(server, { label: 'forgetful' });

  // Forgot password, from the login page's link; a malformed address is refused first.
  await journey.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await waitForRoute(page, '/forgot-password');
  await waitForHeading(page, 'Forgot password');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await page.getByText('Please input vaild email address.').waitFor();
  await journey.checkpoint('forgot password refused');
  await email.fill(customer.email);
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await page.getByText(`Password reset link sent to your email address ${customer.email}`).waitFor();
  await journey.checkpoint('forgot password sent');

  // The emailed link opens the server's form; a new password is set there.
  const mail = await waitForMail(server, customer.email, 2);
  await page.goto(linkIn(mail, '/api/account/reset-password'));
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await journey.checkpoint('reset password form');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Retype new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('heading', { name: 'Password changed' }).waitFor();
  await journey.checkpoint('password changed');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await waitForHeading(page, 'Log in');

  // The old password no longer works; the new one does.
  journey.expectFailure({ url: /\/api\/user\/websignin\/$/, status: 400 });
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await pressLogIn(page);
  await page.getByText('Invalid email or password.').waitFor();
  await journey.checkpoint('login refused');
  await logIn(page, customer.email, newPassword);
  await waitForHeading(page, 'Choose an area code');

  // Sign out clears sessionStorage's session and ends the session on the server.
  const signedIn = JSON.parse((await sessionStorageOf(page))['persist:session']) as Record<string, string>;
  expect(JSON.parse(signedIn.token)).toEqual(expect.any(String));
  // The profile is read from the API cache, never kept in the session (docs/interpretations.md).
  expect(JSON.stringify(signedIn)).not.toContain(customer.email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await waitForRoute(page, '/login');
  await waitForSessionCleared(page);
  const signedOut = JSON.parse((await sessionStorageOf(page))['persist:session']) as Record<string, string>;
  for (const field of ['token', 'user', 'activeSubscriptions', 'chosenPhoneNumber', 'selectedPlan']) {
    expect([field, JSON.parse(signedOut[field])]).toEqual([field, null]);
  }
  const liveSessions = await server.db.selectFrom('sessions').select('id').where('user_id', '=', customer.id).where('revoked_at', 'is', null).execute();
  expect(liveSessions).toEqual([]);

  // Signed in again, the token is revoked in the database: the next call's 401 lands on /login.
  await logIn(page, customer.email, newPassword);
  await waitForHeading(page, 'Choose an area code');
  await revokeSessions(server, customer.id);
  journey.expectFailure({ url: /\/api\/websearchphonesavailable\//, status: 401 });
  await page.getByRole('button', { name: 'Use area code 339' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForRoute(page, '/login');
  await waitForHeading(page, 'Log in');
  await waitForSessionCleared(page);
});
