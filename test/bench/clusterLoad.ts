import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type autocannon from 'autocannon';
import { BROWSER_ENCODINGS, load } from './apiLoad';
import { addDeepCustomer, seedBenchAccount } from './benchData';
import { budgets } from './budgets';
import { measured, type Measurement } from './report';

const SUITE = 'Two instances behind HAProxy on one PostgreSQL (loopback, no pipelining)';
const CALLS = 1000;
/** Enough connections to keep both instances busy through the balancer (throughput, not a fixed rate). */
const DEEP_CONNECTIONS = 50;

/** TEST_DATABASE_URL, or a local server started as the tests' CI does (root or sudo). */
function postgresUrl(rootDir: string): string {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) return given;
  console.log('bench cluster: TEST_DATABASE_URL is not set, starting PostgreSQL with server/test/postgres/start-postgres.sh');
  return execFileSync(path.join(rootDir, 'server/test/postgres/start-postgres.sh'), { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

async function msUntilOk(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < 60_000) {
    const ok = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

/**
 * The figures: GET /api/plans/ and GET /api/webcalllog (1,000 calls) flat out, on one
 * instance and on two behind the balancer (and the call log of 10,000 calls as a browser
 * asks for it, with enough connections to find the most each setup answers) (the test topology of npm run test:cluster: the shipped
 * haproxy.cfg on loopback), then how long after `pg_ctlcluster … restart` both serve again. On a
 * 2-core machine the load generator, HAProxy, PostgreSQL and both instances share the cores, so
 * two instances cannot double one's throughput here.
 */
export async function measureCluster(rootDir: string): Promise<Measurement[]> {
  process.env.TEST_DATABASE_URL = postgresUrl(rootDir);
  // Imported once TEST_DATABASE_URL is set: the test helpers read it when loaded.
  const { startLoopbackCluster, INSTANCES } = await import('../../server/test/helpers/cluster/loopbackCluster');
  const { localClusterServing, restartCluster } = await import('../../server/test/helpers/cluster/postgresCluster');
  const cluster = await startLoopbackCluster({ LOG_LEVEL: 'error' });
  try {
    // No data directory: the account goes into the cluster's PostgreSQL database.
    const demo = await seedBenchAccount('', { calls: CALLS }, cluster.databaseUrl);
    const signIn = await fetch(`${cluster.url}/api/user/websignin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.email, password: demo.password }),
    });
    const { user_token: token } = (await signIn.json()) as { user_token: string };
    if (!token) throw new Error(`Sign-in for the benchmark failed: ${signIn.status}`);
    const headers = { authorization: `Token ${token}` };
    const deep = await addDeepCustomer('', 'deep.customer@example.com', 'deep-customer-password-1', { calls: budgets.deepRows, messages: 0 }, cluster.databaseUrl);
    const deepSignIn = await fetch(`${cluster.url}/api/user/websignin/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: deep.email, password: deep.password }),
    });
    const deepToken = ((await deepSignIn.json()) as { user_token?: string }).user_token;
    if (!deepToken) throw new Error(`Sign-in for the benchmark failed: ${deepSignIn.status}`);
    const deepHeaders = { authorization: `Token ${deepToken}`, 'accept-encoding': BROWSER_ENCODINGS, accept: 'application/json' };

    const results: Measurement[] = [];
    const errorsOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;
    const setups = [
      { label: 'one instance', baseUrl: cluster.instances.api1.baseUrl },
      { label: 'two instances behind HAProxy', baseUrl: cluster.url },
    ];
    for (const { label, baseUrl } of setups) {
      const plans = await load({ url: `${baseUrl}/api/plans/`, connections: 20, duration: 10, pipelining: 1 });
      const calls = await load({ url: `${baseUrl}/api/webcalllog`, headers, connections: 20, duration: 10, pipelining: 1 });
      const deepCalls = await load({ url: `${baseUrl}/api/webcalllog`, headers: deepHeaders, connections: DEEP_CONNECTIONS, duration: 10, pipelining: 1 });
      results.push(
        measured(SUITE, `GET /api/plans/, ${label}: requests per second`, plans.requests.average, 'req/s', undefined, `p99 ${plans.latency.p99} ms`),
        measured(SUITE, `GET /api/webcalllog (${CALLS} calls), ${label}: requests per second`, calls.requests.average, 'req/s', undefined, `p99 ${calls.latency.p99} ms`),
        measured(
          SUITE,
          `GET /api/webcalllog (${budgets.deepRows} calls, as a browser asks: gzip, deflate, br), ${label}: max requests per second (2 cores shared by autocannon, HAProxy, PostgreSQL and the instances)`,
          deepCalls.requests.average,
          'req/s',
          undefined,
          `${DEEP_CONNECTIONS} connections, p99 ${deepCalls.latency.p99} ms`,
        ),
        measured(SUITE, `${label}: errors and non-2xx`, errorsOf(plans) + errorsOf(calls) + errorsOf(deepCalls), 'responses', { limit: 0, atMost: true }),
      );
    }

    const postgres = await localClusterServing(cluster.databaseUrl);
    const restartStart = performance.now();
    await restartCluster(postgres);
    const restartMs = performance.now() - restartStart;
    const recoveries = await Promise.all(INSTANCES.map((name) => msUntilOk(`${cluster.instances[name].baseUrl}/api/webgetblockednumber`, headers)));
    const throughBalancer = await msUntilOk(`${cluster.url}/api/webgetblockednumber`, headers);
    results.push(
      measured(SUITE, `pg_ctlcluster ${postgres.version} ${postgres.name} restart (fast shutdown, start)`, restartMs, 'ms'),
      measured(SUITE, 'after the restart: until both instances answer a database read again', Math.max(...recoveries), 'ms', { limit: budgets.clusterRecoveryMs, atMost: true }),
      measured(SUITE, 'after the restart: until the balancer answers it again', throughBalancer, 'ms', { limit: budgets.clusterRecoveryMs, atMost: true }),
      measured(SUITE, 'the whole outage: from the restart command until both instances answer again', restartMs + Math.max(...recoveries), 'ms'),
    );
    return results;
  } finally {
    await cluster.stop();
  }
}
