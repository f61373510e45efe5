// The phone layout in a real browser at 390 px: one labelled menu, a drawer that closes on
// navigation, and a form error that marks its field (red outline, aria-invalid, described by the message).
import { journeyColorScheme, setupJourneys, viewports } from '../support/journey';
import { coveredByBottomBar, layoutProblems } from '../support/layoutChecks';
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
    // Chats and the other pages are in the tab bar below 600 px (journey 14b); the drawer keeps the rest.
    [() => drawer.getByRole('link', { name: 'Billing history' }), '/dashboard/billing'],
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

test('journey 14b: on a phone, a tab bar at the bottom reaches every page; the account page sums up number, balance and plan', async () => {
  const { page, server } = journey;
  await page.setViewportSize(viewports.phone);
  await journey.goto('/login');
  await waitForHeading(page, 'Log in');
  const demo = server.demo!;
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, '/dashboard/account');

  // The summary: the number, the balance in dollars and credits, the plan; each a link to its page.
  const summary = page.getByRole('region', { name: 'Account summary' });
  await summary.getByRole('link', { name: /^Balance \$[\d,]+\.\d\d · [\d,]+ credits/ }).waitFor();
  await summary.getByRole('link', { name: /^Your number \+1 \(\d{3}\) \d{3}-\d{4}/ }).waitFor();
  await summary.getByRole('link', { name: /^Plan / }).click();
  await waitForRoute(page, '/dashboard/plan');

  const bar = page.getByRole('navigation', { name: 'Dashboard pages' });
  for (const size of [viewports.phone, { width: 320, height: 640 }]) {
    await page.setViewportSize(size);
    for (const [name, route] of [
      ['Calls', '/dashboard/calls'],
      ['Chats', '/dashboard/chats'],
      ['eSIM', '/dashboard/esim'],
      ['Plan', '/dashboard/plan'],
      ['Account', '/dashboard/account'],
    ] as const) {
      const link = bar.getByRole('link', { name, exact: true });
      await link.click();
      await waitForRoute(page, route);
      // The address changes at the tap; the previous page (and its tab) stays until the next page's code has come.
      await link.and(page.locator('[aria-current="page"]')).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await link.getAttribute('aria-current')).toBe('page');
      // The bar sits at the bottom of the screen, the safe area below it, the page's end above it.
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(size.height);
      expect(await coveredByBottomBar(page, '.pn-tabbar')).toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);
    }
    // Keyboard: the bar's links follow the page in tab order, and the focused one shows it.
    await bar.getByRole('link', { name: 'Plan', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Account');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
  }

  // Dark mode: the bar is drawn with the scheme's tokens (the paper colour, not a fixed white).
  const colours = await page.evaluate(() => {
    const element = document.querySelector('.pn-tabbar')!;
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--mui-palette-background-paper)';
    document.body.append(probe);
    const paper = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { bar: getComputedStyle(element).backgroundColor, paper, scheme: document.documentElement.getAttribute('data-color-scheme') };
  });
  expect(colours.scheme).toBe(journeyColorScheme);
  expect(colours.bar).toBe(colours.paper);
  if (journeyColorScheme === 'dark') expect(colours.bar).not.toBe('rgb(255, 255, 255)');
  await journey.checkpoint('the phone tab bar');

  // At 600 px and wider the bar is gone (the drawer behind Menu, or the panel, as before).
  await page.setViewportSize({ width: 700, height: 800 });
  await bar.waitFor({ state: 'detached' });
});
