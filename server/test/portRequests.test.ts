import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { updateUser } from '../src/db/queries/users';
import { createProviders } from '../src/providers';
import { sandboxInventory } from '../src/providers/telephony/sandboxTelephonyProvider';
import { createSubscribedUser, quietLog } from './helpers/billing';
import { refusingCarrier } from './helpers/refusingCarrier';
import { createTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

// The port check tells nothing about our customers' numbers, and only a customer
// with a plan or in a checkout may file one.

/** Numbers the test carrier refuses to transfer, as a real carrier refuses some. */
const NOT_PORTABLE = '6179990000';
const PORT_REFUSED = { failure: 'This number cannot be transferred. Please check it and try again.' };


const carrier = refusingCarrier(NOT_PORTABLE, 'Account number and PIN do not match the losing carrier.');
const server = {} as TestServer;
beforeAll(async () => {
  const dataDir = await createTestDataDir();
  // Port checks count with number searches: 5 per account here.
  const config = testConfig(dataDir, { RATE_LIMIT_NUMBER_SEARCH_PER_ACCOUNT: '5' });
  const db = await openDatabase(config);
  const app = await createApp(config, { db, providers: { ...createProviders(config, quietLog, db), telephony: carrier.provider } });
  Object.assign(server, { app, config, dataDir, db });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  if (server.app) await stopTestServer(server);
});

/** Files a port with the carrier's details, which asks the carrier; SPEC's GET path is tested at the end. */
const port = (user: SignedInUser, number: string) =>
  server.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload: { phone_number: number, account_number: 'A1', pin: number.slice(-4), zip: '02110' } });
const specPort = (user: SignedInUser, number: string) => server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers });
const heldBy = (userId: number) => server.db.selectFrom('phones').select('phone_number').where('user_id', '=', userId).execute();

let counter = 0;
/** A Boston number no other test ports. */
const freshNumber = () => `6173${String((counter += 1)).padStart(6, '0')}`;

describe('a number that is already ours', () => {
  test('answers exactly as a number the carrier refuses: same status, same text', async () => {
    const owner = await createSubscribedUser(server);
    const bought = sandboxInventory('781')[0];
    const buy = await server.app.inject({ method: 'POST', url: `/api/phones/webpurchase/${bought}`, headers: owner.headers, payload: { phone_name: 'x' } });
    expect(buy.statusCode).toBe(200);
    const porter = await createSignedInUser(server);
    const porting = freshNumber();
    expect((await port(porter, porting)).statusCode).toBe(201);

    const answers = [];
    for (const number of [NOT_PORTABLE, bought, porting]) {
      const prober = await createSignedInUser(server);
      const response = await port(prober, number);
      answers.push({ status: response.statusCode, body: response.json() });
      expect(await heldBy(prober.userId)).toEqual([]);
    }
    expect(answers).toEqual([
      { status: 400, body: PORT_REFUSED },
      { status: 400, body: PORT_REFUSED },
      { status: 400, body: PORT_REFUSED },
    ]);
  });

  test('a number held for a purchase in progress is refused alike', async () => {
    const buyer = await createSignedInUser(server);
    const number = freshNumber();
    await server.db.insertInto('phone_number_reservations').values({ phone_number: number, user_id: buyer.userId, expires_at: new Date(Date.now() + 600_000) }).execute();
    const prober = await createSignedInUser(server);
    const response = await port(prober, number);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: PORT_REFUSED });
  });
});

describe('who may file a port request', () => {
  test('a customer in the sign-up checkout (verified, no number, no plan yet) may', async () => {
    const newcomer = await createSignedInUser(server);
    const number = freshNumber();
    expect((await port(newcomer, number)).statusCode).toBe(201);
    expect(await heldBy(newcomer.userId)).toEqual([{ phone_number: number }]);
  });

  test('a customer with an active plan may, even while a changed email awaits verification', async () => {
    const subscriber = await createSubscribedUser(server);
    await updateUser(server.db, subscriber.userId, { email_verified_at: null });
    expect((await port(subscriber, freshNumber())).statusCode).toBe(201);
  });

  test('an unverified account without a plan may not: 403, and the carrier is not asked', async () => {
    const stranger = await createSignedInUser(server, { verified: false });
    const number = freshNumber();
    const response = await port(stranger, number);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ failure: 'Please verify your email address before transferring a number.' });
    expect(carrier.filed).not.toContain(number);
    expect(await heldBy(stranger.userId)).toEqual([]);
  });

  test('a customer who holds a number already may not file another: 409', async () => {
    const customer = await createSignedInUser(server);
    expect((await port(customer, freshNumber())).statusCode).toBe(201);
    const again = await port(customer, freshNumber());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ failure: 'You already have a phone number.' });
  });

  test('port checks count with number searches: the sixth in a window is a 429', async () => {
    const prober = await createSignedInUser(server);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await port(prober, NOT_PORTABLE)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("SPEC's GET /portphone/{number}", () => {
  test('keeps its rules: any number is recorded alike without asking the carrier or claiming it, and a second number is 409', async () => {
    const owner = await createSignedInUser(server);
    const held = freshNumber();
    expect((await port(owner, held)).statusCode).toBe(201);
    const prober = await createSignedInUser(server);
    const probe = await specPort(prober, held);
    expect(probe.statusCode).toBe(200);
    expect(await heldBy(prober.userId)).toEqual([]);
    const other = await createSignedInUser(server);
    const number = freshNumber();
    expect((await specPort(other, number)).statusCode).toBe(200);
    expect(carrier.filed).not.toContain(number);
    expect((await specPort(other, freshNumber())).statusCode).toBe(409);
  });
});
