import type { BillingHistoryPage } from '../../src/contract/api';
import { createSubscribedUser } from './helpers/billing';
import { askForTicket, EventReader, listenOnLoopback } from './helpers/eventStream';
import { setupTestServer, type TestServer } from './helpers/testServer';
import type { SignedInUser } from './helpers/users';
import { waitUntil } from './helpers/waitUntil';

/**
 * The receipt PDF, the billing CSV and opening an event stream are heavy reads: each takes one of
 * the customer's turns (http/perUserConcurrency.ts), two at once and eight waiting, so that a
 * script firing dozens of them gets 429s instead of the server's time. The open stream holds no turn.
 */
// Each test buys plans and builds a PDF: slow on a busy machine, so more than Jest's 5 s.
jest.setTimeout(60_000);

const server = setupTestServer();
let origin: string;
const readers: EventReader[] = [];

beforeAll(async () => {
  origin = await listenOnLoopback(server);
});
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

const BUSY = { failure: 'Too many requests at once. Please try again in a moment.' };

/** Takes (or queues for) one of the customer's turns, and keeps it until `release` is called. */
function holdTurn(through: TestServer, userId: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = through.app.heavyReads.run(userId, () => released);
  return { release, done };
}

/** Every one of the customer's turns and places in the queue taken; `release` gives them all back. */
function takeAllTurns(userId: number) {
  const turns = Array.from({ length: 10 }, () => holdTurn(server, userId));
  expect(server.app.heavyReads.load(userId)).toEqual({ running: 2, waiting: 8 });
  return async () => {
    for (const turn of turns) turn.release();
    await Promise.all(turns.map((turn) => turn.done));
  };
}

async function receiptNumberOf(user: SignedInUser): Promise<string> {
  const page = (await server.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers })).json<BillingHistoryPage<string>>();
  return page.items[0].receipt_id as string;
}

const heavyReads: [string, (user: SignedInUser) => Promise<string>][] = [
  ['the receipt PDF', async (user) => `/api/billing/receipts/${await receiptNumberOf(user)}?format=pdf`],
  ['the billing CSV', async () => '/api/billing/history.csv'],
];

describe.each(heavyReads)('%s takes one of the customer’s turns', (_, urlFor) => {
  test('refused with 429 and Retry-After while the turns and the queue are full; other customers go on; answered once a turn is free', async () => {
    const customer = await createSubscribedUser(server);
    const bystander = await createSubscribedUser(server);
    const [url, bystanderUrl] = [await urlFor(customer), await urlFor(bystander)];
    const giveBack = takeAllTurns(customer.userId);

    const refused = await server.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual(BUSY);
    expect((await server.app.inject({ method: 'GET', url: bystanderUrl, headers: bystander.headers })).statusCode).toBe(200);

    await giveBack();
    expect((await server.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(200);
    expect(server.app.heavyReads.load(customer.userId)).toEqual({ running: 0, waiting: 0 });
  });

  test('waits in the queue while both turns run, and is answered when one ends', async () => {
    const customer = await createSubscribedUser(server);
    const url = await urlFor(customer);
    const running = [holdTurn(server, customer.userId), holdTurn(server, customer.userId)];
    const answer = server.app.inject({ method: 'GET', url, headers: customer.headers });
    await waitUntil(() => server.app.heavyReads.load(customer.userId).waiting === 1);
    running[0].release();
    expect((await answer).statusCode).toBe(200);
    running[1].release();
    await Promise.all(running.map((turn) => turn.done));
  });
});

test('the receipt page (HTML, a row and a template) is no heavy read: served while every turn is taken', async () => {
  const customer = await createSubscribedUser(server);
  const url = `/api/billing/receipts/${await receiptNumberOf(customer)}`;
  const giveBack = takeAllTurns(customer.userId);
  expect((await server.app.inject({ method: 'GET', url, headers: customer.headers })).statusCode).toBe(200);
  await giveBack();
});

describe('opening an event stream takes one of the customer’s turns; the open stream holds none', () => {
  test('429 with Retry-After while the turns are full, the ticket unspent: the same ticket opens the stream after', async () => {
    const customer = await createSubscribedUser(server);
    const ticket = await askForTicket(server, customer.headers);
    const giveBack = takeAllTurns(customer.userId);

    const refused = await EventReader.open(origin, ticket);
    expect({ status: refused.status, retryAfter: refused.headers['retry-after'], body: refused.failure }).toEqual({ status: 429, retryAfter: '1', body: BUSY });

    await giveBack();
    const reader = await EventReader.open(origin, ticket);
    readers.push(reader);
    expect(reader.status).toBe(200);
    expect((await reader.next()).event).toBe('ready');
    // Streaming, it holds no turn: the customer's call log and CSV are not kept waiting by it.
    expect(server.app.heavyReads.load(customer.userId)).toEqual({ running: 0, waiting: 0 });
    expect((await server.app.inject({ method: 'GET', url: '/api/billing/history.csv', headers: customer.headers })).statusCode).toBe(200);
  });

  test('an unknown ticket is refused as before, without waiting for a turn', async () => {
    const customer = await createSubscribedUser(server);
    const giveBack = takeAllTurns(customer.userId);
    const refused = await EventReader.open(origin, 'x'.repeat(43));
    expect(refused.status).toBe(401);
    await giveBack();
  });
});
