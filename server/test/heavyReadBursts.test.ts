import type { BillingHistoryPage } from '../../src/contract/api';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createSubscribedUser } from './helpers/billing';
import { beyondRequestBudget, recordQueries, type QueryLog } from './helpers/queryLog';
import { createTestDataDir, testsOnPostgres } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, testConfig, type TestServer } from './helpers/testServer';
import type { SignedInUser } from './helpers/users';

/**
 * A script firing dozens of one customer's receipt PDFs at once: the customer's turns (two
 * building, eight waiting, the rest 429 at once) hold on the embedded database too, whose
 * statements are answered without the event loop turning, and what is refused reads nothing.
 * The app's statements are recorded (helpers/queryLog.ts).
 */
// Buys a plan and builds PDFs: slow on a busy machine, so more than Jest's 5 s.
jest.setTimeout(60_000);

const server = {} as TestServer;
const queries = {} as QueryLog;
beforeAll(async () => {
  const dataDir = await createTestDataDir();
  const config = testConfig(dataDir);
  const db = await openDatabase(config);
  Object.assign(queries, recordQueries(db));
  Object.assign(server, { app: await createApp(config, { db: queries.db }), config, dataDir, db });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  if (server.app) await stopTestServer(server);
});

const BURST = 48;
const BUSY = { failure: 'Too many requests at once. Please try again in a moment.' };
const readsReceipt = (statements: string[]) => statements.filter((sql) => /from "payments" where "receipt_number"/.test(sql));
const leasesTurn = (statements: string[]) => statements.filter((sql) => /"heavy_read_turns"/.test(sql));

/**
 * Sends the request as the server reads one off a socket: from its own callback of the event loop
 * (the burst's all in one pass, as a poll reads every socket that is ready), not from the caller's
 * synchronous code, which would queue every one of them before any could run.
 */
function arriving(options: { url: string; headers: Record<string, string> }, to: TestServer = server) {
  return new Promise<Awaited<ReturnType<TestServer['app']['inject']>>>((resolve, reject) => {
    setImmediate(() => to.app.inject({ method: 'GET', ...options }).then(resolve, reject));
  });
}

async function receiptPdfUrl(user: SignedInUser, on: TestServer = server): Promise<string> {
  const page = (await on.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers })).json<BillingHistoryPage<string>>();
  // The purchase's receipt mail, sent in the background, writes its payment too: done before counting.
  await on.app.backgroundTasks.idle();
  return `/api/billing/receipts/${page.items[0].receipt_id}?format=pdf`;
}

test('48 receipt PDFs at once: 10 answered (2 building, 8 waiting), 38 refused with 429 and Retry-After, reading nothing', async () => {
  const customer = await createSubscribedUser(server);
  const url = await receiptPdfUrl(customer);
  queries.statements.length = 0;

  const answers = await Promise.all(Array.from({ length: BURST }, () => arriving({ url, headers: customer.headers })));

  const built = answers.filter((answer) => answer.statusCode === 200);
  const refused = answers.filter((answer) => answer.statusCode === 429);
  if (!testsOnPostgres) {
    expect({ built: built.length, refused: refused.length }).toEqual({ built: 10, refused: 38 });
  } else {
    // On PostgreSQL each request first waits for the session check's round trip, so they reach
    // their turns spread out, a few after a PDF is done: more are built, the rest still refused.
    expect({ answered: built.length + refused.length, someRefused: refused.length > 0 }).toEqual({ answered: BURST, someRefused: true });
  }
  expect(built.every((answer) => answer.headers['content-type'] === 'application/pdf' && answer.rawPayload.subarray(0, 5).toString() === '%PDF-')).toBe(true);
  expect(refused.map((answer) => [answer.headers['retry-after'], answer.json()])).toEqual(refused.map(() => ['1', BUSY]));
  expect(readsReceipt(queries.statements)).toHaveLength(built.length);
  expect(server.app.heavyReads.load(customer.userId)).toEqual({ running: 0, waiting: 0 });
});

// On the embedded database even in the PostgreSQL run: there a PDF is built without the event loop
// turning, which is what could starve the bystander (on PostgreSQL both wait on round trips, and
// which answer comes first is the network's to say).
test('another customer who asks along with the burst is answered before any of its PDFs is built (embedded database)', async () => {
  const embedded = await startTestServer({ DATABASE_URL: '' });
  try {
    const [customer, bystander] = [await createSubscribedUser(embedded), await createSubscribedUser(embedded)];
    const url = await receiptPdfUrl(customer, embedded);
    const finished: string[] = [];
    const burst = Array.from({ length: BURST }, () =>
      arriving({ url, headers: customer.headers }, embedded).then((answer) => finished.push(`PDF ${answer.statusCode}`)),
    );
    const balance = arriving({ url: '/api/webgetbalance', headers: bystander.headers }, embedded).then((answer) => finished.push(`balance ${answer.statusCode}`));

    await Promise.all([...burst, balance]);
    expect(finished.indexOf('balance 200')).toBeLessThan(finished.indexOf('PDF 200'));
  } finally {
    await stopTestServer(embedded);
  }
});

test('a plan’s receipt PDF reads the receipt, its customer, their numbers and the plan; a turn is leased in heavy_read_turns only on PostgreSQL, where instances share the customer', async () => {
  const customer = await createSubscribedUser(server);
  const url = await receiptPdfUrl(customer);
  queries.statements.length = 0;

  expect((await server.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(200);

  const statements = beyondRequestBudget(queries.statements);
  // The embedded database opens its directory in one process: that instance's turns are all of them.
  expect(leasesTurn(statements)).toHaveLength(testsOnPostgres ? 2 : 0);
  expect(statements.filter((sql) => !leasesTurn([sql]).length).map((sql) => /from "(\w+)"/.exec(sql)?.[1]).sort()).toEqual(['payments', 'phones', 'plans', 'users']);
});
