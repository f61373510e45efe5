import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium: nothing is downloaded. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Signs in through the login page, as a customer does, and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/app/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/app/dashboard/account', { timeout: 60_000 });
}

/**
 * The sessionStorage entry redux-persist reads at start (src/app/rootReducer.ts, key 'session'):
 * a JSON object whose values are themselves JSON. A page holding it starts signed in.
 */
export function persistedSession(user: { user_token: string }): { key: string; value: string } {
  const slice = { token: user.user_token, user, _persist: { version: 1, rehydrated: true } };
  const value = JSON.stringify(Object.fromEntries(Object.entries(slice).map(([name, part]) => [name, JSON.stringify(part)])));
  return { key: 'persist:session', value };
}
