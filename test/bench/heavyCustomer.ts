import autocannon from 'autocannon';
import { addPlainCustomer, seedBenchAccount } from './benchData';
import { budgets } from './budgets';
import { percentile, sampleLatencies } from './latencySampler';
import { measured, type Measurement } from './report';
import { freshDataDir, PER_SOURCE_BUDGET_OFF, signInThroughApi, startServer } from './serverProcess';

const SUITE = 'One heavy customer cannot starve the rest (loopback)';
const LOAD_SECONDS = 20;
/** The other customer asks for their profile about this often, one request at a time. */
const PROFILE_EVERY_MS = 50;

const sampleProfile = (baseUrl: string, token: string, until: number) => sampleLatencies(`${baseUrl}/api/user/webprofile`, token, until, PROFILE_EVERY_MS);

/**
 * The attack: `budgets.heavyLoops` connections fetch the chats of an account with
 * `budgets.heavyMessages` messages back to back (as a browser would, accepting compression),
 * while another customer reads their profile; that customer's p95 is the budget. The same
 * customer alone first, for comparison.
 */
export async function measureHeavyCustomer(rootDir: string): Promise<Measurement[]> {
  const dataDir = freshDataDir();
  const heavy = await seedBenchAccount(dataDir, { calls: 0, messages: budgets.heavyMessages });
  const other = await addPlainCustomer(dataDir, 'other.customer@example.com', 'other-password-1');
  // The per-source request budget off: the loops come from one address, and the customer's turns are measured.
  const server = await startServer(rootDir, dataDir, PER_SOURCE_BUDGET_OFF);
  try {
    const heavyToken = (await signInThroughApi(server.baseUrl, heavy.email, heavy.password)).user_token;
    const otherToken = (await signInThroughApi(server.baseUrl, other.email, other.password)).user_token;
    const chats = await fetch(`${server.baseUrl}/api/webgetallchatmessages`, { headers: { authorization: `Token ${heavyToken}` } });
    const chatsBytes = (await chats.arrayBuffer()).byteLength;

    const alone = await sampleProfile(server.baseUrl, otherToken, Date.now() + 5_000);
    const loops = autocannon({
      url: `${server.baseUrl}/api/webgetallchatmessages`,
      headers: { authorization: `Token ${heavyToken}`, 'accept-encoding': 'gzip, deflate, br' },
      connections: budgets.heavyLoops,
      pipelining: 1,
      duration: LOAD_SECONDS,
    });
    // Sampled inside the load, after its first two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const beside = await sampleProfile(server.baseUrl, otherToken, Date.now() + (LOAD_SECONDS - 4) * 1000);
    const heavyResult = await loops;
    const refused = heavyResult.statusCodeStats?.['429']?.count ?? 0;
    const loopsNote = `${budgets.heavyLoops} loops, ${budgets.heavyMessages} messages (${(chatsBytes / 1e6).toFixed(1)} MB uncompressed)`;
    return [
      measured(SUITE, 'GET /api/user/webprofile alone: p95 latency', percentile(alone.latencies, 0.95), 'ms', undefined, `${alone.latencies.length} requests`),
      measured(SUITE, 'GET /api/user/webprofile beside the heavy customer: p95 latency', percentile(beside.latencies, 0.95), 'ms', { limit: budgets.otherCustomerProfileP95Ms, atMost: true }, `${beside.latencies.length} requests; ${loopsNote}`),
      measured(SUITE, 'GET /api/user/webprofile beside the heavy customer: failures', alone.failures + beside.failures, 'responses', { limit: 0, atMost: true }),
      measured(SUITE, 'the heavy customer: GET /api/webgetallchatmessages answered per second', heavyResult.requests.average, 'req/s', undefined, `${refused} answered 429 of ${heavyResult.requests.total}`),
      measured(SUITE, 'the heavy customer: errors and non-2xx other than 429', heavyResult.errors + heavyResult.timeouts + heavyResult.non2xx - refused, 'responses', { limit: 0, atMost: true }),
    ];
  } finally {
    await server.stop();
  }
}
