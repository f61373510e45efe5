import { chromium } from 'playwright-core';
import { seedBenchAccount } from './benchData';
import { cpuBlockingTime, type TraceEvent } from './cpuBlockingTime';
import { CHROMIUM, persistedSession } from './browser';
import { measured, type Measurement } from './report';
import { freshDataDir, signInThroughApi, startServer } from './serverProcess';

const SUITE = 'Blocking time from main-thread CPU time (signed-in pages at a phone viewport, median of runs; for comparing code, no budget)';
const RUNS = Number(process.env.RUNS ?? 5);
/** Lighthouse's default CPU slowdown: each task's CPU time is multiplied by it. */
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** ROUTES=/dashboard/account,… measures only those, for trials. */
const PAGES = ['/dashboard/account', '/dashboard/plan', '/dashboard/esim', '/dashboard/calls', '/dashboard/chats'].filter(
  (page) => !process.env.ROUTES || process.env.ROUTES.split(',').includes(page),
);
/** Lighthouse's trace categories (its trace gatherer): recording invalidations makes a forced style recalculation dearer, as there. */
const TRACE_CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.timeline.invalidationTracking',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One build under test: its server (its own data directory) and the seeded subscriber's session. */
async function startBuild(rootDir: string) {
  const dataDir = freshDataDir();
  const demo = await seedBenchAccount(dataDir, { calls: 60 });
  const server = await startServer(rootDir, dataDir);
  const session = persistedSession(await signInThroughApi(server.baseUrl, demo.email, demo.password));
  return { rootDir, server, session, runs: new Map<string, number[]>(PAGES.map((page) => [page, []])) };
}

/** One load of `route`, signed in, in a fresh browser, traced until 7 s after load: its blocking time. */
async function loadOnce(baseUrl: string, session: { key: string; value: string }, route: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/plans/`);
    await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), session);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${baseUrl}/app${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(7000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const blocking = cpuBlockingTime(trace.traceEvents, SLOWDOWN);
    if (blocking === null) throw new Error(`${route}: no first contentful paint in the trace`);
    return Math.round(blocking);
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench -- blocking`: each page loaded RUNS times, signed in as the seeded subscriber.
 * COMPARE=<another checkout with its dist/> measures that build too, load for load in turn with
 * this one, so that the host's slow minutes fall on both alike: how two versions of the code compare.
 */
export async function measureCpuBlocking(rootDir: string): Promise<Measurement[]> {
  const builds = [await startBuild(rootDir)];
  try {
    if (process.env.COMPARE) builds.push(await startBuild(process.env.COMPARE));
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of PAGES) {
        for (const build of builds) build.runs.get(route)!.push(await loadOnce(build.server.baseUrl, build.session, route));
      }
    }
    return builds.flatMap((build, index) =>
      PAGES.map((route) => {
        const values = build.runs.get(route)!;
        const which = index === 0 ? '' : ` (${build.rootDir})`;
        return measured(SUITE, `/app${route}${which}: total blocking time at ${SLOWDOWN}× CPU`, median(values), 'ms', undefined, `runs: ${values.join(', ')} ms`);
      }),
    );
  } finally {
    for (const build of builds) await build.server.stop();
  }
}
