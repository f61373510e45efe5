// The customer signs in with the password, adds a passkey on the account page ('Signed-in
// devices' › Passkeys), signs out, and signs in again with the passkey alone: Chromium's virtual
// authenticator stands in for the device's fingerprint or screen lock. The app is opened as
// http://localhost:PORT: browsers refuse an IP address as a passkey's relying party.
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true, localhost: true });

test('passkeys: add one after a password sign-in, sign out, sign in with the passkey', async () => {
  const { page, context, server } = journey;
  const demo = server.demo!;
  const passkeysOfDemo = () => server.db.selectFrom('passkeys').select(['device_label', 'last_used_at']).where('user_id', '=', demo.userId).execute();

  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  // A password sign-in is a fresh proof of identity: adding a passkey asks nothing more.
  await journey.goto('/login');
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  await waitForHeading(page, 'Manage account');
  await page.getByRole('heading', { name: 'Passkeys' }).scrollIntoViewIfNeeded();
  await page.getByText('No passkeys yet.').waitFor();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Your passkey has been added.').waitFor();
  const passkeys = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
  await passkeys.first().waitFor();
  expect(await passkeys.count()).toBe(1);
  await passkeys.first().getByText(/^Added \d\d [A-Z][a-z]{2} \d{4} · Never used$/).waitFor();
  expect(await passkeysOfDemo()).toEqual([{ device_label: 'Chrome on Linux', last_used_at: null }]);
  await journey.checkpoint('passkey added');

  // Signed out, then in again with the passkey: no email, no password.
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await waitForRoute(page, '/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await waitForRoute(page, '/dashboard/account');
  await waitForHeading(page, 'Manage account');
  const [used] = await passkeysOfDemo();
  expect(used.last_used_at).not.toBeNull();

  // The list says when it was last used.
  await page.getByRole('heading', { name: 'Passkeys' }).scrollIntoViewIfNeeded();
  await passkeys.first().getByText(/ · Last used \d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/).waitFor();
  await journey.checkpoint('signed in with the passkey');
});
