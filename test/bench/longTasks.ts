import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { addPlainCustomer, seedBenchAccount } from './benchData';
import { CHROMIUM } from './browser';
import { calibratedSlowdown } from './cpuCalibration';
import { BLOCKED_THIRD_PARTIES, locationStateScript, routesOf, type PageUnderTest } from './lighthouse';
import { freshDataDir, signInThroughApi, startServer } from './serverProcess';
import { SourceAttribution } from './sourceAttribution';

/**
 * A tool (not a suite): what the long tasks of a route's first load are. Lighthouse's
 * result keeps no trace, so this loads each route as the lighthouse suite does (same customers,
 * session and location state, third parties blocked, a mobile screen), with the CPU slowed down to
 * the simulated phone (cpuCalibration.ts: what the lighthouse suite's simulation multiplies task
 * times by), records a trace with the V8 sampling
 * profiler, and prints each main-thread task over 50 ms: when it started, what it was made of
 * (top-level trace events) and the functions with the most self time in it.
 *
 *   node --import tsx test/bench/longTasks.ts /checkout /add-credit   (needs `npm run build`)
 *
 * TRACE_KEEP=dir keeps the traces (open them in DevTools' Performance panel). RUNS=n loads each route n times
 * and prints the median of their blocking time after the first contentful paint (as TBT counts it,
 * on the observed trace). DIST_DIR=dir serves another build (a copy of dist/, with its dir-prerender
 * beside it, else the frame is not served), to compare two alike. SLOWDOWN=n throttles by n
 * instead of the calibrated rate; LIST_OVER_MS=n lists tasks over n ms (blocking still counts 50).
 * A served build with source maps (sourceAttribution.ts) adds, per route, the self time of the long
 * tasks after the first paint by npm package and source file, over all runs: whose code the
 * blocking time is, and lists in each long task the app's own functions it ran inside (inclusive
 * time). BY=function splits the route's figure by function instead (its original file and line).
 */

const BY_FUNCTION = process.env.BY === 'function';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string; stackTrace?: unknown } };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/** The renderer's main thread of the page: the one that ran the page's own navigation. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer is the one whose main thread ran the most: about:blank renderers stay idle.
  const busiest = named
    .map((thread) => ({ thread, busy: events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0];
  if (!busiest) throw new Error('No renderer main thread in the trace');
  return { pid: busiest.thread.pid, tid: busiest.thread.tid };
}

/** Every sample of the V8 profiler of `pid` as [time µs, leaf node], with the nodes to climb. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const clock = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') clock.set(event.id ?? '', Number(event.args?.data?.startTime ?? event.ts));
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = clock.get(event.id ?? '') ?? event.ts;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ ts: time, node });
    });
    clock.set(event.id ?? '', time);
  }
  return { nodes, samples };
}

/** LIST_OVER_MS=n lists shorter tasks too (e.g. SLOWDOWN=1 LIST_OVER_MS=10: the real tasks that a slowdown makes long). */
const LISTED_TASK_US = Number(process.env.LIST_OVER_MS ?? 50) * 1000;

/** Trace events that name a kind of work (the rest wrap them or are too fine). */
const WORK = new Set([
  'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run',
  'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC',
  'BlinkGC.AtomicPhase', 'v8.compile', 'v8.parseOnBackground', 'EventDispatch', 'XHRReadyStateChange', 'HitTest', 'CommitLoad',
  'ResourceReceivedData', 'ResourceFinish', 'ScheduleStyleRecalculation', 'Document::updateStyle', 'FrameStartedLoading',
]);

const fileOf = (url: string) => (url ? url.replace(/^.*\//, '') : '');

function describe(node: ProfileNode | undefined): string {
  if (!node) return '?';
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${fileOf(url)}${url ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
}

/** The long tasks of one trace, each with its top-level events and the functions with the most self time; and their blocking time after the first contentful paint. */
function analyse(events: TraceEvent[], attribution: SourceAttribution | null): { lines: string[]; blockingAfterPaint: number; bySource: Map<string, number> } {
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  // The app's own navigation (about:blank and the like have no loader URL), and its first contentful paint.
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === pid && String(e.args?.data?.documentLoaderURL ?? '').includes('/app/'))
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const navigationStart = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const { nodes, samples } = samplesOf(events, pid);
  const pageTasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= navigationStart);
  const tasks = pageTasks.filter((task) => (task.dur ?? 0) > LISTED_TASK_US);
  const navigationId = navigation?.args?.data?.navigationId;
  const paintedAt = events.find((e) => e.name === 'firstContentfulPaint' && navigationId !== undefined && e.args?.data?.navigationId === navigationId)?.ts ?? navigationStart;
  const lines: string[] = [];
  let blocking = 0;
  // As total blocking time counts it: each task's time over 50 ms, from the first contentful paint on.
  let blockingAfterPaint = 0;
  // Every task counts, whichever are listed.
  const bySource = new Map<string, number>();
  for (const task of pageTasks) {
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    if (task.ts + (task.dur ?? 0) > paintedAt) blockingAfterPaint += Math.max(0, (task.ts + (task.dur ?? 0) - Math.max(task.ts, paintedAt)) / 1000 - 50);
    if (attribution && (task.dur ?? 0) > 50_000 && task.ts + (task.dur ?? 0) > paintedAt) addSelfTimeBySource(bySource, task, samples, nodes, attribution);
  }
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    lines.push(`task at ${Math.round((task.ts - navigationStart) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms${task.ts + (task.dur ?? 0) > paintedAt ? '' : ' (before the first paint)'}`);
    // What the task was made of: the outermost events of the kinds that name work (a script run,
    // a timer, style, layout, a collection), with the script they ran.
    const inside = onMain.filter((e) => WORK.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const outermost = inside.filter((e) => !inside.some((outer) => outer !== e && outer.ts <= e.ts && outer.ts + (outer.dur ?? 0) >= e.ts + (e.dur ?? 0)));
    const byKind = new Map<string, number>();
    for (const event of outermost) {
      const data = event.args?.data;
      const url = typeof data?.url === 'string' ? data.url : typeof data?.functionName === 'string' ? String(data.functionName) : '';
      const kind = `${event.name}${url ? ` ${fileOf(url)}` : ''}`;
      byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0));
    }
    for (const [kind, dur] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 6)) lines.push(`    ${(dur / 1000).toFixed(1).padStart(6)} ms  ${kind}`);
    // Self time per function (each sample counts until the next one).
    const self = new Map<string, number>();
    const byFile = new Map<string, number>();
    const entries = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    within.forEach((sample, index) => {
      const next = within[index + 1]?.ts ?? end;
      const node = nodes.get(sample.node);
      const key = describe(node);
      self.set(key, (self.get(key) ?? 0) + (next - sample.ts));
      // The script file a sample is in: its nearest frame with a URL (GC and the like have none).
      let climb = node;
      while (climb && !climb.callFrame.url) climb = climb.parent === undefined ? undefined : nodes.get(climb.parent);
      const file = climb ? fileOf(climb.callFrame.url) : node?.callFrame.functionName || '?';
      byFile.set(file, (byFile.get(file) ?? 0) + (next - sample.ts));
      // Who the task called into: the outermost frame with a URL (the callback a timer, a frame or
      // an event ran), what tells whose work a FireAnimationFrame or a TimerFire is.
      let outermost: ProfileNode | undefined;
      for (let up = node; up; up = up.parent === undefined ? undefined : nodes.get(up.parent)) if (up.callFrame.url) outermost = up;
      const entry = outermost ? describe(outermost) : '(no script)';
      entries.set(entry, (entries.get(entry) ?? 0) + (next - sample.ts));
    });
    lines.push(`    entered through: ${[...entries].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([entry, dur]) => `${entry} ${(dur / 1000).toFixed(0)}`).join('; ')}`);
    lines.push(`    by script: ${[...byFile].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([file, dur]) => `${file} ${(dur / 1000).toFixed(0)}`).join(', ')}`);
    for (const [name, dur] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) lines.push(`      self ${(dur / 1000).toFixed(1).padStart(6)} ms  ${name}`);
    if (attribution) {
      for (const [name, dur] of ownFunctionsIn(within, end, nodes, attribution)) lines.push(`      ours ${(dur / 1000).toFixed(1).padStart(6)} ms  ${name}`);
    }
  }
  lines.unshift(
    `${tasks.length} tasks over ${LISTED_TASK_US / 1000} ms, ${Math.round(blocking)} ms over 50 ms in all, ${Math.round(blockingAfterPaint)} ms after the first contentful paint at ${Math.round((paintedAt - navigationStart) / 1000)} ms (observed, CPU slowed down to the simulated phone)`,
  );
  return { lines, blockingAfterPaint, bySource };
}

/**
 * The app's own functions (src/) a task's samples were inside, with their inclusive time, most
 * first: which component rendered or which module ran, where self time shows only library code.
 */
function ownFunctionsIn(within: Array<{ ts: number; node: number }>, end: number, nodes: Map<number, ProfileNode>, attribution: SourceAttribution): Array<[string, number]> {
  const inclusive = new Map<string, number>();
  within.forEach((sample, index) => {
    const counted = new Set<string>();
    for (let node = nodes.get(sample.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const { url, lineNumber, columnNumber } = node.callFrame;
      const name = url ? attribution.functionOf(url, lineNumber, columnNumber) : '';
      if (!name.startsWith('./src/') || counted.has(name)) continue;
      counted.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ((within[index + 1]?.ts ?? end) - sample.ts));
    }
  });
  return [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

/** Adds the self time of `task`'s samples to `bySource`, under the package or source file of each sample's frame. */
function addSelfTimeBySource(bySource: Map<string, number>, task: TraceEvent, samples: Array<{ ts: number; node: number }>, nodes: Map<number, ProfileNode>, attribution: SourceAttribution) {
  const end = task.ts + (task.dur ?? 0);
  const within = samples.filter((s) => s.ts >= task.ts && s.ts < end);
  within.forEach((sample, index) => {
    const frame = nodes.get(sample.node)?.callFrame;
    const source = !frame?.url
      ? `(${frame?.functionName || 'native'})`
      : BY_FUNCTION
        ? attribution.functionOf(frame.url, frame.lineNumber, frame.columnNumber)
        : attribution.sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
    bySource.set(source, (bySource.get(source) ?? 0) + ((within[index + 1]?.ts ?? end) - sample.ts));
  });
}

/** Loads `url` in `page` as `target`'s customer, with the page's first load traced. */
async function traceLoad(page: Page, url: string, target: PageUnderTest): Promise<TraceEvent[]> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: BLOCKED_THIRD_PARTIES });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Lighthouse's mobile screen (a Moto G Power).
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
  if (target.session) {
    await page.goto(new URL('/api/plans/', url).href);
    await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), target.session);
  }
  if (target.locationState) await page.evaluateOnNewDocument(locationStateScript, new URL(url).pathname, target.locationState);
  const calibrated = await calibratedSlowdown((fn) => page.evaluate(fn));
  const rate = process.env.SLOWDOWN ? Number(process.env.SLOWDOWN) : calibrated.rate;
  const { hostIndex } = calibrated;
  console.log(`CPU slowed down ${rate}× (this host's benchmark index ${Math.round(hostIndex)})`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.tracing.start({ categories: CATEGORIES });
  // Not networkidle: a signed-in page keeps its live event stream open.
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Lighthouse waits for a quiet main thread too: what runs after the network settles counts.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const buffer = await page.tracing.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const shown = new URL(page.url()).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}`);
  const trace = JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return trace.traceEvents;
}

async function main() {
  const rootDir = path.resolve(__dirname, '../..');
  const wanted = process.argv.slice(2);
  const runs = Number(process.env.RUNS ?? 1);
  const dataDir = freshDataDir();
  const demo = await seedBenchAccount(dataDir, { calls: 60 });
  const plain = await addPlainCustomer(dataDir, 'lighthouse-newcomer@example.com', 'Newcomer-Password-26');
  // DIST_DIR=another build (a copy of dist/ made before a change), to compare two builds alike.
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(rootDir, 'dist'));
  const server = await startServer(rootDir, dataDir, process.env.DIST_DIR ? { DIST_DIR: distDir } : {});
  const attribution = SourceAttribution.of(distDir);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const subscriber = await signInThroughApi(server.baseUrl, demo.email, demo.password);
    const newcomer = await signInThroughApi(server.baseUrl, plain.email, plain.password);
    const routes = (await routesOf(server, subscriber, newcomer, demo.email)).filter((route) => !wanted.length || wanted.includes(route.path));
    const summary: string[] = [];
    for (const route of routes) {
      const blocking: number[] = [];
      const bySource = new Map<string, number>();
      for (let run = 0; run < runs; run += 1) {
        // A fresh context each time: an empty cache and a sessionStorage of its own.
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        const events = await traceLoad(page, `${server.baseUrl}/app${route.path}`, route);
        console.log(`\n/app${route.path} (${route.who}), run ${run + 1}`);
        const analysed = analyse(events, attribution);
        console.log(analysed.lines.join('\n'));
        blocking.push(Math.round(analysed.blockingAfterPaint));
        for (const [source, dur] of analysed.bySource) bySource.set(source, (bySource.get(source) ?? 0) + dur);
        if (process.env.TRACE_KEEP) {
          fs.mkdirSync(process.env.TRACE_KEEP, { recursive: true });
          fs.writeFileSync(path.join(process.env.TRACE_KEEP, `${route.path.replace(/\W+/g, '_')}-${run + 1}.json`), JSON.stringify({ traceEvents: events }));
        }
        await context.close();
      }
      const sorted = [...blocking].sort((a, b) => a - b);
      summary.push(`/app${route.path}: blocking after the first paint, median ${sorted[Math.floor(sorted.length / 2)]} ms (runs: ${blocking.join(', ')})`);
      if (attribution) {
        summary.push(`  self time in its long tasks after the first paint, all runs, by ${BY_FUNCTION ? 'function' : 'source'}:`);
        for (const [source, dur] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, BY_FUNCTION ? 40 : 15)) summary.push(`  ${(dur / 1000).toFixed(1).padStart(8)} ms  ${source}`);
      }
    }
    console.log(`\n${summary.join('\n')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
