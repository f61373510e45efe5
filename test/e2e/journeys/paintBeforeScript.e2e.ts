// Paint before JavaScript: /app/login arrives with its form in the HTML. With the
// app's scripts held back, the form shows and takes typing; once they run, React hydrates it
// without a mismatch, keeps what was typed, and signing in works. Before hydration the browser
// submits nothing itself (the submit button's method is "dialog", a no-op outside a <dialog>):
// a GET would put the password into the address. A press meanwhile is remembered
// (public/early-submit.js): the button shows busy and signs in once hydrated.
import type { ConsoleMessage, Page, Request, Route } from 'playwright-core';
import { setupJourneys } from '../support/journey';
import { waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

/** Holds every script of the build until `release`: the page is as a slow network leaves it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  let heldOne: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (heldOne = resolve));
  const hold = (route: Route) => {
    if (!holding) return route.continue();
    held.push(route);
    heldOne();
  };
  await page.route('**/app/assets/*.js', hold);
  return {
    /** Resolves once the page has asked for a script of the app. */
    firstHeld: () => firstHeld,
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute('**/app/assets/*.js', hold);
    },
  };
}

/** Every console line about hydration (React's mismatch reports are errors or warnings). */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/hydrat/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) messages.push(`pageerror: ${error.message}`);
  });
  return messages;
}

test('the login form paints before the scripts, keeps what was typed, and signs in once hydrated', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const hydration = hydrationMessages(page);
  const scripts = await holdScripts(page);

  // Not waiting for 'load' (the held scripts would hold it): the HTML itself is enough to show the form.
  await page.goto(journey.url('/login'), { waitUntil: 'commit' });
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await email.waitFor({ state: 'visible' });
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  // The app's scripts are asked for once the form has painted (public/load-after-paint.js).
  await scripts.firstHeld();
  // Before the scripts: the submit does nothing (method "dialog" outside a dialog).
  expect(await page.getByRole('button', { name: 'LOG IN' }).getAttribute('formmethod')).toBe('dialog');

  await email.pressSequentially(demo.email);
  await password.pressSequentially(demo.password);

  await scripts.release();
  // Hydrated: React's submit takes over, and what was typed is still there.
  await page.waitForFunction(() => document.querySelector('button[type="submit"]')?.hasAttribute('formmethod') === false);
  expect(await email.inputValue()).toBe(demo.email);
  expect(await password.inputValue()).toBe(demo.password);
  // No script of the app was even requested before the page's first contentful paint.
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    appScripts: performance.getEntriesByType('resource').filter((entry) => /\/app\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
  }));
  expect(timings.firstPaint).toBeGreaterThan(0);
  expect(timings.appScripts.length).toBeGreaterThan(0);
  expect(Math.min(...timings.appScripts)).toBeGreaterThan(timings.firstPaint!);

  // Signed in with what was typed before hydration: the form's state holds it, not only the DOM.
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await waitForRoute(page, '/dashboard/account');
  expect(hydration).toEqual([]);
});

test('LOG IN or Enter before hydration: busy, no password in any address, and signed in once hydrated', async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  const documentRequests: string[] = [];
  const signIns: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
    if (request.method() === 'POST' && new URL(request.url()).pathname.includes('websignin')) signIns.push(request.url());
  });
  const scripts = await holdScripts(page);

  await page.goto(journey.url('/login'), { waitUntil: 'commit' });
  const password = page.getByLabel('Password', { exact: true });
  const logIn = page.getByRole('button', { name: 'LOG IN' });
  await password.waitFor({ state: 'visible' });
  // early-submit.js is not held (it is not the app's bundle): wait until it has run, as it will have on any network before a visitor has typed.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.getByLabel('Email', { exact: true }).pressSequentially(demo.email);
  await password.pressSequentially(demo.password);
  await password.press('Enter');
  await logIn.click();

  // Remembered and shown busy: the label gives way to a spinner (the plain stylesheet's early-press rule).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-early-submit'))).toBe(true);
  expect(await logIn.evaluate((button) => getComputedStyle(button).cursor)).toBe('progress');
  expect(await logIn.evaluate((button) => getComputedStyle(button, '::after').animationName)).toBe('pn-rotate');
  expect(signIns).toEqual([]);

  await scripts.release();
  // Once hydrated, the remembered press signs in: once, with what was typed, and no native submit ever started a navigation.
  await waitForRoute(page, '/dashboard/account');
  expect(signIns).toHaveLength(1);
  expect(documentRequests).toEqual([journey.url('/login')]);
  expect(documentRequests.join(' ')).not.toContain(demo.password);
});
