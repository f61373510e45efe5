import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { linkIn, waitForMail } from '../e2e/support/outbox';
import { waitForHeading, waitForRoute } from '../e2e/support/screens';
import { launchChromium } from './browser';
import { budgets } from './budgets';
import { measured, type Measurement } from './report';
import { freshDataDir, startServer } from './serverProcess';

const SUITE = 'Sign-up funnel (Chromium, a new customer from /register to /subscribe_success in the sandbox)';

/** Our JavaScript the browser fetched: each distinct file once, with its size as gzip -9 and as sent. */
interface ScriptsSeen {
  gzipBytes: Map<string, number>;
  sentBytes: Map<string, number>;
  /** Bodies still being read: awaited before the sums. */
  pending: Promise<void>[];
}

function recordScripts(page: Page, origin: string): ScriptsSeen {
  const seen: ScriptsSeen = { gzipBytes: new Map(), sentBytes: new Map(), pending: [] };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js') || seen.gzipBytes.has(url.pathname)) return;
    // Measured like the bundles suite (gzip -9 of the file) so the two reports add up; the bytes
    // actually sent (brotli when the browser asks for it) are reported beside.
    seen.gzipBytes.set(url.pathname, 0);
    seen.pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => {
        seen.gzipBytes.set(url.pathname, zlib.gzipSync(body, { level: 9 }).length);
        seen.sentBytes.set(url.pathname, sizes.responseBodySize);
      }),
    );
  });
  return seen;
}

/** Walks the funnel as journey 1 does (test/e2e/journeys/signUpAndBuy.e2e.ts), without its checks. */
async function walkFunnel(page: Page, baseUrl: string, dataDir: string): Promise<void> {
  const email = `funnel-${Date.now()}@example.com`;
  const password = 'funnel-password-1';
  await page.goto(`${baseUrl}/app/register`);
  await page.getByLabel('First name').fill('Fran');
  await page.getByLabel('Last name').fill('Funnel');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the terms & conditions').check();
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await waitForRoute(page, '/verify-email');
  await page.getByText(email).waitFor();
  // The emailed link, opened in the browser that registered, verifies and signs in at once.
  await page.goto(linkIn(await waitForMail({ dataDir }, email), '/api/account/verify-email'));
  await waitForRoute(page, '/area-code');
  await page.getByLabel('Area code digit 1').click();
  await page.keyboard.type('857');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForRoute(page, '/pricing-page');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForRoute(page, '/checkout');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await waitForRoute(page, '/subscribe_success');
  await waitForHeading(page, 'Thank you!');
  // Whatever the last page starts loading after its heading (idle chunks) counts too.
  await page.waitForLoadState('networkidle');
}

const kb = (bytes: Map<string, number>) => [...bytes.values()].reduce((sum, size) => sum + size, 0) / 1024;

/**
 * The JavaScript of the whole sign-up funnel, in one browser tab as a new customer goes
 * through it. Third-party scripts (Stripe.js, reCAPTCHA) are not ours and are not loaded in the
 * sandbox; they are outside this figure.
 */
export async function measureFunnel(rootDir: string): Promise<Measurement[]> {
  const dataDir = freshDataDir();
  const server = await startServer(rootDir, dataDir);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const scripts = recordScripts(page, new URL(server.baseUrl).origin);
    await walkFunnel(page, server.baseUrl, dataDir);
    await Promise.all(scripts.pending);
    const files = scripts.gzipBytes.size;
    return [
      measured(SUITE, `JavaScript fetched, /register to /subscribe_success (gzip -9, ${files} files)`, Number(kb(scripts.gzipBytes).toFixed(1)), 'KB', {
        limit: budgets.funnelJsKb,
        atMost: true,
      }),
      measured(SUITE, 'the same files as the server sent them (brotli)', Number(kb(scripts.sentBytes).toFixed(1)), 'KB'),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
