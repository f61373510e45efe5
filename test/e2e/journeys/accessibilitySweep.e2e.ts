// Dark mode on every screen: the journeys run once, in dark (support/journey.ts); this
// sweep opens every route of SPEC §2, as a visitor and as the demo account (a plan, a number,
// calls, chats), and has axe-core check each in both colour schemes at both sizes. The scheme is
// switched as a customer's system does (prefers-color-scheme), which public/color-scheme.js follows.
import type { Page } from 'playwright-core';
import { paths } from '../../../src/config/paths';
import { accessibilityViolations } from '../support/accessibility';
import { layoutProblems } from '../support/layoutChecks';
import { journeyColorScheme, setupJourneys, viewports } from '../support/journey';
import { logIn, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

const schemes = ['light', 'dark'] as const;

const guestRoutes = [paths.login, paths.register, paths.forgotPassword, paths.verifyEmail, '/no-such-page'];
const customerRoutes = [
  paths.dashboard.account,
  paths.dashboard.calls,
  paths.dashboard.chats,
  paths.dashboard.plan,
  paths.dashboard.esim,
  paths.dashboard.billing,
  paths.dashboard.porting,
  paths.addCredit,
  paths.purchaseEsim,
  paths.pricing,
  paths.areaCode,
  paths.checkout,
  paths.subscribeSuccess,
];

/** The route has painted its page and settled: a main heading, no request in flight, nothing loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-valuenow])'), undefined, { timeout: 15_000 }).catch(() => undefined);
}

/** Every colour transition the scheme switch started has ended (axe reads colours as they are now). */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'));
}

/** axe's findings (any impact, target size included) on the page as it is, in each scheme and at each size. */
async function sweep(page: Page, route: string): Promise<string[]> {
  await page.goto(journey.url(route));
  await settled(page);
  const landed = new URL(page.url()).pathname.replace(/^\/app/, '');
  const findings: string[] = [];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((name) => document.documentElement.getAttribute('data-color-scheme') === name, scheme);
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      // MUI switches breakpoints on the resize event: wait for the frame after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await transitionsEnded(page);
      for (const violation of await accessibilityViolations(page)) findings.push(`${route} (at ${landed}, ${scheme}, ${size}): ${violation}`);
    }
  }
  // No screen scrolls sideways or cuts a tab label on the narrowest phone.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  for (const problem of await layoutProblems(page)) findings.push(`${route} (at ${landed}, 320 px): ${problem}`);
  await page.emulateMedia({ colorScheme: journeyColorScheme });
  await page.setViewportSize(viewports.desktop);
  return findings;
}

test("a visitor's routes pass axe in the light and the dark scheme, and hold at 320 px", async () => {
  const findings: string[] = [];
  for (const route of guestRoutes) findings.push(...(await sweep(journey.page, route)));
  expect(findings).toEqual([]);
});

test("a customer's routes pass axe in the light and the dark scheme, and hold at 320 px", async () => {
  const { page, server } = journey;
  const demo = server.demo!;
  await journey.goto(paths.login);
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, paths.dashboard.account);
  const findings: string[] = [];
  for (const route of customerRoutes) findings.push(...(await sweep(page, route)));
  expect(findings).toEqual([]);
});
