import fs from 'node:fs';
import path from 'node:path';
import type { Flags, RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { addPlainCustomer, seedBenchAccount } from './benchData';
import { CHROMIUM, persistedSession } from './browser';
import { budgets } from './budgets';
import { SuiteCalibration } from './cpuCalibration';
import { measured, type Measurement } from './report';
import { startNoScriptTwin, type NoScriptTwin } from './noScriptTwin';
import { freshDataDir, signInThroughApi, startServer, type RunningServer, type SignedInUser } from './serverProcess';

const SUITE = 'Lighthouse (mobile emulation, simulated throttling with the CPU slowdown calibrated to the host, third parties blocked, median of runs)';
const RUNS = Number(process.env.RUNS ?? 5);

/** Hosts of Stripe, reCAPTCHA, Google and Apple sign-in and analytics: blocked, so runs offline are repeatable. */
export const BLOCKED_THIRD_PARTIES = [
  '*://js.stripe.com/*',
  '*://m.stripe.network/*',
  '*://www.google.com/*',
  '*://www.gstatic.com/*',
  '*://accounts.google.com/*',
  '*://appleid.cdn-apple.com/*',
  '*://www.googletagmanager.com/*',
];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  /** The scripts the page asked for before its first contentful paint (as the trace saw it), KB as sent. */
  scriptsBeforePaint: { kb: number; files: string[] };
  /** Lighthouse's measure of this machine's speed at the time: the same page blocks longer on a slower one. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (calibrated to this host, cpuCalibration.ts). */
  cpuSlowdown: number;
}

type PersistedSession = ReturnType<typeof persistedSession>;

/** One route of SPEC §2 as a customer reaches it: signed out or in, with the state that route needs. */
export interface PageUnderTest {
  path: string;
  /** Who is signed in, when anyone is, and in what state. */
  who: string;
  session?: PersistedSession;
  /** The router's location state (`history.state.usr`) the page is opened with, as the link to it passes. */
  locationState?: Record<string, unknown>;
  /** The login page's paint budgets (the other routes report these figures only). */
  paintBudgets?: { lcpMs: number; fcpMs: number };
  /** A page served elsewhere than the app's `/app<path>` (the no-script twin, noScriptTwin.ts). */
  url?: string;
}

const score = (result: RunnerResult, category: string) => Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
const audit = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;

interface RequestSeen {
  url: string;
  resourceType?: string;
  rendererStartTime: number;
  transferSize?: number;
}

/**
 * The scripts requested before the first contentful paint of the run's own trace (the observed
 * paint, not the simulated one: which requests came first is a fact of the page, not of the
 * throttling model). Request times and the observed paint share the navigation's time origin.
 */
function scriptsBeforePaint(result: RunnerResult): RunFigures['scriptsBeforePaint'] {
  const metrics = (result.lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const requests = (result.lhr.audits['network-requests']?.details as { items?: RequestSeen[] } | undefined)?.items;
  const paintedAt = metrics?.observedFirstContentfulPaint;
  if (paintedAt === undefined || !requests) throw new LighthouseRuntimeError('the run kept no network requests or no observed first paint');
  const before = requests.filter((request) => request.resourceType === 'Script' && request.rendererStartTime < paintedAt);
  return {
    kb: before.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    files: before.map((request) => new URL(request.url).pathname),
  };
}

/** LIGHTHOUSE_KEEP=dir keeps each run's full Lighthouse result there, to see what shifts or blocks. */
function keepReport(dir: string, url: string, result: RunnerResult, lcpCandidates: unknown) {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`;
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
  fs.writeFileSync(path.join(dir, `${name}.lcp.json`), JSON.stringify(lcpCandidates, null, 1));
  // The trace Lighthouse simulated from (~10 MB a run): its observed tasks, and what forced a style
  // recalculation (it records invalidations, which makes one forced inside script far dearer).
  if (process.env.LIGHTHOUSE_TRACES) fs.writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
}

/**
 * Records, in the page, every largest-contentful-paint candidate with what it painted: Lighthouse's
 * own 'largest-contentful-paint-element' audit fails with Debian's Chromium (its RootCauses
 * gatherer), and the element is what a fix needs to know. Observed times, not simulated ones.
 */
function lcpProbeScript() {
  const seen: unknown[] = [];
  (window as unknown as { lcpCandidates: unknown[] }).lcpCandidates = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
      const element = entry.element;
      seen.push({
        startTime: Math.round(entry.startTime),
        size: entry.size,
        element: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').slice(0, 3).join('.')}` : null,
        text: element?.textContent?.slice(0, 80) ?? null,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Lighthouse's own failure to record a run (its `runtimeError`), as opposed to a wrong page. */
class LighthouseRuntimeError extends Error {}

/**
 * Gives the document loaded at `path` a router location state before any of the app's scripts
 * run, as a navigation by link would: React Router reads `history.state.usr` when it starts.
 */
export function locationStateScript(path: string, usr: Record<string, unknown>) {
  if (location.pathname === path) history.replaceState({ usr, key: 'bench', idx: 0 }, '');
}

/** One CPU slowdown for every run of the suite (cpuCalibration.ts). */
const calibration = new SuiteCalibration();

/**
 * One Lighthouse run in a fresh Chromium (a fresh profile, so an empty HTTP cache every run).
 *
 * Signing in: the SPA keeps its session in sessionStorage, which belongs to one tab, and
 * Lighthouse opens a new tab unless it is handed a Puppeteer page. So we open that tab ourselves
 * with Lighthouse's own puppeteer-core, load a same-origin API URL (JSON: it caches none of the
 * app's files), write the persisted session, and let Lighthouse navigate that tab with
 * `disableStorageReset` so the session stays. Without a session Lighthouse resets storage as usual.
 */
async function runOnce(url: string, target: PageUnderTest): Promise<RunFigures> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // Lighthouse's simulation multiplies the observed task times: by what makes this host the phone.
    const { rate } = await calibration.of((fn) => page.evaluate(fn));
    if (target.session) {
      await page.goto(new URL('/api/plans/', url).href);
      await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), target.session);
    }
    if (target.locationState) await page.evaluateOnNewDocument(locationStateScript, new URL(url).pathname, target.locationState);
    if (process.env.LIGHTHOUSE_KEEP) await page.evaluateOnNewDocument(lcpProbeScript);
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      blockedUrlPatterns: BLOCKED_THIRD_PARTIES,
      disableStorageReset: Boolean(target.session),
      throttling: { cpuSlowdownMultiplier: rate },
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    if (process.env.LIGHTHOUSE_KEEP) {
      const lcpCandidates = await page.evaluate(() => (window as unknown as { lcpCandidates?: unknown[] }).lcpCandidates ?? null).catch((error: unknown) => String(error));
      keepReport(process.env.LIGHTHOUSE_KEEP, url, result, lcpCandidates);
    }
    // A guard redirect (or a page sending the customer back) would measure another page: make sure
    // the page asked for is the one shown at the end of this very run.
    const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shown !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} (${target.who}) ended on ${shown}`);
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      bestPractices: score(result, 'best-practices'),
      cls: audit(result, 'cumulative-layout-shift'),
      tbtMs: audit(result, 'total-blocking-time'),
      fcpMs: audit(result, 'first-contentful-paint'),
      lcpMs: audit(result, 'largest-contentful-paint'),
      scriptsBeforePaint: scriptsBeforePaint(result),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/**
 * Lighthouse now and then loses its trace on a loaded machine (NO_NAVSTART, NO_FCP; with
 * Chromium 156 about one run in ten): such a run is tried again, up to three times in all. A page
 * that ends elsewhere fails at once: that is no accident of the trace.
 */
async function runOnceOrAgain(url: string, target: PageUnderTest, attempt = 1): Promise<RunFigures> {
  try {
    return await runOnce(url, target);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || attempt >= 3) throw error;
    console.warn(`lighthouse: ${error.message}; running it again`);
    return runOnceOrAgain(url, target, attempt + 1);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * RUNS runs of every route, taken in turns (every route's first run, then every route's second,
 * ...): this host's speed drifts over minutes (benchmark index 1,150-2,250 in one suite), and a
 * route whose runs came one after another took all of them in one slow or fast spell, its median
 * with them (2026-11-27: /dashboard/account's five runs at indexes 1,135-2,023, median 1,361, TBT
 * 137 ms; /dashboard/plan's, minutes later, at 1,803-2,468, TBT 32 ms). In turns, each route's
 * runs spread over the whole suite.
 */
async function runInTurns(server: RunningServer, routes: PageUnderTest[]): Promise<RunFigures[][]> {
  const runs = routes.map((): RunFigures[] => []);
  for (let turn = 0; turn < RUNS; turn += 1) {
    for (const [index, route] of routes.entries()) {
      const figures = await runOnceOrAgain(route.url ?? `${server.baseUrl}/app${route.path}`, route);
      console.log(`lighthouse: ${route.url ? `${route.path}, ${route.who}` : `/app${route.path}`} run ${turn + 1}: ${figures.performance} points, TBT ${Math.round(figures.tbtMs)} ms, host index ${Math.round(figures.benchmarkIndex)}`);
      runs[index].push(figures);
    }
  }
  return runs;
}

/** Each figure's own median over the runs (the runs are not picked as a whole). */
function summarise(target: PageUnderTest, runs: RunFigures[]): Measurement[] {
  const of = (figure: Exclude<keyof RunFigures, 'scriptsBeforePaint'>) => median(runs.map((r) => r[figure]));
  const scriptKb = median(runs.map((r) => r.scriptsBeforePaint.kb));
  const name = (what: string) => `/app${target.path} (${target.who}): ${what}`;
  const note = `median of ${runs.length} runs`;
  const paint = target.paintBudgets;
  console.log(`lighthouse: /app${target.path} ${of('performance')} points, TBT ${Math.round(of('tbtMs'))} ms, CLS ${of('cls').toFixed(3)}, FCP ${Math.round(of('fcpMs'))} ms, LCP ${Math.round(of('lcpMs'))} ms`);
  return [
    measured(SUITE, name('performance'), of('performance'), 'points', { limit: budgets.lighthouseRoutePerformance, atMost: false }, note),
    measured(SUITE, name('accessibility'), of('accessibility'), 'points', { limit: budgets.lighthouseAccessibility, atMost: false }),
    measured(SUITE, name('best practices'), of('bestPractices'), 'points', { limit: budgets.lighthouseBestPractices, atMost: false }),
    // The report rounds to one decimal: the note keeps the figure that the budget is about.
    measured(SUITE, name('cumulative layout shift'), of('cls'), '', { limit: budgets.lighthouseCls, atMost: true }, `${of('cls').toFixed(3)}`),
    measured(SUITE, name('total blocking time'), Math.round(of('tbtMs')), 'ms', { limit: budgets.lighthouseRouteTbtMs, atMost: true }),
    measured(SUITE, name('first contentful paint'), Math.round(of('fcpMs')), 'ms', paint && { limit: paint.fcpMs, atMost: true }, 'simulated mobile'),
    measured(SUITE, name('largest contentful paint'), Math.round(of('lcpMs')), 'ms', paint && { limit: paint.lcpMs, atMost: true }, 'simulated mobile'),
    measured(
      SUITE,
      name('JavaScript requested before the first contentful paint'),
      Math.round(scriptKb * 10) / 10,
      'KB',
      paint && { limit: budgets.loginJsKb, atMost: true },
      `as sent; ${[...new Set(runs.flatMap((r) => r.scriptsBeforePaint.files))].join(', ') || 'none'}`,
    ),
    measured(SUITE, name('CPU benchmark index of this machine (higher is faster)'), Math.round(of('benchmarkIndex')), '', undefined, `runs: ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`),
    measured(
      SUITE,
      name(`CPU slowdown simulated (this host's index over the simulated phone's ${budgets.simulatedPhoneBenchmarkIndex})`),
      of('cpuSlowdown'),
      '×',
      undefined,
      `runs: ${runs.map((r) => r.cpuSlowdown).join(', ')}`,
    ),
  ];
}

const TWIN_WHO = 'its markup and style sheets without any script';

/**
 * The no-script twin's figures, reported beside the login page's and with no budget: the blocking
 * time and score of the same markup when no code of ours runs, on this host at the same slowdown.
 */
function summariseTwin(runs: RunFigures[]): Measurement[] {
  const of = (figure: 'performance' | 'tbtMs' | 'fcpMs') => median(runs.map((r) => r[figure]));
  const name = (what: string) => `/app/login, ${TWIN_WHO} (the floor: the browser's own work on the page): ${what}`;
  const each = (figure: 'performance' | 'tbtMs') => `median of ${runs.length} runs; runs: ${runs.map((r) => Math.round(r[figure])).join(', ')}`;
  console.log(`lighthouse: /app/login, ${TWIN_WHO}: ${of('performance')} points, TBT ${Math.round(of('tbtMs'))} ms, FCP ${Math.round(of('fcpMs'))} ms`);
  return [
    measured(SUITE, name('performance'), of('performance'), 'points', undefined, each('performance')),
    measured(SUITE, name('total blocking time'), Math.round(of('tbtMs')), 'ms', undefined, each('tbtMs')),
    measured(SUITE, name('first contentful paint'), Math.round(of('fcpMs')), 'ms', undefined, 'simulated mobile'),
  ];
}

/** The persisted session of `user`, with more of the session's values (SPEC §3) set as the funnel sets them. */
function sessionOf(user: SignedInUser, values: Record<string, unknown> = {}): PersistedSession {
  const session = persistedSession(user);
  const slice = JSON.parse(session.value) as Record<string, string>;
  for (const [name, value] of Object.entries(values)) slice[name] = JSON.stringify(value);
  return { key: session.key, value: JSON.stringify(slice) };
}

/** A GET of the API as `user`, for the data a link to a route passes along (a plan, a bundle). */
async function apiGet<T>(server: RunningServer, user: SignedInUser, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, { headers: { authorization: `Token ${user.user_token}` } });
  if (!response.ok) throw new Error(`GET /api${path} for the benchmark failed: ${response.status}`);
  return (await response.json()) as T;
}

interface BundleOnSale {
  price: number;
  credits: number;
  purchase_name: string;
}

/** The chosen number of the funnel: any well-formed US number (checkout only shows it before paying). */
const CHOSEN_NUMBER = '6175550199';

/**
 * All 15 routes of SPEC §2, each as the customer who sees it (the route guard, decideRoute.ts,
 * sends anyone else elsewhere): public routes signed out; the funnel (area-code, pricing, checkout)
 * as a verified customer without a plan or number, with the number and plan the previous step
 * chose; the rest as the seeded subscriber, with the location state their links pass.
 */
export async function routesOf(server: RunningServer, subscriber: SignedInUser, newcomer: SignedInUser, subscriberEmail: string): Promise<PageUnderTest[]> {
  const plans = await apiGet<Array<Record<string, unknown>>>(server, newcomer, '/plans/');
  const bundles = await apiGet<BundleOnSale[]>(server, subscriber, '/getcredits');
  const esimPlans = await apiGet<{ plans: Array<{ id: number | string; price: number }> }>(server, subscriber, '/esim/getplans');
  const [plan] = plans;
  const [bundle] = bundles;
  const [esimPlan] = esimPlans.plans;
  if (!plan || !bundle || !esimPlan) throw new Error('The benchmark needs a plan, a credit bundle and an eSIM plan on sale');
  const signedOut = 'signed out';
  const funnel = 'a verified customer without a plan or number';
  const subscribed = 'the seeded subscriber';
  const withSubscriber = sessionOf(subscriber);
  return [
    { path: '/login', who: signedOut, paintBudgets: { lcpMs: budgets.lighthouseLoginLcpMs, fcpMs: budgets.lighthouseLoginFcpMs } },
    { path: '/register', who: signedOut },
    { path: '/forgot-password', who: signedOut },
    { path: '/verify-email', who: `${signedOut}, just registered`, locationState: { email: subscriberEmail } },
    { path: '/area-code', who: funnel, session: sessionOf(newcomer) },
    { path: '/pricing-page', who: `${funnel}, a number chosen`, session: sessionOf(newcomer, { chosenPhoneNumber: CHOSEN_NUMBER }) },
    {
      path: '/checkout',
      who: `${funnel}, a number and plan chosen`,
      session: sessionOf(newcomer, { chosenPhoneNumber: CHOSEN_NUMBER, selectedPlan: plan, selectedPlanName: plan.plan_name_en }),
    },
    { path: '/subscribe_success', who: subscribed, session: withSubscriber },
    { path: '/add-credit', who: `${subscribed}, a bundle chosen`, session: withSubscriber, locationState: { selectedBundle: { price: bundle.price, credits: bundle.credits, purchase_name: bundle.purchase_name } } },
    { path: '/purchase-esim', who: `${subscribed}, an eSIM plan chosen`, session: withSubscriber, locationState: { selectedPlan: { id: esimPlan.id, price: esimPlan.price } } },
    { path: '/dashboard/account', who: subscribed, session: withSubscriber },
    { path: '/dashboard/chats', who: subscribed, session: withSubscriber },
    { path: '/dashboard/plan', who: subscribed, session: withSubscriber },
    { path: '/dashboard/esim', who: subscribed, session: withSubscriber },
    { path: '/dashboard/calls', who: subscribed, session: withSubscriber },
  ];
}

/**
 * One server over one database for every route, runs one after another (they share 2 cores), the
 * routes in turns (runInTurns): the seeded demo account (a subscriber with a number, 60 calls) and a plain verified customer.
 * ROUTES=/login,/checkout measures only those routes, for trials.
 */
export async function measureLighthouse(rootDir: string): Promise<Measurement[]> {
  const started = Date.now();
  const dataDir = freshDataDir();
  const demo = await seedBenchAccount(dataDir, { calls: 60 });
  const plain = await addPlainCustomer(dataDir, 'lighthouse-newcomer@example.com', 'Newcomer-Password-26');
  const server = await startServer(rootDir, dataDir);
  let twin: NoScriptTwin | undefined;
  try {
    const subscriber = await signInThroughApi(server.baseUrl, demo.email, demo.password);
    const newcomer = await signInThroughApi(server.baseUrl, plain.email, plain.password);
    const only = process.env.ROUTES?.split(',').filter(Boolean);
    const routes = (await routesOf(server, subscriber, newcomer, demo.email)).filter((route) => !only || only.includes(route.path));
    // With the login page, its no-script twin, in the same turns: the floor under its figures.
    twin = routes.some((route) => route.path === '/login') ? await startNoScriptTwin(`${server.baseUrl}/app/login`) : undefined;
    const twinRoute: PageUnderTest[] = twin ? [{ path: '/login', who: TWIN_WHO, url: twin.url }] : [];
    const runs = await runInTurns(server, [...routes, ...twinRoute]);
    const results = routes.flatMap((route, index) => summarise(route, runs[index]));
    if (twin) results.push(...summariseTwin(runs[routes.length]));
    results.push(...(await calibration.measurement(SUITE)));
    const minutes = (Date.now() - started) / 60_000;
    results.push(measured(SUITE, `Suite time (${routes.length} routes${twin ? ' and the no-script twin' : ''} × ${RUNS} runs, one server)`, Math.round(minutes * 10) / 10, 'min', undefined, 'includes seeding and the server start'));
    return results;
  } finally {
    await twin?.stop();
    await server.stop();
  }
}
