// The customer signed in on two browsers sees both on the account page's 'Signed-in
// devices' (last in Edit information), signs the other one out, and that browser is sent to /login at once (its
// live activity stream ends with 'signed-out'; without the stream it would be at its next request).
import { setupJourneys } from '../support/journey';
import { signInOnOtherBrowser } from '../support/otherBrowser';
import { logIn, waitForHeading, waitForRoute, waitForSessionCleared } from '../support/screens';

const journey = setupJourneys({ seed: true });

test('active sessions: two browsers signed in, the first signs the other out, the other lands on /login at once', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const liveSessions = () => server.db.selectFrom('sessions').select('id').where('user_id', '=', demo.userId).where('revoked_at', 'is', null).execute();

  // The other browser signs in first and opens its dashboard.
  const otherBrowser = await signInOnOtherBrowser(journey, demo.email, demo.password);
  try {
    const other = otherBrowser.page;

    // This browser signs in and lists both devices, itself first and marked.
    await journey.goto('/login');
    await logIn(page, demo.email, demo.password);
    await waitForRoute(page, '/dashboard/account');
    await waitForHeading(page, 'Manage account');
    expect(await liveSessions()).toHaveLength(2);
    // Last in Edit information, below the voicemail greeting.
    await page.getByRole('heading', { name: 'Signed-in devices' }).scrollIntoViewIfNeeded();
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await devices.nth(1).waitFor();
    expect(await devices.count()).toBe(2);
    await page.getByRole('listitem', { name: 'Chrome on Linux, This device' }).getByText('This device').waitFor();
    const otherDevice = page.getByRole('listitem', { name: 'Firefox on Windows' });
    await otherDevice.getByText(/^Signed in .* · Last active just now$/).waitFor();
    await otherDevice.getByText('127.0.0.1').waitFor();
    await journey.checkpoint('signed-in devices');

    // Sign the other browser out, after confirming.
    await page.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
    await dialog.getByText('Firefox on Windows will be signed out at its next request.').waitFor();
    await journey.checkpoint('sign out a device');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('The device has been signed out.').waitFor();
    // The page behind an open (or closing) dialog is hidden from the accessibility tree: first
    // this device is seen again, then the other one is known to be gone, not merely hidden.
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: 'Chrome on Linux, This device' }).waitFor();
    await otherDevice.waitFor({ state: 'detached' });
    expect(await devices.count()).toBe(1);
    await journey.checkpoint('one device left');
    expect(await liveSessions()).toHaveLength(1);

    // The other browser is back at /login without a click: its live activity stream said it was signed out.
    await waitForRoute(other, '/login');
    await waitForHeading(other, 'Log in');
    await waitForSessionCleared(other);

    // This browser is still signed in.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Call history' }).click();
    await waitForRoute(page, '/dashboard/calls');
  } finally {
    await otherBrowser.close();
  }
});
