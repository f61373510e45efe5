import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createCustomer } from '../e2e/support/accounts';
import { startE2eServer, stopE2eServer, type E2eServer } from '../e2e/support/e2eServer';
import { choosePlan, fillSandboxCard, pickFirstNumber } from '../e2e/support/funnel';
import { linkIn, waitForMailAbout } from '../e2e/support/outbox';
import { chromiumPath, repoRoot } from '../e2e/support/paths';
import { logIn, waitForHeading, waitForRoute } from '../e2e/support/screens';

/** Where the pictures go (git-ignored); emptied at each run. */
const galleryDir = path.join(repoRoot, 'gallery');
const widths = [390, 1280] as const;
const schemes = ['light', 'dark'] as const;

let server: E2eServer;
let browser: Browser;
let shot = 0;
const missed: string[] = [];

/** The page as it is, at each width in each scheme: gallery/NN-name-WIDTH-SCHEME.png. */
async function photograph(page: Page, name: string): Promise<void> {
  shot += 1;
  const prefix = `${String(shot).padStart(2, '0')}-${name}`;
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      // Let MUI's breakpoints and the scheme settle.
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(galleryDir, `${prefix}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** One screen: reach it, then photograph it; a screen that cannot be reached is listed, the rest still taken. */
async function screen(page: Page, name: string, reach: () => Promise<void>): Promise<void> {
  try {
    await reach();
    await photograph(page, name);
  } catch (error) {
    missed.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
  }
}

beforeAll(async () => {
  fs.rmSync(galleryDir, { recursive: true, force: true });
  fs.mkdirSync(galleryDir, { recursive: true });
  server = await startE2eServer({ seed: true });
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopE2eServer(server);
});

test('every screen, at 390 and 1280 px, light and dark', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.origin, timezoneId: 'UTC', locale: 'en-US' });
  const page = await context.newPage();
  const go = (route: string) => page.goto(`/app${route}`);

  // Signed out.
  await screen(page, 'login', async () => {
    await go('/login');
    await waitForHeading(page, 'Log in');
  });
  await screen(page, 'login-verified', async () => {
    await go('/login?verified=1');
    await waitForHeading(page, 'Log in');
  });
  await screen(page, 'register', async () => {
    await go('/register');
    await waitForHeading(page, /Sign up|Create/);
  });
  await screen(page, 'forgot-password', async () => {
    await go('/forgot-password');
    await waitForHeading(page, 'Forgot password');
  });
  await screen(page, 'page-not-found', async () => {
    await go('/no-such-page');
    await waitForHeading(page, 'Page not found');
  });

  // A new customer through the sign-up funnel.
  const customer = await createCustomer(server, { label: 'gallery' });
  await screen(page, 'area-code', async () => {
    await go('/login');
    await logIn(page, customer.email, customer.password);
    await waitForRoute(page, '/area-code');
    await waitForHeading(page, 'Choose an area code');
    // The card comes one paint after the heading.
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
  });
  await screen(page, 'pricing', async () => {
    await pickFirstNumber(page, '508');
    await waitForHeading(page, 'Choose a Plan');
  });
  await screen(page, 'checkout', async () => {
    await choosePlan(page, 'Monthly', true);
    await fillSandboxCard(page, '4242 4242 4242 4242');
  });
  await screen(page, 'subscribe-success', async () => {
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await waitForRoute(page, '/subscribe_success');
    await waitForHeading(page, 'Thank you!');
  });
  await context.clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());

  // The demo account's dashboard.
  const demo = server.demo!;
  await screen(page, 'account-edit', async () => {
    await go('/login');
    await logIn(page, demo.email, demo.password);
    await waitForRoute(page, '/dashboard/account');
    await page.getByRole('form', { name: 'Voicemail greeting' }).waitFor();
  });
  for (const [tab, name] of [['Blocked numbers', 'account-blocked'], ['Delete account', 'account-delete']] as const) {
    await screen(page, name, async () => {
      await page.getByRole('tab', { name: tab }).click();
      // The tab, not its spinner.
      await page.getByRole('tabpanel').getByRole('progressbar').waitFor({ state: 'detached' });
    });
  }
  // The deletion asks for the password before SPEC's sequence (a recent proof of identity).
  await screen(page, 'account-delete-dialog', async () => {
    await page.getByRole('button', { name: 'DELETE' }).click();
    await page.getByRole('dialog', { name: 'Delete account' }).getByLabel('Current password').waitFor();
  });
  await page.keyboard.press('Escape');
  await screen(page, 'chats', async () => {
    await go('/dashboard/chats');
    await waitForHeading(page, 'Chats');
  });
  await screen(page, 'chat-open', async () => {
    await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await page.getByRole('region', { name: /^Conversation with / }).waitFor();
  });
  await screen(page, 'calls', async () => {
    await go('/dashboard/calls');
    await waitForHeading(page, 'Call history');
    // The list mounts last (after the filters and the count).
    await page.getByRole('list', { name: 'Calls' }).getByRole('listitem').first().waitFor();
  });
  await screen(page, 'calls-delete-dialog', async () => {
    await page.getByRole('button', { name: /^Actions for the call with / }).first().click();
    await page.getByRole('menuitem', { name: 'Delete call history' }).click();
    await page.getByRole('dialog', { name: 'Delete this call from your history?' }).waitFor();
  });
  await page.keyboard.press('Escape');
  await screen(page, 'calls-no-match', async () => {
    // Filters from the URL that no call passes: the way out is to clear them.
    await go('/dashboard/calls?q=9999999&kind=missed');
    await page.getByRole('heading', { name: 'No calls match' }).waitFor();
  });
  await screen(page, 'billing', async () => {
    await go('/dashboard/billing');
    await waitForHeading(page, 'Billing history');
  });
  await screen(page, 'billing-receipt', async () => {
    await page.getByRole('button', { name: /^Receipt for / }).first().click();
    await page.getByRole('heading', { name: /Receipt/ }).first().waitFor();
  });
  await screen(page, 'porting-empty', async () => {
    await go('/dashboard/porting');
    await waitForHeading(page, 'Number transfer');
    await page.getByText('No number transfers').waitFor();
  });
  await screen(page, 'plan-change', async () => {
    await go('/dashboard/plan');
    await waitForHeading(page, 'Plan');
  });
  // Cancelling turns renewal off: first what happens, then the plan until its end with a way back.
  await screen(page, 'plan-cancel-dialog', async () => {
    await page.getByRole('button', { name: 'CANCEL PLAN' }).first().click();
    await page.getByRole('dialog', { name: 'Cancel plan' }).waitFor();
  });
  await screen(page, 'plan-cancelled', async () => {
    await page.getByRole('dialog', { name: 'Cancel plan' }).getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByRole('button', { name: 'RESUME' }).first().waitFor();
  });
  await page.getByRole('button', { name: 'RESUME' }).first().click();
  await page.getByRole('button', { name: 'CANCEL PLAN' }).first().waitFor();
  await screen(page, 'plan-credits', () => page.getByRole('tab', { name: 'Manage credits' }).click());
  await screen(page, 'plan-payment-info', async () => {
    await page.getByRole('tab', { name: 'Change payment info' }).click();
    // The tab's content, not only the tab: the card on file and the card form have loaded.
    await page.getByRole('heading', { name: 'Card on file' }).waitFor();
    await page.getByRole('heading', { name: 'Card details' }).waitFor();
  });
  await screen(page, 'add-credit', async () => {
    await page.getByRole('tab', { name: 'Manage credits' }).click();
    await page.getByRole('button', { name: /^PURCHASE / }).first().click();
    await waitForRoute(page, '/add-credit');
    await waitForHeading(page, 'Add credit');
    // The payment comes one paint after the bundle.
    await page.getByRole('link', { name: 'Back to plans and credits' }).waitFor();
  });
  await screen(page, 'esim', async () => {
    await go('/dashboard/esim');
    await waitForHeading(page, 'eSIM');
    // The tab strip comes one paint after the panel.
    await page.getByRole('tab', { name: 'eSIM activation' }).waitFor();
  });
  await screen(page, 'esim-usage', async () => {
    await page.getByRole('tab', { name: 'Usage report' }).click();
    // The report, not its spinner: the meter with the way to buy more data.
    await page.getByRole('meter').waitFor();
    await page.getByRole('button', { name: 'Buy more data' }).waitFor();
  });
  await screen(page, 'esim-buy-more-data', async () => {
    await page.getByRole('button', { name: 'Buy more data' }).click();
    await page.getByRole('dialog', { name: 'Buy more data' }).waitFor();
  });
  await page.keyboard.press('Escape');
  // A session whose proof of identity is old: the activation code is hidden until the customer confirms.
  await screen(page, 'esim-code-hidden', async () => {
    await server.db.updateTable('sessions').set({ reauthenticated_at: new Date(Date.now() - 60 * 60_000) }).where('user_id', '=', demo.userId).execute();
    await go('/dashboard/esim');
    await page.getByRole('button', { name: 'Show installation details' }).click();
    await page.getByRole('button', { name: 'Show activation code' }).waitFor();
  });
  await screen(page, 'esim-confirm-identity', async () => {
    await page.getByRole('button', { name: 'Show activation code' }).click();
    await page.getByRole('dialog', { name: "Confirm it's you" }).waitFor();
  });
  await page.keyboard.press('Escape');
  await screen(page, 'esim-offer', async () => {
    await server.db.deleteFrom('esims').where('user_id', '=', demo.userId).execute();
    await go('/dashboard/esim');
    await page.getByRole('button', { name: 'Purchase', exact: true }).waitFor();
  });
  await screen(page, 'purchase-esim', async () => {
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole('button', { name: 'Purchase', exact: true }).click();
    await waitForRoute(page, '/purchase-esim');
    await waitForHeading(page, 'Purchase eSIM');
    // The payment comes one paint after the plan.
    await page.getByRole('link', { name: 'Back to eSIM' }).waitFor();
  });

  // The sandbox's tools, from the ribbon.
  await screen(page, 'sandbox-simulator', async () => {
    await go('/dashboard/account');
    await page.getByRole('banner').getByRole('button', { name: 'Simulator' }).click();
    await page.getByRole('dialog', { name: 'Network simulator' }).waitFor();
  });
  await page.keyboard.press('Escape');
  await screen(page, 'sandbox-mailbox', async () => {
    await page.goto('/api/sandbox/mailbox');
    await page.getByRole('heading', { name: 'Sandbox mailbox' }).waitFor();
  });

  // The server's own pages (script-free), as the emailed links open them.
  await screen(page, 'legal-terms', async () => {
    await page.goto('/api/legal/terms');
    await page.getByRole('heading').first().waitFor();
  });
  await context.clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await screen(page, 'server-reset-password', async () => {
    await go('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(demo.email);
    await page.getByRole('button', { name: 'SEND LINK' }).click();
    await page.goto(linkIn(await waitForMailAbout(server, demo.email, /^Reset your /), '/api/account/reset-password'));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  });
  await screen(page, 'server-link-incomplete', async () => {
    await page.goto('/api/account/reset-password?token=cut-short');
    await page.getByRole('heading', { name: 'This link is incomplete' }).waitFor();
  });
  await screen(page, 'server-link-expired', async () => {
    // A link of the right form whose token is unknown (or used, or expired).
    await page.goto(`/api/account/reset-password?token=${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'Link expired' }).waitFor();
  });

  await context.close();
  const taken = fs.readdirSync(galleryDir).length;
  process.stdout.write(`gallery: ${taken} pictures of ${shot} screens in ${path.relative(process.cwd(), galleryDir)}/\n`);
  expect(missed).toEqual([]);
});
