import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import type { CreditBundle } from '../../src/contract/api';
import { NO_SAVED_CARD } from '../src/billing/purchase';
import { balanceOf, buyCredits, createSubscribedUser, saveCard } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser } from './helpers/users';

const server = setupTestServer();

const creditPaymentsOf = (userId: number) => server.db.selectFrom('payments').selectAll().where('user_id', '=', userId).where('kind', '=', 'credits').execute();

describe('authentication', () => {
  test.each([
    ['GET', '/getcredits'],
    ['POST', '/webpurchasecredit'],
    ['GET', '/webgetbalance'],
  ] as const)('%s %s needs a valid token', async (method, url) => {
    expect((await server.app.inject({ method, url: `/api${url}` })).statusCode).toBe(401);
    expect((await server.app.inject({ method, url: `/api${url}`, headers: authHeader('y'.repeat(43)) })).statusCode).toBe(401);
  });
});

describe('GET /api/getcredits', () => {
  test('lists the bundles with prices in dollars', async () => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'GET', url: '/api/getcredits', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<CreditBundle<number>[]>().map(({ price, credits, purchase_name }) => ({ price, credits, purchase_name }))).toEqual([
      { price: 10, credits: 1000, purchase_name: 'credits_1000' },
      { price: 20, credits: 2500, purchase_name: 'credits_2500' },
      { price: 45, credits: 6000, purchase_name: 'credits_6000' },
    ]);
  });
});

describe('POST /api/webpurchasecredit and GET /api/webgetbalance', () => {
  test('a new account has a balance of 0', async () => {
    const user = await createSignedInUser(server);
    expect(await balanceOf(server, user)).toBe(0);
  });

  test('the checkout add-on (plan null) adds 1000 credits for $10: with the plan bonus the balance is 11.0', async () => {
    const user = await createSubscribedUser(server);
    expect(await balanceOf(server, user)).toBe(1);
    const response = await buyCredits(server, user, null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '1000 credits were added to your balance.' });
    expect(await balanceOf(server, user)).toBe(11);
    const [payment] = await creditPaymentsOf(user.userId);
    expect(payment).toMatchObject({ amount_cents: 1000, status: 'succeeded' });
  });

  test('bundles add up', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    expect((await buyCredits(server, user, 'credits_2500')).statusCode).toBe(200);
    expect((await buyCredits(server, user, 'credits_6000')).statusCode).toBe(200);
    expect((await buyCredits(server, user, null)).statusCode).toBe(200);
    expect(await balanceOf(server, user)).toBe(95);
    expect((await creditPaymentsOf(user.userId)).map((p) => p.amount_cents).sort()).toEqual([1000, 2000, 4500]);
  });

  test('the same Idempotency-Key twice adds the credits once and answers the same; at once, too', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const first = await buyCredits(server, user, 'credits_1000', { key: 'credit-attempt' });
    const second = await buyCredits(server, user, 'credits_1000', { key: 'credit-attempt' });
    expect(second.json()).toEqual(first.json());
    const [c, d] = await Promise.all([buyCredits(server, user, null, { key: 'addon-attempt' }), buyCredits(server, user, null, { key: 'addon-attempt' })]);
    expect([c.statusCode, d.statusCode]).toEqual([200, 200]);
    expect(await creditPaymentsOf(user.userId)).toHaveLength(2);
    expect(await balanceOf(server, user)).toBe(20);
  });

  test('two purchases with different keys are two purchases', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    await Promise.all([buyCredits(server, user, 'credits_1000'), buyCredits(server, user, 'credits_1000')]);
    expect(await balanceOf(server, user)).toBe(20);
  });

  test('a declined charge adds nothing and answers 402 with the provider text', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_chargeCustomerFail');
    const response = await buyCredits(server, user, null);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ failure: 'Your card was declined.' });
    expect(await balanceOf(server, user)).toBe(0);
  });

  test('without a card, with a failed reCAPTCHA, or for an unknown bundle nothing is charged', async () => {
    const user = await createSignedInUser(server);
    const noCard = await buyCredits(server, user, null);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual({ failure: NO_SAVED_CARD });
    await saveCard(server, user);
    expect((await buyCredits(server, user, null, { recaptcha: 'bot' })).statusCode).toBe(400);
    const unknown = await buyCredits(server, user, 'credits_999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ failure: 'This credit bundle is not available.' });
    expect(await creditPaymentsOf(user.userId)).toEqual([]);
  });

  test.each([
    ['a numeric plan', { plan: 1000 }],
    ['a missing plan', { plan: undefined }],
    ['an empty plan', { plan: '' }],
    ['a huge plan', { plan: 'x'.repeat(1000) }],
    ['no reCAPTCHA', { recaptcha_token: undefined }],
  ])('%s is a 400', async (_name, override) => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const payload = { plan: null, recaptcha_token: sandboxRecaptchaToken(), ...override };
    const response = await server.app.inject({ method: 'POST', url: '/api/webpurchasecredit', headers: user.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('failure');
  });

  test("one customer's purchases never show in another's balance", async () => {
    const a = await createSignedInUser(server);
    const b = await createSignedInUser(server);
    await saveCard(server, a);
    await buyCredits(server, a, 'credits_6000');
    expect(await balanceOf(server, a)).toBe(60);
    expect(await balanceOf(server, b)).toBe(0);
  });
});
