// One date style on every screen that shows dates: days as DD MMM YYYY ('28 Nov 2026'), times as
// HH:mm ('19:36'), the way SPEC §2 writes the call history. The demo account (calls, chats, a plan,
// charges and their receipts, an eSIM, a signed-in device) and a customer bringing a number (the
// port tracker) are visited, and each screen's text is read for the day style and for any other.
import type { Frame, Page } from 'playwright-core';
import { paths } from '../../../src/config/paths';
import { DEMO_CONTACTS } from '../../../server/src/seed/demoContacts';
import { createCustomer } from '../support/accounts';
import { fillNumberTransfer, payForPlan } from '../support/funnel';
import { setupJourneys } from '../support/journey';
import { logIn, waitForHeading, waitForRoute } from '../support/screens';

const journey = setupJourneys({ seed: true });

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** The product's day: two-digit day, short month, year. */
const ONE_DAY_STYLE = new RegExp(`\\b\\d{2} ${MONTH} \\d{4}\\b`, 'g');
/** The product's time: 24-hour HH:mm. */
const ONE_TIME_STYLE = /\b\d{2}:\d{2}\b/g;
/** The other ways dates and times were written. */
const OTHER_STYLES: [string, RegExp][] = [
  ["month first ('Nov 28, 2026')", new RegExp(`\\b${MONTH}[a-z]*\\.? \\d{1,2},? \\d{4}\\b`)],
  ["month spelled out ('28 November 2026')", /\b\d{1,2} (January|February|March|April|June|July|August|September|October|November|December|Sept) \d{4}\b/],
  ["one-digit day ('5 Nov 2026')", new RegExp(`(^|[^\\d])\\d ${MONTH} \\d{4}\\b`)],
  ["numeric day ('11/28/2026')", /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/],
  ["ISO day on screen ('2026-11-28')", /\b\d{4}-\d{2}-\d{2}\b/],
  ["12-hour time ('7:36 PM')", /\b\d{1,2}:\d{2}\s?(AM|PM|am|pm|a\.m\.|p\.m\.)/],
];

/** What is wrong with a screen's text: another date style, or no day in the product's style. */
function dateProblems(where: string, text: string, expect: { days: boolean; times?: boolean }): string[] {
  const problems = OTHER_STYLES.flatMap(([name, pattern]) => {
    const found = pattern.exec(text);
    return found ? [`${where}: ${name}: '${found[0]}'`] : [];
  });
  if (expect.days && (text.match(ONE_DAY_STYLE) ?? []).length === 0) problems.push(`${where}: no day shown as DD MMM YYYY`);
  if (expect.times && (text.match(ONE_TIME_STYLE) ?? []).length === 0) problems.push(`${where}: no time shown as HH:mm`);
  return problems;
}

/** The text of the page's main content once it has settled. */
async function screenText(page: Page | Frame): Promise<string> {
  await page.waitForLoadState('networkidle');
  return page.locator('body').innerText();
}

async function visit(page: Page, route: string, heading: string | RegExp): Promise<void> {
  await page.goto(journey.url(route));
  await waitForHeading(page, heading);
}

test('every screen with dates shows them as DD MMM YYYY and times as HH:mm, and no other style', async () => {
  const { page, server } = journey;
  const problems: string[] = [];
  const demo = server.demo!;
  await journey.goto(paths.login);
  await logIn(page, demo.email, demo.password);
  await waitForRoute(page, paths.dashboard.account);

  // Devices: the account page lists signed-in devices with when they were last seen.
  await page.getByText(/Signed-in devices|Devices/).first().waitFor();
  problems.push(...dateProblems('account (devices)', await screenText(page), { days: true }));

  // Calls: headed by day ('Today · 28 Nov 2026', or the day), each call with its HH:mm.
  await visit(page, paths.dashboard.calls, 'Call history');
  await page.getByRole('list', { name: 'Calls' }).waitFor();
  problems.push(...dateProblems('calls', await screenText(page), { days: true, times: true }));
  const from = page.getByLabel('From', { exact: true });
  expect(await from.getAttribute('placeholder')).toBe('DD MMM YYYY');

  // Chats: an open conversation, headed by day, each message with its time.
  await visit(page, paths.dashboard.chats, /Chats/);
  await page.getByRole('list', { name: 'Conversations' }).getByText(DEMO_CONTACTS[0].slice(-4)).first().click();
  await page.getByRole('region', { name: /^Conversation with / }).waitFor();
  problems.push(...dateProblems('chats', await screenText(page), { days: false, times: true }));

  await visit(page, paths.dashboard.plan, /plan/i);
  problems.push(...dateProblems('plan', await screenText(page), { days: true }));

  await visit(page, paths.dashboard.esim, /eSIM/);
  problems.push(...dateProblems('eSIM', await screenText(page), { days: true }));

  await visit(page, paths.dashboard.billing, /Billing/);
  // The list shows each charge's day; its time is on the receipt.
  problems.push(...dateProblems('billing history', await screenText(page), { days: true }));
  await page.getByRole('button', { name: /^Receipt for / }).first().click();
  const receipt = page.getByRole('dialog');
  const frame = receipt.frameLocator('iframe');
  await frame.getByText('Service period').first().waitFor();
  problems.push(...dateProblems('receipt', await frame.locator('body').innerText(), { days: true, times: true }));
  await receipt.getByRole('button', { name: 'Close' }).click();

  // The port tracker: a customer bringing a number, in a browser of their own.
  const customer = await createCustomer(server, { label: 'dates' });
  const context = await journey.context.browser()!.newContext({ baseURL: server.origin, timezoneId: 'UTC', locale: 'en-US' });
  try {
    await bringNumberAndVisitTracker(await context.newPage(), customer, problems);
  } finally {
    await context.close();
  }

  expect(problems).toEqual([]);
});

/** Signs `customer` up bringing a number, pays, and reads the port tracker's dates. */
async function bringNumberAndVisitTracker(page: Page, customer: { email: string; password: string }, problems: string[]): Promise<void> {
  await page.goto(journey.url(paths.login));
  await logIn(page, customer.email, customer.password);
  await waitForRoute(page, '/area-code');
  await fillNumberTransfer(page, { number: '6175550177', accountNumber: 'ACCT7731999', pin: '0177', zip: '02110' });
  await page.getByRole('button', { name: 'Comfirm' }).click();
  await waitForRoute(page, '/pricing-page');
  await payForPlan(page, 'Yearly');
  await visit(page, paths.dashboard.porting, 'Number transfer');
  await page.getByRole('region', { name: 'Transfer of +1 (617) 555-0177' }).waitFor();
  problems.push(...dateProblems('port tracker', await screenText(page), { days: true, times: true }));
}
