import fs from 'node:fs';
import autocannon from 'autocannon';
import { addDeepCustomer, seedBenchAccount } from './benchData';
import { budgets } from './budgets';
import { openLoopLoad } from './openLoopLoad';
import { measured, type Measurement } from './report';
import { freshDataDir, signInThroughApi, startServer } from './serverProcess';

const SUITE = 'API server (autocannon on loopback, no pipelining)';
const CALLS = 1000;
const DEEP_SUITE = 'API at depth: one customer with 10,000 calls and 10,000 messages (requests evenly spaced on loopback, one instance)';
/** What a browser sends with the SPA's reads (the answers are measured as the SPA gets them). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** autocannon after a short warm-up (the first requests compile code paths and fill caches). */
export async function load(options: autocannon.Options): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: 2, overallRate: undefined });
  return autocannon(options);
}

/** User + system CPU time a process has used so far, in ms (Linux /proc; 0 elsewhere). */
export function cpuMsOf(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The slowest of `runs` sequential runs of `work`, in ms. */
async function slowestOf(runs: number, work: () => Promise<void>): Promise<number> {
  let slowest = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

export async function measureApi(rootDir: string): Promise<Measurement[]> {
  const dataDir = freshDataDir();
  const demo = await seedBenchAccount(dataDir, { calls: CALLS, charges: budgets.billingCharges });
  const deep = await addDeepCustomer(dataDir, 'deep.customer@example.com', 'deep-customer-password-1', { calls: budgets.deepRows, messages: budgets.deepRows });
  const server = await startServer(rootDir, dataDir);
  try {
    const signIn = await fetch(`${server.baseUrl}/api/user/websignin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.email, password: demo.password }),
    });
    const { user_token: token } = (await signIn.json()) as { user_token: string };
    if (!token) throw new Error(`Sign-in for the benchmark failed: ${signIn.status}`);

    const plans = await load({ url: `${server.baseUrl}/api/plans/`, connections: 20, duration: 10, pipelining: 1 });
    const calls = await load({
      url: `${server.baseUrl}/api/webcalllog`,
      headers: { authorization: `Token ${token}` },
      connections: 20,
      duration: 10,
      pipelining: 1,
      overallRate: budgets.callLogRate,
    });
    const history = await load({
      url: `${server.baseUrl}/api/billing/history`,
      headers: { authorization: `Token ${token}` },
      connections: 20,
      duration: 10,
      pipelining: 1,
      overallRate: budgets.callLogRate,
    });
    const csvMs = await slowestOf(5, async () => {
      const response = await fetch(`${server.baseUrl}/api/billing/history.csv`, { headers: { authorization: `Token ${token}` } });
      const rows = (await response.text()).trim().split('\n').length - 1;
      if (!response.ok || rows !== budgets.billingCharges) throw new Error(`The history CSV answered ${response.status} with ${rows} rows`);
    });
    const errorsOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
    const deepResults = await measureDeepCustomer(server.baseUrl, server.pid, deep.email, deep.password);
    return [
      measured(SUITE, 'GET /api/plans/: requests per second', plans.requests.average, 'req/s', { limit: budgets.plansRequestsPerSecond, atMost: false }),
      measured(SUITE, 'GET /api/plans/: p99 latency', plans.latency.p99, 'ms', { limit: budgets.plansP99Ms, atMost: true }),
      measured(SUITE, 'GET /api/plans/: errors and non-2xx', errorsOf(plans), 'responses', { limit: 0, atMost: true }),
      measured(SUITE, `GET /api/webcalllog (${CALLS} calls): requests per second`, calls.requests.average, 'req/s', undefined, `offered ${budgets.callLogRate} req/s`),
      measured(SUITE, `GET /api/webcalllog (${CALLS} calls): p99 latency`, calls.latency.p99, 'ms', { limit: budgets.callLogP99Ms, atMost: true }),
      measured(SUITE, `GET /api/webcalllog (${CALLS} calls): errors and non-2xx`, errorsOf(calls), 'responses', { limit: 0, atMost: true }),
      measured(SUITE, `GET /api/billing/history (${budgets.billingCharges} charges, first page): p99 latency`, history.latency.p99, 'ms', { limit: budgets.billingHistoryP99Ms, atMost: true }, `offered ${budgets.callLogRate} req/s`),
      measured(SUITE, `GET /api/billing/history (${budgets.billingCharges} charges): errors and non-2xx`, errorsOf(history), 'responses', { limit: 0, atMost: true }),
      measured(SUITE, `GET /api/billing/history.csv (${budgets.billingCharges} charges): slowest of 5`, csvMs, 'ms', { limit: budgets.billingCsvMs, atMost: true }),
      ...deepResults,
    ];
  } finally {
    await server.stop();
  }
}

/**
 * The call log and the chats of a customer with `budgets.deepRows` of each, at a fixed
 * `budgets.deepRate` requests/s evenly spaced (openLoopLoad.ts), with the headers the SPA's browser sends (its token, and
 * Accept-Encoding), so the answer measured is the compressed one a browser gets.
 */
async function measureDeepCustomer(baseUrl: string, serverPid: number, email: string, password: string): Promise<Measurement[]> {
  const token = (await signInThroughApi(baseUrl, email, password)).user_token;
  const headers = { authorization: `Token ${token}`, 'accept-encoding': BROWSER_ENCODINGS, accept: 'application/json' };
  const results: Measurement[] = [];
  for (const [path, rows] of [
    ['/api/webcalllog', `${budgets.deepRows} calls`],
    ['/api/webgetallchatmessages', `${budgets.deepRows} messages`],
  ] as const) {
    const answer = await fetch(`${baseUrl}${path}`, { headers });
    const compressedBytes = Number(answer.headers.get('content-length') ?? 0) || (await answer.arrayBuffer()).byteLength;
    // A short warm-up at the same rate (the first request builds and compresses the answer), then the measured run.
    const offered = { url: `${baseUrl}${path}`, headers, rate: budgets.deepRate, connections: 20 };
    await openLoopLoad({ ...offered, durationMs: 2_000 });
    const cpuBefore = cpuMsOf(serverPid);
    const result = await openLoopLoad({ ...offered, durationMs: 10_000 });
    const serverCpuMsPerAnswer = (cpuMsOf(serverPid) - cpuBefore) / Math.max(1, result.answered);
    // autocannon's figure at the same overallRate, for comparison with the reports before (see openLoopLoad.ts).
    const bursts = await autocannon({ url: offered.url, headers, connections: 20, duration: 10, pipelining: 1, overallRate: budgets.deepRate });
    const note = `offered ${budgets.deepRate} req/s evenly spaced, ${answer.headers.get('content-encoding') ?? 'identity'}, ${(compressedBytes / 1024).toFixed(0)} KB`;
    results.push(
      measured(DEEP_SUITE, `GET ${path} (${rows}): answers per second`, result.answeredPerSecond, 'req/s', undefined, note),
      measured(DEEP_SUITE, `GET ${path} (${rows}): p99 latency`, result.p99, 'ms', { limit: budgets.deepP99Ms, atMost: true }, `${note}; each counted from when it was due; p50 ${result.p50.toFixed(1)} ms, max ${result.max.toFixed(0)} ms`),
      measured(DEEP_SUITE, `GET ${path} (${rows}): the server's CPU time per answer`, Math.round(serverCpuMsPerAnswer * 1000), 'µs', undefined, 'user + system time of the server process over the run, divided by its answers: what the shared machine does not distort'),
      measured(DEEP_SUITE, `GET ${path} (${rows}): errors and non-2xx`, result.failed, 'responses', { limit: 0, atMost: true }),
      measured(
        DEEP_SUITE,
        `GET ${path} (${rows}): autocannon's p99 at overallRate ${budgets.deepRate}`,
        bursts.latency.p99,
        'ms',
        undefined,
        "each connection sends its share of a second back to back from the second's start, latencies corrected as if due every ms: the figure of the reports before 2026-11-26's last",
      ),
    );
  }
  return results;
}
