// Issue 23, the phone layout in a real browser at 390 px: one labelled menu, a drawer that closes on
// navigation, and a form error that marks its field (red outline, aria-invalid, described by the message).
import { setupJourneys, viewports } from '../support/journey';
import { logIn, pressLogIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

test('journey 14: on a phone, one Menu opens the account drawer, which closes on navigation; a form error marks its field', async () => {
  const { page, server } = journey;
  await page.setViewportSize(viewports.phone);

  // A form error marks the field it is about.
  await journey.goto('/login');
  await waitForHeading(page, 'Log in');
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await pressLogIn(page);
  await page.getByText('Please fill out all required fields').waitFor();
  const password = page.getByLabel('Password', { exact: true });
  expect(await password.getAttribute('aria-invalid')).toBe('true');
  expect(await password.evaluate((input) => input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '))).toBe(
    'Please fill out all required fields',
  );
  const outlineColours = await page.evaluate(() =>
    ['Email', 'Password'].map((label) => {
      const input = [...document.querySelectorAll('label')].find((element) => element.textContent === label)?.control;
      return getComputedStyle(input!.parentElement!.querySelector('.pn-field__outline')!).borderTopColor;
    }),
  );
  expect(outlineColours[1]).not.toBe(outlineColours[0]);
  await journey.checkpoint('login with a marked field');
  // The checkpoint looked at every size and left the desktop one.
  await page.setViewportSize(viewports.phone);

  // One menu, labelled; the drawer closes after each kind of link.
  const demo = server.demo!;
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await menu.waitFor();
  expect(await page.getByRole('button', { name: /menu/i }).count()).toBe(1);
  const drawer = page.getByRole('complementary', { name: 'Account menu' });
  for (const [link, route] of [
    [() => drawer.getByRole('link', { name: 'Cellular data' }), '/dashboard/esim'],
    [() => drawer.getByRole('link', { name: 'MANAGE your plan' }), '/dashboard/plan'],
    [() => drawer.getByRole('link', { name: 'Chats' }), '/dashboard/chats'],
  ] as const) {
    await menu.click();
    await drawer.waitFor();
    // The open drawer hides the rest of the page from assistive technology: read the attribute off the DOM.
    expect(await page.locator('header button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
    await link().click();
    await waitForRoute(page, route);
    await drawer.waitFor({ state: 'detached' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  }
  await menu.click();
  await drawer.getByRole('radiogroup', { name: 'Theme' }).waitFor();
  // Escape closes it (the checkpoint's first size, the desktop, would close it anyway: a drawer
  // torn down by a resize mid-check made axe miss the page's h1 now and then).
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await journey.checkpoint('after the account drawer');
});
