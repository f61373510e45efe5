import autocannon from 'autocannon';
import { addPlainCustomer, seedBenchAccount } from './benchData';
import { budgets } from './budgets';
import { percentile, sampleLatencies } from './latencySampler';
import { measured, type Measurement } from './report';
import { freshDataDir, PER_SOURCE_BUDGET_OFF, signInThroughApi, startServer } from './serverProcess';

const SUITE = 'Heavy billing reads cannot starve the rest (loopback)';
/** Each heavy read is fired this long; the other customer is sampled inside it, after the first second. */
const LOAD_SECONDS = 8;
/** The other customer asks for their balance about this often, one request at a time. */
const BALANCE_EVERY_MS = 50;

interface HeavyLoad {
  name: string;
  path: string;
}

/**
 * One account sends `budgets.heavyBillingLoops` parallel requests for a receipt
 * PDF, then for its billing CSV (`budgets.billingCharges` charges), back to back for
 * LOAD_SECONDS each, while another customer reads their balance (GET /api/webgetbalance); that
 * customer's p95 beside each is the budget. The same customer alone first, for comparison. The
 * heavy account is held to two reads at a time and eight waiting (its turns): the rest get 429.
 * The per-source request budget is off: it would refuse most of this one address's load first.
 */
export async function measureHeavyBilling(rootDir: string): Promise<Measurement[]> {
  const dataDir = freshDataDir();
  const heavy = await seedBenchAccount(dataDir, { calls: 0, charges: budgets.billingCharges });
  const other = await addPlainCustomer(dataDir, 'other.customer@example.com', 'other-password-1');
  const server = await startServer(rootDir, dataDir, PER_SOURCE_BUDGET_OFF);
  try {
    const heavyToken = (await signInThroughApi(server.baseUrl, heavy.email, heavy.password)).user_token;
    const otherToken = (await signInThroughApi(server.baseUrl, other.email, other.password)).user_token;
    const history = (await (await fetch(`${server.baseUrl}/api/billing/history?limit=1`, { headers: { authorization: `Token ${heavyToken}` } })).json()) as { items: { receipt_id: string }[] };
    const receiptId = history.items[0]?.receipt_id;
    if (!receiptId) throw new Error('The heavy account has no receipt');
    const balanceUrl = `${server.baseUrl}/api/webgetbalance`;

    const alone = await sampleLatencies(balanceUrl, otherToken, Date.now() + 3_000, BALANCE_EVERY_MS);
    const results: Measurement[] = [
      measured(SUITE, 'GET /api/webgetbalance alone: p95 latency', percentile(alone.latencies, 0.95), 'ms', undefined, `${alone.latencies.length} requests`),
    ];
    let failures = alone.failures;
    const loads: HeavyLoad[] = [
      { name: 'receipt PDF', path: `/api/billing/receipts/${encodeURIComponent(receiptId)}?format=pdf` },
      { name: 'billing CSV', path: '/api/billing/history.csv' },
    ];
    for (const load of loads) {
      const loops = autocannon({
        url: `${server.baseUrl}${load.path}`,
        headers: { authorization: `Token ${heavyToken}` },
        connections: budgets.heavyBillingLoops,
        pipelining: 1,
        duration: LOAD_SECONDS,
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const beside = await sampleLatencies(balanceUrl, otherToken, Date.now() + (LOAD_SECONDS - 2) * 1000, BALANCE_EVERY_MS);
      const heavyResult = await loops;
      failures += beside.failures;
      const refused = heavyResult.statusCodeStats?.['429']?.count ?? 0;
      const answered = heavyResult.statusCodeStats?.['200']?.count ?? 0;
      const loopsNote = `${budgets.heavyBillingLoops} parallel ${load.name} requests, ${budgets.billingCharges} charges`;
      results.push(
        measured(SUITE, `GET /api/webgetbalance beside the heavy customer's ${load.name}s: p95 latency`, percentile(beside.latencies, 0.95), 'ms', { limit: budgets.otherCustomerBalanceP95Ms, atMost: true }, `${beside.latencies.length} requests; ${loopsNote}`),
        measured(SUITE, `the heavy customer: ${load.name}s built per second`, answered / LOAD_SECONDS, 'req/s', undefined, `${refused} answered 429 of ${heavyResult.requests.total}`),
        measured(SUITE, `the heavy customer's ${load.name}s: errors and answers other than 200 and 429`, heavyResult.errors + heavyResult.timeouts + heavyResult.requests.total - answered - refused, 'responses', { limit: 0, atMost: true }),
      );
    }
    results.push(measured(SUITE, 'GET /api/webgetbalance: failures', failures, 'responses', { limit: 0, atMost: true }));
    return results;
  } finally {
    await server.stop();
  }
}
