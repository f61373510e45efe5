import type { Page } from 'playwright-core';

/** Waits until the app shows `route` (a path under /app, without the query). */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/app${route}`);
}

/** Waits for the page's main heading; proves the page rendered, not just that the URL changed. */
export async function waitForHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The route the app is on now, with its query string. */
export function currentRoute(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname.replace(/^\/app/, '')}${url.search}`;
}

/** Signs in through the login form (SPEC §2 Login) and waits to leave /login. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await pressLogIn(page);
  try {
    await page.waitForURL((url) => url.pathname !== '/app/login');
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe sign-in screen as it stayed: ${await loginScreenState(page)}`);
  }
}

/** What a sign-in that never left /login left on the screen: the form's message, the fields, the button. */
async function loginScreenState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
      return JSON.stringify({
        message: document.getElementById('login-message')?.textContent ?? null,
        emailTyped: Boolean(field('email')?.value),
        passwordTyped: Boolean(field('password')?.value),
        button: button && { busy: button.getAttribute('aria-busy'), disabled: button.disabled, formmethod: button.getAttribute('formmethod') },
        earlySubmit: document.documentElement.hasAttribute('data-early-submit'),
      });
    })
    .catch((failure: unknown) => `unreadable (${String(failure)})`);
}

/**
 * Clicks LOG IN once React has hydrated it. An earlier press is remembered and sent once hydrated
 * (public/early-submit.js, journey paintBeforeScript), but not when the client renders the page
 * afresh instead (a notice atop it, a query): the customer then presses again, a journey would wait.
 */
export async function pressLogIn(page: Page): Promise<void> {
  await page.locator('button[type="submit"]:not([formmethod])', { hasText: 'LOG IN' }).waitFor();
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

/** Everything the app keeps in sessionStorage (redux-persist's 'persist:session' among it). */
export async function sessionStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));
}

/**
 * Rewrites one value of the persisted session (redux-persist's 'persist:session') while no app
 * runs in the tab: a running app may write its own copy back at any moment. The tab waits on
 * /app/config.js, a plain file of the same origin, so the same sessionStorage.
 */
export async function editPersistedSession(page: Page, key: string, value: unknown): Promise<void> {
  await page.goto(new URL('/app/config.js', page.url()).href);
  await page.evaluate(
    ([name, json]) => {
      const stored = JSON.parse(window.sessionStorage.getItem('persist:session') ?? '{}') as Record<string, string>;
      window.sessionStorage.setItem('persist:session', JSON.stringify({ ...stored, [name]: json }));
    },
    [key, JSON.stringify(value)] as const,
  );
}

/** The session token the app holds, or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  const stored = (await sessionStorageOf(page))['persist:session'];
  if (!stored) return null;
  const token = (JSON.parse(stored) as Record<string, string>).token;
  return token ? (JSON.parse(token) as string | null) : null;
}

/** Waits until the persisted session holds no token (redux-persist writes shortly after the change). */
export async function waitForSessionCleared(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const stored = window.sessionStorage.getItem('persist:session');
    return stored === null || (JSON.parse(stored) as Record<string, string>).token === 'null';
  });
}
