import { createApp } from '../src/app';
import type { PurchaseStep } from '../src/billing/pausePoint';
import { PAYMENT_UNAVAILABLE } from '../src/billing/purchase';
import { openDatabase } from '../src/db/database';
import { createProviders } from '../src/providers';
import type { PaymentProvider } from '../src/providers/payments/PaymentProvider';
import { balanceOf, buyCredits, buyPlan, quietLog, saveCard } from './helpers/billing';
import { createTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';

/** What goes wrong with the next charge: the processor is unreachable, or it charges but the answer is lost. */
let nextCharge: 'ok' | 'unreachable' | 'answer-lost' = 'ok';
/** The steps purchases passed, as the app's injected pause point saw them. */
const stepsPassed: PurchaseStep[] = [];
const server = {} as TestServer;

beforeAll(async () => {
  const dataDir = await createTestDataDir();
  const config = testConfig(dataDir);
  const db = await openDatabase(config);
  const providers = createProviders(config, quietLog, db);
  const sandbox = providers.payments;
  const flaky: PaymentProvider = {
    ensureCustomer: (input) => sandbox.ensureCustomer(input),
    saveCard: (input) => sandbox.saveCard(input),
    cardOnFile: (customerId) => sandbox.cardOnFile(customerId),
    async charge(request) {
      const outcome = nextCharge;
      nextCharge = 'ok';
      if (outcome === 'unreachable') throw new TypeError('fetch failed');
      const charge = await sandbox.charge(request);
      if (outcome === 'answer-lost') throw new TypeError('socket hang up');
      return charge;
    },
    findCharge: (query) => sandbox.findCharge(query),
    cardFingerprint: (card) => sandbox.cardFingerprint(card),
  };
  // The mail outbox passes its own steps (a receipt being sent): only the purchase's are counted here.
  const recordStep = async (step: PurchaseStep) => {
    if (!step.startsWith('mail-')) stepsPassed.push(step);
  };
  const app = await createApp(config, { db, providers: { ...providers, payments: flaky }, pausePoint: recordStep });
  Object.assign(server, { app, config, dataDir, db });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  if (server.app) await stopTestServer(server);
});

const chargeCount = async () => (await server.db.selectFrom('sandbox_charges').select('id').execute()).length;
const paymentsOf = (userId: number) => server.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();

describe('a purchase interrupted by a payment outage', () => {
  test('an unreachable processor answers 502 and charges nothing; the retry with the same key goes through', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const before = await chargeCount();
    nextCharge = 'unreachable';
    const failed = await buyPlan(server, user, '/websubscription', 1, { key: 'outage-1' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ failure: PAYMENT_UNAVAILABLE });
    expect(await chargeCount()).toBe(before);
    expect((await paymentsOf(user.userId)).map((p) => p.status)).toEqual(['pending']);
    const retried = await buyPlan(server, user, '/websubscription', 1, { key: 'outage-1' });
    expect(retried.statusCode).toBe(200);
    expect(await chargeCount()).toBe(before + 1);
    expect((await paymentsOf(user.userId)).map((p) => p.status)).toEqual(['succeeded']);
  });

  test('charged but the answer was lost: the retry records the purchase without charging again', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const before = await chargeCount();
    nextCharge = 'answer-lost';
    expect((await buyCredits(server, user, null, { key: 'lost-answer' })).statusCode).toBe(502);
    expect(await chargeCount()).toBe(before + 1);
    expect(await balanceOf(server, user)).toBe(0);
    const retried = await buyCredits(server, user, null, { key: 'lost-answer' });
    expect(retried.statusCode).toBe(200);
    expect(await chargeCount()).toBe(before + 1);
    expect(await balanceOf(server, user)).toBe(10);
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  test('while another subscription purchase of the same customer runs, a second one is refused', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    nextCharge = 'unreachable';
    await buyPlan(server, user, '/websubscription', 1, { key: 'first-attempt' });
    // The first attempt is released at once after the outage, so a new key may go ahead.
    expect((await buyPlan(server, user, '/websubscription', 1, { key: 'second-attempt' })).statusCode).toBe(200);
    // The first key now finds a subscription: no second charge.
    const replay = await buyPlan(server, user, '/websubscription', 1, { key: 'first-attempt' });
    expect(replay.statusCode).toBe(409);
    expect((await paymentsOf(user.userId)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });
});

describe('the pause point the app is given', () => {
  test('a purchase passes it at each step, in order; a step it never reaches is not passed', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    stepsPassed.length = 0;
    expect((await buyCredits(server, user, null, { key: 'steps-1' })).statusCode).toBe(200);
    expect(stepsPassed).toEqual(['pending-recorded', 'charged', 'subscription-inserted']);
    stepsPassed.length = 0;
    nextCharge = 'unreachable';
    expect((await buyCredits(server, user, null, { key: 'steps-2' })).statusCode).toBe(502);
    expect(stepsPassed).toEqual(['pending-recorded']);
  });
});
