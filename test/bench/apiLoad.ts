import autocannon from 'autocannon';
import { seedBenchAccount } from './benchData';
import { budgets } from './budgets';
import { measured, type Measurement } from './report';
import { freshDataDir, startServer } from './serverProcess';

const SUITE = 'API server (autocannon on loopback, no pipelining)';
const CALLS = 1000;

/** autocannon after a short warm-up (the first requests compile code paths and fill caches). */
export async function load(options: autocannon.Options): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: 2, overallRate: undefined });
  return autocannon(options);
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
    ];
  } finally {
    await server.stop();
  }
}
