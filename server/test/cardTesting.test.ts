import { randomUUID } from 'node:crypto';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { sandboxCardFingerprint } from '../src/providers/payments/sandboxPaymentProvider';
import { plansByInterval, saveCard } from './helpers/billing';
import { startTestServer, stopTestServer, SERVER_START_TIMEOUT_MS, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, type SignedInUser } from './helpers/users';

/** The defaults of the card-testing limits, as a server without these settings has them. */
const LIMITS_ON = {
  RATE_LIMIT_PAYMENT_DECLINES_PER_ACCOUNT: '5',
  RATE_LIMIT_PAYMENT_DECLINES_PER_CARD: '5',
  RATE_LIMIT_PAYMENT_DECLINES_PER_IP: '20',
  RATE_LIMIT_PAYMENT_DECLINE_WINDOW_SECONDS: '3600',
  RATE_LIMIT_NEW_CARDS_PER_ACCOUNT_PER_DAY: '5',
};
const HOUR_MS = 60 * 60_000;
const ATTACKER = '198.51.100.7';
/** Stripe's declining test cards: three card numbers, so three fingerprints. */
const DECLINING = ['tok_chargeDeclined', 'tok_chargeDeclinedInsufficientFunds', 'tok_chargeCustomerFail'];

let now = Date.parse('2026-03-02T10:00:00Z');
const clock = () => now;

/** POST /webpurchasecredit with a one-time card (not saved), a fresh key and a fresh reCAPTCHA. */
function buyWithCard(server: TestServer, user: SignedInUser, card: string, from = ATTACKER) {
  return server.app.inject({
    method: 'POST',
    url: '/api/webpurchasecredit',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload: { plan: 'credits_1000', recaptcha_token: sandboxRecaptchaToken(), card_token: card },
    remoteAddress: from,
  });
}

async function statusesOf(requests: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
}

/** Every charge the sandbox processor was asked for (its books), declined ones included. */
async function chargesAsked(server: TestServer): Promise<number> {
  const { count } = await server.db.selectFrom('sandbox_charges').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

describe('declined payments per account', () => {
  const server = {} as TestServer;
  // Per card is tested on its own below: here the test cards' counts must not add up across tests.
  beforeAll(async () => Object.assign(server, await startTestServer({ ...LIMITS_ON, RATE_LIMIT_PAYMENT_DECLINES_PER_CARD: '100' }, { clock })), SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));

  test('a loop of declined one-time cards meets 429 with Retry-After after 5 declines, and nothing more is charged', async () => {
    const user = await createSignedInUser(server);
    const loop = Array.from({ length: 8 }, (_, attempt) => () => buyWithCard(server, user, DECLINING[attempt % 3]));
    const statuses: number[] = [];
    for (const request of loop.slice(0, 5)) statuses.push((await request()).statusCode);
    expect(statuses).toEqual([402, 402, 402, 402, 402]);
    const chargedBefore = await chargesAsked(server);
    const refused = await loop[5]();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({ failure: 'Too many declined payments. Please try again in 60 minutes.' });
    // A good card is refused too: the limit is the account's, whatever it pays with.
    expect((await buyWithCard(server, user, 'tok_visa')).statusCode).toBe(429);
    expect(await chargesAsked(server)).toBe(chargedBefore);
  });

  test('every purchase path and the card form are refused while the account is over its limit', async () => {
    const user = await createSignedInUser(server);
    expect((await saveCard(server, user, 'tok_visa')).statusCode).toBe(200);
    const plans = await plansByInterval(server, user);
    expect(await statusesOf(Array.from({ length: 5 }, (_, attempt) => () => buyWithCard(server, user, DECLINING[attempt % 3], `203.0.113.${attempt}`)))).toEqual([402, 402, 402, 402, 402]);
    const post = (url: string, payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...user.headers, 'idempotency-key': randomUUID() }, payload: { recaptcha_token: sandboxRecaptchaToken(), ...payload } });
    const chargedBefore = await chargesAsked(server);
    const answers = [
      await post('/websubscription', { plan: plans.month.plan_id }),
      await post('/webresubscription', { plan: plans.month.plan_id }),
      await post('/webupgradesubscription', { plan: plans.year.plan_id }),
      await post('/webpurchasecredit', { plan: null }),
      await post('/webpurchaseesim', { plan_id: 1 }),
      await server.app.inject({ method: 'PUT', url: '/api/user/webprofile/more', headers: user.headers, payload: { user_stripe_token: 'tok_mastercard' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(answers.every((answer) => answer.json<{ failure: string }>().failure.startsWith('Too many declined payments.'))).toBe(true);
    expect(await chargesAsked(server)).toBe(chargedBefore);
  });

  test('a successful payment between declines resets nothing, and the window ends after an hour', async () => {
    const user = await createSignedInUser(server);
    const from = '203.0.113.200';
    const pattern = ['tok_chargeDeclined', 'tok_chargeDeclinedInsufficientFunds', 'tok_visa', 'tok_chargeCustomerFail', 'tok_chargeDeclined', 'tok_visa', 'tok_chargeDeclinedInsufficientFunds', 'tok_visa'];
    expect(await statusesOf(pattern.map((card) => () => buyWithCard(server, user, card, from)))).toEqual([402, 402, 200, 402, 402, 200, 402, 429]);
    now += HOUR_MS;
    expect((await buyWithCard(server, user, 'tok_visa', from)).statusCode).toBe(200);
  });

  test('a card refused when saved counts as a decline', async () => {
    const user = await createSignedInUser(server);
    const save = (token: string) => server.app.inject({ method: 'PUT', url: '/api/user/webprofile/more', headers: user.headers, payload: { user_stripe_token: token }, remoteAddress: '203.0.113.201' });
    expect(await statusesOf([0, 1, 2, 3, 4, 5].map((attempt) => () => save(DECLINING[attempt % 2])))).toEqual([402, 402, 402, 402, 402, 429]);
  });
});

describe('declined payments per source and per card', () => {
  const server = {} as TestServer;
  beforeAll(async () => Object.assign(server, await startTestServer({ ...LIMITS_ON, RATE_LIMIT_PAYMENT_DECLINES_PER_IP: '7' }, { clock })), SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));

  test('one source is stopped across accounts; another source is not', async () => {
    const first = await createSignedInUser(server);
    const second = await createSignedInUser(server);
    const from = '192.0.2.10';
    expect(await statusesOf([0, 1, 2, 3].map((attempt) => () => buyWithCard(server, first, DECLINING[attempt % 3], from)))).toEqual([402, 402, 402, 402]);
    expect(await statusesOf([0, 1, 2, 3].map((attempt) => () => buyWithCard(server, second, DECLINING[attempt % 3], from)))).toEqual([402, 402, 402, 429]);
    expect((await buyWithCard(server, second, 'tok_chargeDeclined', '192.0.2.11')).statusCode).toBe(402);
  });

  test('one card is stopped across accounts; another card is not', async () => {
    now += HOUR_MS; // a new window: the test cards were declined above
    const accounts = [await createSignedInUser(server), await createSignedInUser(server), await createSignedInUser(server)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await buyWithCard(server, accounts[attempt % 3], 'tok_chargeDeclined', `198.18.0.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429]);
    expect((await buyWithCard(server, accounts[2], 'tok_chargeDeclinedInsufficientFunds', '198.18.1.1')).statusCode).toBe(402);
  });
});

describe('one-time cards per account per day', () => {
  const server = {} as TestServer;
  beforeAll(async () => Object.assign(server, await startTestServer({ ...LIMITS_ON, RATE_LIMIT_NEW_CARDS_PER_ACCOUNT_PER_DAY: '2' }, { clock })), SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));

  test('a third new card in a day is refused before it is charged; a card used today is not new', async () => {
    const user = await createSignedInUser(server);
    expect((await buyWithCard(server, user, 'tok_visa')).statusCode).toBe(200);
    expect((await buyWithCard(server, user, 'tok_mastercard')).statusCode).toBe(200);
    const chargedBefore = await chargesAsked(server);
    const third = await buyWithCard(server, user, 'tok_chargeDeclined');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ failure: 'Too many new cards used today. Please try again in 24 hours.' });
    expect(third.headers['retry-after']).toBe(String(24 * 60 * 60));
    expect(await chargesAsked(server)).toBe(chargedBefore);
    expect((await buyWithCard(server, user, 'tok_visa')).statusCode).toBe(200);
    now += 24 * HOUR_MS;
    expect((await buyWithCard(server, user, 'tok_chargeDeclined')).statusCode).toBe(402);
  });
});

describe('counted in the database, shared by every instance', () => {
  const { server, other } = twoServersOnOneDatabase(LIMITS_ON);

  test('declines alternating between two instances meet 429 after 5 on either', async () => {
    const user = await createSignedInUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await buyWithCard(attempt % 2 === 0 ? server : other, user, DECLINING[attempt % 3], '192.0.2.99')).statusCode);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429]);
    expect((await buyWithCard(server, user, 'tok_visa', '192.0.2.99')).statusCode).toBe(429);
  });
});

test("the sandbox's card fingerprint is Stripe-like: one per card number, which it does not show", () => {
  const fingerprint = sandboxCardFingerprint('4242424242424242');
  expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(fingerprint).toBe(sandboxCardFingerprint('4242424242424242'));
  expect(fingerprint).not.toBe(sandboxCardFingerprint('4000000000000002'));
  expect(fingerprint).not.toContain('4242');
});
