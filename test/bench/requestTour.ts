import type { Page, Request } from 'playwright-core';
import { cacheSeconds } from '../../src/api/tags';
import { seedBenchAccount } from './benchData';
import { launchChromium, signIn } from './browser';
import { budgets } from './budgets';
import { measured, type Measurement } from './report';
import { freshDataDir, startServer } from './serverProcess';

const SUITE = 'Duplicate requests (Chromium, the seeded account, the whole dashboard toured twice)';
const TOURS = 2;
/** The network counts as settled after this long without a request in flight. */
const QUIET_MS = 700;

/**
 * GETs the app makes again on purpose. SPEC §4: 'Switching the eSIM page to usage loads the
 * last 30 days' (UsageReport refetches on mount). The tour makes no mutation, so no refetch
 * after an invalidation is expected.
 */
const INTENDED_REFETCHES = [/^\/api\/esim\/usage\?/];

/**
 * The shortest cache lifetime of the endpoints the tour reads (src/api/tags.ts): RTK Query drops
 * unused data `keepUnusedDataFor` seconds after its last subscriber goes, so data fetched less
 * than this long ago is still cached and fetching it again is a duplicate.
 */
const CACHE_LIFETIME_MS = Math.min(cacheSeconds.default, cacheSeconds.longLived) * 1000;

interface ApiGet {
  url: string;
  /** What asked: 'fetch' for the API client, 'image' for an <img>, … */
  kind: string;
  at: number;
  tour: number;
  step: string;
}

/** A request to another host than the app's, and the step of the tour that made it. */
export interface OffSiteRequest {
  host: string;
  path: string;
  tour: number;
  step: string;
}

/**
 * Records every GET to /api/ that reached the server (path and query; a browser-cache hit sends
 * nothing, so it is counted apart) and every request to another host, and tells when the network
 * has gone quiet.
 */
export async function watchRequests(page: Page, appOrigin: string) {
  const sent: (ApiGet & { requestId: string })[] = [];
  const offSite: OffSiteRequest[] = [];
  const servedFromCache = new Set<string>();
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let where = { tour: 0, step: 'sign-in' };
  // Playwright's request events include cache hits and say nothing of them; the DevTools protocol does.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/api/')) {
      sent.push({ requestId, url: url.pathname + url.search, kind: (type ?? 'other').toLowerCase(), at: Date.now(), ...where });
    }
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) servedFromCache.add(requestId);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== appOrigin) offSite.push({ host: url.host, path: url.pathname, ...where });
    // The dashboard's live event stream stays open for as long as the page does: it is
    // never "in flight" in the sense of a page still loading.
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** GETs that reached the server. */
    get gets(): ApiGet[] {
      return sent.filter((get) => !servedFromCache.has(get.requestId));
    },
    /** Requests to other hosts than the app's. */
    get offSite(): OffSiteRequest[] {
      return offSite;
    },
    /** GETs the browser answered from its cache. */
    get cacheHits(): number {
      return sent.filter((get) => servedFromCache.has(get.requestId)).length;
    },
    /** A new step begins: what it asks for is put down to it, and it is quiet only QUIET_MS from now at the soonest. */
    at(tour: number, step: string) {
      where = { tour, step };
      lastChange = Date.now();
    },
    /** Nothing in flight for QUIET_MS and no spinner on the page (a tab still loading asks for more soon). */
    async quiet(): Promise<void> {
      const deadline = Date.now() + 30_000;
      // A spinner has no value; a meter with one (the eSIM's data used) is content, not loading.
      const spinners = page.locator('[role="progressbar"]:not([aria-valuenow]):visible');
      const spinning = () => spinners.count();
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS || (await spinning()) > 0) {
        if (Date.now() > deadline) {
          const shown = await spinners.evaluateAll((bars) => bars.map((bar) => bar.outerHTML.slice(0, 200)));
          throw new Error(`The page did not settle (tour ${where.tour}, ${where.step}): ${[...inFlight].map((r) => r.url()).join(', ') || `a spinner still shows: ${shown.join(' | ')}`}`);
        }
        await page.waitForTimeout(100);
      }
    },
  };
}

type Watcher = Awaited<ReturnType<typeof watchRequests>>;

/** Each step as a customer does it, waiting for what it shows and for the network to settle. */
export async function tourDashboard(page: Page, watcher: Watcher, tour: number): Promise<void> {
  const step = async (name: string, act: () => Promise<void>) => {
    watcher.at(tour, name);
    await act();
    await watcher.quiet();
  };
  const link = (name: string) => page.getByRole('link', { name, exact: true }).click();
  const tab = async (name: string) => {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  };

  await step('account page', () => link('Manage account'));
  for (const name of ['Blocked numbers', 'Delete account', 'Edit information']) await step(`account: ${name}`, () => tab(name));
  await step('call history', async () => {
    await link('Call history');
    await page.getByRole('list', { name: 'Calls' }).waitFor();
  });
  await step('chats', () => link('Chats'));
  await step('chats: open a chat', async () => {
    await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await page.getByRole('list', { name: 'Messages' }).waitFor();
  });
  await step('plan page', () => link('MANAGE your plan'));
  for (const name of ['Manage credits', 'Change payment info', 'Change plan']) await step(`plan: ${name}`, () => tab(name));
  await step('eSIM page', () => link('Cellular data'));
  await step('eSIM: Usage report', () => tab('Usage report'));
  await step('eSIM: eSIM activation', () => tab('eSIM activation'));
}

/** GETs of a URL fetched again while its earlier copy is still cached, less the intended ones. */
function duplicatesOf(gets: ApiGet[]): ApiGet[] {
  const lastFetch = new Map<string, number>();
  const duplicates: ApiGet[] = [];
  for (const get of gets) {
    const previous = lastFetch.get(get.url);
    const intended = INTENDED_REFETCHES.some((pattern) => pattern.test(get.url));
    if (previous !== undefined && get.at - previous < CACHE_LIFETIME_MS && !intended) duplicates.push(get);
    lastFetch.set(get.url, get.at);
  }
  return duplicates;
}

export async function measureRequestTour(rootDir: string): Promise<Measurement[]> {
  const dataDir = freshDataDir();
  const account = await seedBenchAccount(dataDir, { calls: 60 });
  const server = await startServer(rootDir, dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const watcher = await watchRequests(page, server.baseUrl);
    await signIn(page, server.baseUrl, account.email, account.password);
    await watcher.quiet();
    const started = Date.now();
    for (let tour = 1; tour <= TOURS; tour += 1) await tourDashboard(page, watcher, tour);
    const tourSeconds = (Date.now() - started) / 1000;

    const { gets } = watcher;
    const duplicates = duplicatesOf(gets);
    const urls = [...new Set(gets.map((get) => get.url))].sort();
    const perTour = (url: string) => Array.from({ length: TOURS + 1 }, (_, tour) => gets.filter((get) => get.url === url && get.tour === tour).length);
    const duplicateNote = duplicates.length
      ? duplicates.map((get) => `${get.url} (${get.kind}) again in tour ${get.tour}, ${get.step}`).join('; ')
      : 'every URL fetched once per cache lifetime';
    return [
      measured(SUITE, 'both tours: time taken', tourSeconds, 's', { limit: CACHE_LIFETIME_MS / 1000, atMost: true }, 'must stay under the shortest cache lifetime for the count to mean what it says'),
      measured(SUITE, 'GETs to /api/ that reached the server', gets.length, 'requests', undefined, `${urls.length} URLs`),
      measured(SUITE, 'GETs to /api/ the browser answered from its cache', watcher.cacheHits, 'requests', undefined, 'as the DevTools protocol reports them; a picture reused within the page sends nothing at all'),
      measured(SUITE, 'duplicate GETs', duplicates.length, 'requests', { limit: budgets.duplicateGets, atMost: true }, duplicateNote),
      ...urls.map((url) => {
        const [signInCount, ...tours] = perTour(url);
        const intended = INTENDED_REFETCHES.some((pattern) => pattern.test(url)) ? '; reloaded on purpose on each visit (SPEC §4)' : '';
        return measured(SUITE, `GET ${url}`, signInCount + tours.reduce((sum, n) => sum + n, 0), 'requests', undefined, `${gets.find((get) => get.url === url)?.kind}; sign-in ${signInCount}, tours ${tours.join(' + ')}${intended}`);
      }),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
