import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';
import { layoutProblems } from './layoutChecks';
import { startE2eServer, stopE2eServer, type E2eServer, type E2eServerOptions } from './e2eServer';
import { PageProblems, type ExpectedFailure } from './pageProblems';
import { artefactsDir, chromiumPath } from './paths';

/** The two sizes every page is looked at (and photographed) in. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The narrowest phone the layout must hold at (checked, not photographed). */
const narrowestPhone = { width: 320, height: 640 } as const;

/**
 * The colour scheme the journeys run in: dark (each journey once in dark; the light
 * scheme is swept route by route with axe in accessibilitySweep.e2e.ts). E2E_COLOR_SCHEME=light
 * runs them in light for a look at the screenshots.
 */
export const journeyColorScheme: 'light' | 'dark' = process.env.E2E_COLOR_SCHEME === 'light' ? 'light' : 'dark';

/** The fresh server, browser context and page of the running journey, with its checks. */
export interface Journey {
  server: E2eServer;
  context: BrowserContext;
  page: Page;
  /** Where this journey's screenshots go: test-results/e2e/<journey>/. */
  shotsDir: string;
  /** `/app/<route>` on this server. */
  url(route: string): string;
  /** Opens a route of the SPA, e.g. `goto('/login')`. */
  goto(route: string): Promise<void>;
  /** Declares a failed request (and its console line) that the journey provokes on purpose. */
  expectFailure(failure: ExpectedFailure): void;
  /** What the browser reported so far (CSP violations among it); checked after the test. */
  problems: PageProblems;
  /**
   * The page as it is now: axe-core's serious/critical violations recorded at 1280×800 and
   * 390×844, and at 390 and 320 px no sideways scrolling and no cut-off tab label; with
   * E2E_SCREENSHOTS=1, screenshots at both sizes saved under test-results/e2e/<journey>/.
   */
  checkpoint(name: string): Promise<void>;
}

/**
 * Waits for the page's running transitions and finite animations (a chosen chip's colour fades in
 * over 300 ms): axe measures the colours drawn, and half-way through a fade they are neither
 * scheme's. Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function finiteAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * After a resize: two frames drawn, so the resize and media-query events have fired (MUI switches
 * breakpoints on them) and what they re-rendered is laid out and painted; then running fades end.
 */
async function settledAfterResize(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await finiteAnimationsEnded(page);
}

/** Checkpoint screenshots cost about 0.15 s each (two a checkpoint): taken on request only. */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** Whether the running journey's test or one of its hooks failed so far (journeyEnvironment.ts). */
const journeyFailed = () => (globalThis as { journeyFailed?: boolean }).journeyFailed === true;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * Wires a journey file: one Chromium per file; for each test a fresh server (fresh data
 * directory) and a fresh browser context. After each test the journey fails on any unexpected
 * console error, failed request or Content-Security-Policy violation, and on any serious or
 * critical accessibility violation found at a checkpoint. Read the returned object's fields inside tests only.
 */
export function setupJourneys(serverOptions: E2eServerOptions = {}): Journey {
  const journey = {} as Journey;
  let browser: Browser;
  let problems: PageProblems;
  let accessibility: string[];
  let layout: string[];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    const testName = expect.getState().currentTestName ?? 'journey';
    const shotsDir = path.join(artefactsDir, slug(testName));
    fs.mkdirSync(shotsDir, { recursive: true });
    let shots = 0;

    const server = await startE2eServer(serverOptions);
    // A fixed clock zone and language: dates and times on the page are then known to the journey.
    // The system's scheme is emulated (prefers-color-scheme): public/color-scheme.js follows it.
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: server.origin, timezoneId: 'UTC', locale: 'en-US', colorScheme: journeyColorScheme });
    problems = await PageProblems.watch(context);
    accessibility = [];
    layout = [];
    const page = await context.newPage();

    Object.assign(journey, {
      server,
      context,
      page,
      shotsDir,
      url: (route: string) => `${server.origin}/app${route}`,
      goto: async (route: string) => {
        await page.goto(`${server.origin}/app${route}`);
      },
      expectFailure: (failure: ExpectedFailure) => problems.expect(failure),
      problems,
      checkpoint: async (name: string) => {
        shots += 1;
        // An SPA page is really drawn in the journey's scheme (the scheme script ran, nothing overrode
        // it); the server's script-free pages (reset password, email change) follow the system's by CSS.
        if (new URL(page.url()).pathname.startsWith('/app/')) {
          const drawnIn = await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));
          if (drawnIn !== journeyColorScheme) throw new Error(`${name}: the page is drawn in the ${String(drawnIn)} scheme, not ${journeyColorScheme}`);
          // A journey's last wait can be met by the dashboard's panel while the page's own code is
          // still arriving: look at the page once its heading is drawn. One that never draws one
          // is then reported by axe (page-has-heading-one), so the timeout is not an error here.
          await page.locator('h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
        }
        const prefix = `${String(shots).padStart(2, '0')}-${slug(name)}`;
        for (const [label, size] of Object.entries(viewports)) {
          await page.setViewportSize(size);
          await settledAfterResize(page);
          for (const violation of await accessibilityViolations(page)) {
            accessibility.push(`${name} (${label}, ${new URL(page.url()).pathname}): ${violation}`);
          }
          if (size.width < viewports.desktop.width) {
            for (const problem of await layoutProblems(page)) layout.push(`${name} (${label}, ${new URL(page.url()).pathname}): ${problem}`);
          }
          if (screenshotsWanted) await page.screenshot({ path: path.join(shotsDir, `${prefix}-${size.width}x${size.height}.png`), fullPage: true });
        }
        await page.setViewportSize(narrowestPhone);
        await settledAfterResize(page);
        for (const problem of await layoutProblems(page)) layout.push(`${name} (320 px, ${new URL(page.url()).pathname}): ${problem}`);
        await page.setViewportSize(viewports.desktop);
      },
    } satisfies Journey);
  });

  afterEach(async () => {
    try {
      // Where a failed journey stopped (every journey's, with E2E_SCREENSHOTS=1), for review.
      if (journeyFailed() || screenshotsWanted) await journey.page?.screenshot({ path: path.join(journey.shotsDir, 'zz-last-page.png'), fullPage: true }).catch(() => undefined);
      await journey.context?.close();
      problems?.assertNone();
      if (accessibility.length > 0) {
        throw new Error(`axe-core found accessibility violations:\n- ${[...new Set(accessibility)].join('\n- ')}`);
      }
      if (layout.length > 0) throw new Error(`The layout breaks on a narrow screen:\n- ${[...new Set(layout)].join('\n- ')}`);
    } finally {
      if (journey.server) await stopE2eServer(journey.server);
    }
  });

  return journey;
}
