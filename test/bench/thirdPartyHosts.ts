import { seedBenchAccount } from './benchData';
import { launchChromium, signIn } from './browser';
import { measured, type Measurement } from './report';
import { tourDashboard, watchRequests, type OffSiteRequest } from './requestTour';
import { startOperatorStandIn } from './operatorStandIn';
import { freshDataDir, startServer } from './serverProcess';

const SUITE = 'Third-party hosts (Chromium: the sign-up page, then the seeded account signing in and touring the dashboard; a real-mode server with Stripe and reCAPTCHA keys, other hosts blocked)';

/**
 * A real-mode server (a server is a sandbox or real, never a mix: docs/configuration.md), so that
 * the SPA uses the real Stripe.js and Google's reCAPTCHA instead of the sandbox stand-ins (which
 * request no other host, so a tour without keys would prove nothing). Their hosts are blocked:
 * the requests are counted, never answered. The server never calls Stripe, siteverify or SMTP in
 * this tour (it signs in and reads); the carrier and eSIM operator are a local stand-in. Google
 * and Apple sign-in are switched off: their SDKs would be requests to other hosts on the sign-in
 * page, which this suite does not measure.
 */
function realModeEnv(operatorUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_bench_only',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_only',
    RECAPTCHA_SECRET: 'bench-secret',
    RECAPTCHA_SITE_KEY: 'bench-site-key',
    GOOGLE_SIGNIN: 'off',
    APPLE_SIGNIN: 'off',
    TELEPHONY_API_URL: operatorUrl,
    TELEPHONY_API_KEY: 'bench-telephony-key',
    ESIM_API_URL: operatorUrl,
    ESIM_API_KEY: 'bench-esim-key',
    // A closed port: nothing in the tour sends mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
  };
}

/** The pages that show a card form or a reCAPTCHA: */
const paying = ['checkout', 'add-credit', 'plan', 'purchase-esim'];

/** Each library: the hosts its script and frames come from, and the pages (as the bundle budgets name them) that use it. */
const libraries: Record<string, { isItsHost: (request: OffSiteRequest) => boolean; pages: string[] }> = {
  'Stripe.js': { isItsHost: ({ host }) => /(^|\.)stripe\.(com|network)$/.test(host), pages: paying },
  reCAPTCHA: {
    isItsHost: ({ host, path }) => host === 'www.recaptcha.net' || (/^www\.(google|gstatic)\.com$/.test(host) && path.startsWith('/recaptcha')),
    pages: ['register', ...paying, 'esim'],
  },
};

/** The page (as the bundle budgets name them) a step of the tour is on. */
function pageOf(step: string): string {
  if (step.startsWith('plan')) return 'plan';
  if (step.startsWith('eSIM')) return 'esim';
  if (step.startsWith('account')) return 'account';
  if (step.startsWith('call')) return 'calls';
  if (step.startsWith('chats')) return 'chats';
  if (step === 'register') return 'register';
  return 'login';
}

const where = (requests: OffSiteRequest[]) => [...new Set(requests.map((request) => `${request.step} (${request.host})`))].join('; ');

/**
 * Stripe.js and reCAPTCHA are requested only on the pages that use them: a visitor opens
 * the sign-up page, then the seeded account signs in and tours the whole dashboard once, with the
 * real providers configured; every request to another host is put down to the step that made it.
 */
export async function measureThirdPartyHosts(rootDir: string): Promise<Measurement[]> {
  const dataDir = freshDataDir();
  const account = await seedBenchAccount(dataDir, { calls: 60 });
  const operator = await startOperatorStandIn();
  const server = await startServer(rootDir, dataDir, realModeEnv(operator.baseUrl)).catch(async (error: unknown) => {
    await operator.close();
    throw error;
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const appOrigin = new URL(server.baseUrl).origin;
    await page.route((url) => url.origin !== appOrigin, (route) => route.abort('blockedbyclient'));
    const watcher = await watchRequests(page, appOrigin);
    // Signing up shows a reCAPTCHA (SPEC §2 Register): the one page before signing in that may ask Google.
    watcher.at(0, 'register');
    await page.goto(`${server.baseUrl}/app/register`);
    await watcher.quiet();
    watcher.at(0, 'sign-in');
    await signIn(page, server.baseUrl, account.email, account.password);
    await watcher.quiet();
    await tourDashboard(page, watcher, 1);

    const requests = watcher.offSite;
    const claimed = new Set<OffSiteRequest>();
    const results = Object.entries(libraries).flatMap(([library, { isItsHost, pages: allowedIn }]) => {
      const ofLibrary = requests.filter(isItsHost);
      ofLibrary.forEach((request) => claimed.add(request));
      const outside = ofLibrary.filter((request) => !allowedIn.includes(pageOf(request.step)));
      const inside = ofLibrary.filter((request) => allowedIn.includes(pageOf(request.step)));
      return [
        measured(SUITE, `${library}: requests to its hosts outside its pages`, outside.length, 'requests', { limit: 0, atMost: true }, outside.length ? where(outside) : 'none'),
        // Without these the check would pass for want of a working key: it must see the library load where it belongs.
        measured(SUITE, `${library}: requests to its hosts on its pages (proves the check sees them)`, inside.length, 'requests', { limit: 1, atMost: false }, where(inside) || 'none'),
      ];
    });
    const others = requests.filter((request) => !claimed.has(request));
    results.push(measured(SUITE, 'requests to any other host (fonts, icons, analytics…)', others.length, 'requests', { limit: 0, atMost: true }, others.length ? where(others) : 'none'));
    return results;
  } finally {
    await browser.close();
    await server.stop();
    await operator.close();
  }
}
