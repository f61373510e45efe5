import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import Stripe from 'stripe';
import type { CardOnFile } from '../../src/contract/api';
import { loggerOptions } from '../src/lib/logRedaction';
import { createSandboxPaymentProvider } from '../src/providers/payments/sandboxPaymentProvider';
import { createStripePaymentProvider } from '../src/providers/payments/stripePaymentProvider';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { buyCredits, plansByInterval, saveCard, buyPlan } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer();

const cardOnFile = (user: SignedInUser) => server.app.inject({ method: 'GET', url: '/api/billing/paymentmethod', headers: user.headers });
const post = (user: SignedInUser, url: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...user.headers, 'idempotency-key': randomUUID() }, payload: { recaptcha_token: sandboxRecaptchaToken(), ...payload } });
const lastPayment = (userId: number) => server.db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const chargeOf = (providerChargeId: string | null) => server.db.selectFrom('sandbox_charges').selectAll().where('id', '=', providerChargeId ?? '').executeTakeFirstOrThrow();

describe('GET /api/billing/paymentmethod', () => {
  test('null without a card; the sandbox test card once saved, and the newer one after a change', async () => {
    const user = await createSignedInUser(server);
    const none = await cardOnFile(user);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    await saveCard(server, user, 'tok_visa');
    expect((await cardOnFile(user)).json<CardOnFile>()).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    await saveCard(server, user, 'tok_mastercard');
    expect((await cardOnFile(user)).json<CardOnFile>()).toEqual({ brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2033 });
  });
});

describe('a one-time card_token on a purchase', () => {
  test('credits: that card is charged and the card on file stays the default', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_visa');
    const response = await post(user, '/webpurchasecredit', { plan: 'credits_1000', card_token: 'tok_mastercard' });
    expect(response.statusCode).toBe(200);
    const payment = await lastPayment(user.userId);
    expect(payment).toMatchObject({ status: 'succeeded', card_brand: 'mastercard', card_last4: '4444' });
    // Charged with a method of its own that is never the customer's default (Stripe's unattached PaymentMethod).
    const customer = await server.db.selectFrom('sandbox_payment_customers').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const charged = await chargeOf(payment.provider_charge_id);
    expect(charged.payment_method_id).toMatch(/^pm_sandbox_/);
    expect(charged.payment_method_id).not.toBe(customer.default_payment_method_id);
    // The settling of a purchase cut short finds the same card.
    const found = await createSandboxPaymentProvider(server.db).findCharge({ idempotencyKey: charged.idempotency_key, customerId: customer.id, createdAfter: new Date(0) });
    expect(found).toMatchObject({ status: 'succeeded', card: { brand: 'mastercard', last4: '4444' } });
    expect((await cardOnFile(user)).json<CardOnFile>()).toMatchObject({ brand: 'visa', last4: '4242' });
    // Without card_token the card on file pays again.
    expect((await buyCredits(server, user, 'credits_2500')).statusCode).toBe(200);
    expect(await lastPayment(user.userId)).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
  });

  test('with save_card: true it becomes the card on file, and pays', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_visa');
    expect((await post(user, '/webpurchasecredit', { plan: null, card_token: 'tok_mastercard', save_card: true })).statusCode).toBe(200);
    expect(await lastPayment(user.userId)).toMatchObject({ status: 'succeeded', card_last4: '4444' });
    expect((await cardOnFile(user)).json<CardOnFile>()).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  test('a customer with no card on file can pay once, and still has none', async () => {
    const user = await createSignedInUser(server);
    expect((await post(user, '/webpurchasecredit', { plan: 'credits_1000' })).json()).toEqual({ failure: 'Please add a payment card before purchasing.' });
    expect((await post(user, '/webpurchasecredit', { plan: 'credits_1000', card_token: 'tok_visa' })).statusCode).toBe(200);
    expect((await cardOnFile(user)).json()).toBeNull();
  });

  test('a refused one-time card is a 402 with the provider text; nothing is saved or credited', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_visa');
    const refused = await post(user, '/webpurchasecredit', { plan: 'credits_1000', card_token: 'tok_chargeDeclined' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ failure: 'Your card was declined.' });
    expect((await cardOnFile(user)).json<CardOnFile>()).toMatchObject({ last4: '4242' });
    expect(await lastPayment(user.userId)).toMatchObject({ status: 'failed' });
  });

  test('eSIM and upgrade purchases take a one-time card too', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_visa');
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/websubscription', plans.month.plan_id)).statusCode).toBe(200);
    expect((await post(user, '/webupgradesubscription', { plan: plans.year.plan_id, card_token: 'tok_mastercard' })).statusCode).toBe(200);
    expect(await lastPayment(user.userId)).toMatchObject({ description: 'Upgrade: Yearly', card_last4: '4444' });
    expect((await post(user, '/webpurchaseesim', { plan_id: 1, card_token: 'tok_mastercard' })).statusCode).toBe(200);
    expect(await lastPayment(user.userId)).toMatchObject({ kind: 'esim', card_last4: '4444' });
    expect((await cardOnFile(user)).json<CardOnFile>()).toMatchObject({ last4: '4242' });
  });
});

test('a card_token never reaches the log, at the top of a line or one level down', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
  app.log.info({ card_token: 'tok_secret_top', body: { card_token: 'tok_secret_nested', save_card: true } }, 'purchase');
  await app.close();
  expect(lines.join('')).not.toMatch(/tok_secret/);
  expect(lines.join('')).toContain('"save_card":true');
});

describe('Stripe: the card on file and one-time cards', () => {
  function fakeStripe(customer: unknown) {
    const calls: { name: string; args: unknown[] }[] = [];
    const record = (name: string, result: unknown) => (...args: unknown[]) => {
      calls.push({ name, args });
      return Promise.resolve(result);
    };
    const method = { id: 'pm_once', card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2033 } };
    const client = {
      customers: { retrieve: record('customers.retrieve', customer), update: record('customers.update', {}) },
      paymentMethods: { create: record('paymentMethods.create', method), attach: record('paymentMethods.attach', method) },
      paymentIntents: { create: record('paymentIntents.create', { id: 'pi_1', amount: 1000, status: 'succeeded', payment_method: method }) },
    };
    return { calls, provider: createStripePaymentProvider('sk_test_x', client as unknown as Stripe) };
  }

  test("the card on file is the customer's default PaymentMethod's card", async () => {
    const { calls, provider } = fakeStripe({ id: 'cus_1', invoice_settings: { default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 } } } });
    await expect(provider.cardOnFile('cus_1')).resolves.toEqual({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
    expect(calls[0].args).toEqual(['cus_1', { expand: ['invoice_settings.default_payment_method'] }]);
  });

  test.each([
    ['no default', { id: 'cus_1', invoice_settings: { default_payment_method: null } }],
    ['a deleted customer', { id: 'cus_1', deleted: true }],
  ])('%s: null', async (_name, customer) => {
    await expect(fakeStripe(customer).provider.cardOnFile('cus_1')).resolves.toBeNull();
  });

  test('a one-time token becomes a PaymentMethod (under the charge key) that is charged but never attached nor made the default', async () => {
    const { calls, provider } = fakeStripe({ id: 'cus_1', invoice_settings: { default_payment_method: 'pm_1' } });
    const charge = await provider.charge({ customerId: 'cus_1', cardToken: 'tok_mastercard', amountCents: 1000, currency: 'usd', description: 'credits', idempotencyKey: 'key-1' });
    expect(charge).toEqual({ chargeId: 'pi_1', amountCents: 1000, status: 'succeeded', card: { brand: 'mastercard', last4: '4444' } });
    expect(calls.map((call) => call.name)).toEqual(['paymentMethods.create', 'paymentIntents.create']);
    expect(calls[0].args).toEqual([{ type: 'card', card: { token: 'tok_mastercard' } }, { idempotencyKey: 'key-1-card' }]);
    expect(calls[1].args[0]).toMatchObject({ customer: 'cus_1', payment_method: 'pm_once', confirm: true });
    expect(calls[1].args[0]).not.toHaveProperty('off_session');
  });
});
