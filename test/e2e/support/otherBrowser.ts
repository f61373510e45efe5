import type { BrowserContext, Page } from 'playwright-core';
import type { Journey } from './journey';
import { logIn, waitForRoute } from './screens';

/** The second browser says it is Firefox on Windows, so that the two devices can be told apart ('Chrome on Linux' is the journey's). */
export const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A second browser of the same customer: its own context (cookies, storage), signed in and on the dashboard. */
export interface OtherBrowser {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Opens another browser context on the journey's server and signs the customer in there. */
export async function signInOnOtherBrowser(journey: Journey, email: string, password: string): Promise<OtherBrowser> {
  const browser = journey.context.browser();
  if (!browser) throw new Error('the journey has no browser');
  const context = await browser.newContext({ baseURL: journey.server.origin, timezoneId: 'UTC', locale: 'en-US', userAgent: FIREFOX_WINDOWS });
  try {
    const page = await context.newPage();
    await page.goto(journey.url('/login'));
    await logIn(page, email, password);
    await waitForRoute(page, '/dashboard/account');
    return { page, context, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}
