import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createProviders } from '../src/providers';
import type { RecaptchaVerifier } from '../src/providers/recaptcha/RecaptchaVerifier';
import { SANDBOX_RECAPTCHA_TOKEN } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { balanceOf, buyCredits, buyPlan, plansByInterval, quietLog, saveCard } from './helpers/billing';
import { createTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';

/**
 * Google's semantics for the purchase tokens here ('human-…'): good once, a second verification
 * fails. The sandbox token still passes, for the sign-ups that create the test customers.
 */
const spent = new Set<string>();
const onceOnly: RecaptchaVerifier = {
  async verify(token) {
    if (token === SANDBOX_RECAPTCHA_TOKEN) return true;
    if (!token.startsWith('human-') || spent.has(token)) return false;
    spent.add(token);
    return true;
  },
};
const server = {} as TestServer;

beforeAll(async () => {
  const dataDir = await createTestDataDir();
  const config = testConfig(dataDir);
  const db = await openDatabase(config);
  const providers = createProviders(config, quietLog, db);
  const app = await createApp(config, { db, providers: { ...providers, recaptcha: onceOnly } });
  Object.assign(server, { app, config, dataDir, db });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  if (server.app) await stopTestServer(server);
});

describe('one reCAPTCHA for one checkout', () => {
  test('the plan and the credit add-on both go through with the one token the customer earned', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansByInterval(server, user);
    const plan = await buyPlan(server, user, '/websubscription', plans.month.plan_id, { recaptcha: 'human-checkout-1' });
    expect(plan.statusCode).toBe(200);
    const before = await balanceOf(server, user);
    const addOn = await buyCredits(server, user, 'credits_1000', { recaptcha: 'human-checkout-1' });
    expect(addOn.statusCode).toBe(200);
    expect(await balanceOf(server, user)).toBeGreaterThan(before);
  });

  test("another customer cannot ride on someone else's passed token", async () => {
    const first = await createSignedInUser(server);
    const second = await createSignedInUser(server);
    await saveCard(server, first);
    await saveCard(server, second);
    expect((await buyCredits(server, first, 'credits_1000', { recaptcha: 'human-shared' })).statusCode).toBe(200);
    const stolen = await buyCredits(server, second, 'credits_1000', { recaptcha: 'human-shared' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toHaveProperty('failure');
  });

  test('a double-clicked eSIM purchase is answered as one purchase, not refused for its spent token', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const buy = () => server.app.inject({ method: 'POST', url: '/api/webpurchaseesim', headers: user.headers, payload: { plan_id: 1, recaptcha_token: 'human-esim-1' } });
    expect((await buy()).statusCode).toBe(200);
    const again = await buy();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'This eSIM purchase was already completed.' });
  });

  test('a token that never passed is refused every time', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: 'robot' })).statusCode).toBe(400);
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: 'robot' })).statusCode).toBe(400);
  });
});
