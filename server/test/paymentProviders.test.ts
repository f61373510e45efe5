import Stripe from 'stripe';
import { PaymentDeclinedError, type PaymentProvider } from '../src/providers/payments/PaymentProvider';
import { createSandboxPaymentProvider, INVALID_CARD_TOKEN } from '../src/providers/payments/sandboxPaymentProvider';
import { createStripePaymentProvider } from '../src/providers/payments/stripePaymentProvider';
import { setupTestServer } from './helpers/testServer';

const server = setupTestServer();

async function customerWithCard(provider: PaymentProvider, token: string, userId = 1): Promise<string> {
  const customerId = await provider.ensureCustomer({ userId, email: `u${userId}@example.com`, existingCustomerId: null });
  await provider.saveCard({ customerId, cardToken: token });
  return customerId;
}

const charge = (customerId: string, idempotencyKey: string, amountCents = 1299) =>
  ({ customerId, amountCents, currency: 'usd', description: 'test', idempotencyKey }) as const;

describe('sandbox payment provider (Stripe test tokens)', () => {
  test.each([
    ['tok_visa', 'visa', '4242'],
    ['tok_mastercard', 'mastercard', '4444'],
  ])('%s is saved and charged', async (token, brand, last4) => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await provider.ensureCustomer({ userId: 7, email: 'a@example.com', existingCustomerId: null });
    expect(customerId).toMatch(/^cus_sandbox_/);
    await expect(provider.saveCard({ customerId, cardToken: token })).resolves.toMatchObject({ brand, last4 });
    await expect(provider.charge(charge(customerId, `key-${token}`))).resolves.toMatchObject({ amountCents: 1299, status: 'succeeded' });
  });

  test.each([
    ['tok_chargeDeclined', 'Your card was declined.', 'card_declined'],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'card_declined'],
    ['tok_unknown', INVALID_CARD_TOKEN, 'invalid_token'],
    ['constructor', INVALID_CARD_TOKEN, 'invalid_token'],
  ])('%s is refused when saved', async (token, message, code) => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await provider.ensureCustomer({ userId: 7, email: 'a@example.com', existingCustomerId: null });
    const error = await provider.saveCard({ customerId, cardToken: token }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ message, code });
  });

  test('tok_chargeCustomerFail is saved, and every charge is declined', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await customerWithCard(provider, 'tok_chargeCustomerFail');
    for (const key of ['fail-1', 'fail-2']) {
      await expect(provider.charge(charge(customerId, key))).rejects.toMatchObject({ name: 'PaymentDeclinedError', message: 'Your card was declined.' });
    }
  });

  test('an existing customer is kept; an unknown one is replaced', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const first = await provider.ensureCustomer({ userId: 8, email: 'b@example.com', existingCustomerId: null });
    await expect(provider.ensureCustomer({ userId: 8, email: 'b@example.com', existingCustomerId: first })).resolves.toBe(first);
    await expect(provider.ensureCustomer({ userId: 8, email: 'b@example.com', existingCustomerId: 'cus_gone' })).resolves.not.toBe('cus_gone');
  });

  test('the same idempotency key answers the same charge, also after a restart and when sent at once', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await customerWithCard(provider, 'tok_visa');
    const [a, b] = await Promise.all([provider.charge(charge(customerId, 'same-key')), provider.charge(charge(customerId, 'same-key'))]);
    expect(b.chargeId).toBe(a.chargeId);
    const restarted = createSandboxPaymentProvider(server.db);
    await expect(restarted.charge(charge(customerId, 'same-key'))).resolves.toEqual(a);
    const other = await restarted.charge(charge(customerId, 'other-key'));
    expect(other.chargeId).not.toBe(a.chargeId);
    const rows = await server.db.selectFrom('sandbox_charges').select('id').where('idempotency_key', '=', 'same-key').execute();
    expect(rows).toHaveLength(1);
  });

  test('a decline is answered again for its key, even after the card is fixed (as Stripe does)', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await customerWithCard(provider, 'tok_chargeCustomerFail');
    await expect(provider.charge(charge(customerId, 'declined-key'))).rejects.toBeInstanceOf(PaymentDeclinedError);
    await provider.saveCard({ customerId, cardToken: 'tok_visa' });
    await expect(provider.charge(charge(customerId, 'declined-key'))).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(provider.charge(charge(customerId, 'new-key'))).resolves.toMatchObject({ status: 'succeeded' });
  });

  test('a key reused with another amount is an error, not a second charge', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await customerWithCard(provider, 'tok_visa');
    await provider.charge(charge(customerId, 'amount-key', 1000));
    await expect(provider.charge(charge(customerId, 'amount-key', 2000))).rejects.toThrow(/same parameters/);
  });

  test('findCharge tells what became of a key without charging: taken, declined, or never sent', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await customerWithCard(provider, 'tok_visa');
    const createdAfter = new Date(Date.now() - 60_000);
    const taken = await provider.charge(charge(customerId, 'lookup-taken'));
    await expect(provider.findCharge({ idempotencyKey: 'lookup-taken', customerId, createdAfter })).resolves.toEqual({ status: 'succeeded', chargeId: taken.chargeId, amountCents: 1299, card: { brand: 'visa', last4: '4242' } });
    await expect(provider.findCharge({ idempotencyKey: 'lookup-never-sent', customerId, createdAfter })).resolves.toEqual({ status: 'none' });
    // Another customer's key is not this customer's charge.
    const stranger = await customerWithCard(provider, 'tok_visa', 10);
    await expect(provider.findCharge({ idempotencyKey: 'lookup-taken', customerId: stranger, createdAfter })).resolves.toEqual({ status: 'none' });
    const failing = await customerWithCard(provider, 'tok_chargeCustomerFail', 11);
    await provider.charge(charge(failing, 'lookup-declined')).catch(() => undefined);
    await expect(provider.findCharge({ idempotencyKey: 'lookup-declined', customerId: failing, createdAfter })).resolves.toEqual({ status: 'declined', message: 'Your card was declined.', code: 'card_declined' });
    const rows = await server.db.selectFrom('sandbox_charges').select('id').where('idempotency_key', 'like', 'lookup-%').execute();
    expect(rows).toHaveLength(2);
  });

  test('a customer without a card cannot be charged', async () => {
    const provider = createSandboxPaymentProvider(server.db);
    const customerId = await provider.ensureCustomer({ userId: 9, email: 'c@example.com', existingCustomerId: null });
    await expect(provider.charge(charge(customerId, 'no-card'))).rejects.toMatchObject({ code: 'payment_method_missing' });
  });
});

describe('Stripe payment provider', () => {
  const cardError = (message: string, code: string) => new Stripe.errors.StripeCardError({ message, code, type: 'card_error' });

  /** A stand-in for the Stripe client's few calls, recording what they were given. */
  function fakeStripe(overrides: { createIntent?: () => Promise<unknown>; createMethod?: () => Promise<unknown>; listIntents?: (params: { starting_after?: string }) => Promise<unknown> } = {}) {
    const calls: { name: string; args: unknown[] }[] = [];
    const record =
      (name: string, result: () => Promise<unknown>) =>
      (...args: unknown[]) => {
        calls.push({ name, args });
        return result();
      };
    const client = {
      customers: {
        create: record('customers.create', async () => ({ id: 'cus_1' })),
        update: record('customers.update', async () => ({ id: 'cus_1' })),
        retrieve: record('customers.retrieve', async () => ({ id: 'cus_1', invoice_settings: { default_payment_method: 'pm_1' } })),
      },
      paymentMethods: {
        create: record('paymentMethods.create', overrides.createMethod ?? (async () => ({ id: 'pm_1', card: { brand: 'visa', last4: '4242' } }))),
        attach: record('paymentMethods.attach', async () => ({ id: 'pm_1' })),
      },
      paymentIntents: {
        create: record('paymentIntents.create', overrides.createIntent ?? (async () => ({ id: 'pi_1', amount: 1299, status: 'succeeded' }))),
        list: (params: { starting_after?: string }) => {
          calls.push({ name: 'paymentIntents.list', args: [params] });
          return (overrides.listIntents ?? (async () => ({ data: [], has_more: false })))(params);
        },
      },
    };
    return { calls, provider: createStripePaymentProvider('sk_test_x', client as unknown as Stripe) };
  }

  test('saves the token as the default payment method and charges off-session with the idempotency key', async () => {
    const { calls, provider } = fakeStripe();
    const customerId = await provider.ensureCustomer({ userId: 1, email: 'a@example.com', existingCustomerId: null });
    await expect(provider.saveCard({ customerId, cardToken: 'tok_visa' })).resolves.toEqual({ paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' });
    await expect(provider.charge(charge(customerId, 'key-1'))).resolves.toEqual({ chargeId: 'pi_1', amountCents: 1299, status: 'succeeded', card: null });
    expect(calls.find((c) => c.name === 'paymentMethods.create')?.args[0]).toEqual({ type: 'card', card: { token: 'tok_visa' } });
    expect(calls.find((c) => c.name === 'customers.update')?.args).toEqual(['cus_1', { invoice_settings: { default_payment_method: 'pm_1' } }]);
    expect(calls.find((c) => c.name === 'paymentIntents.create')?.args).toEqual([
      { amount: 1299, currency: 'usd', customer: 'cus_1', payment_method: 'pm_1', description: 'test', confirm: true, off_session: true, metadata: { idempotency_key: 'key-1' }, expand: ['payment_method'] },
      { idempotencyKey: 'key-1' },
    ]);
  });

  test("card errors become PaymentDeclinedError with Stripe's message", async () => {
    const { provider } = fakeStripe({
      createMethod: () => Promise.reject(cardError('Your card has insufficient funds.', 'card_declined')),
      createIntent: () => Promise.reject(cardError('Your card was declined.', 'card_declined')),
    });
    await expect(provider.saveCard({ customerId: 'cus_1', cardToken: 'tok_x' })).rejects.toMatchObject({ name: 'PaymentDeclinedError', message: 'Your card has insufficient funds.' });
    await expect(provider.charge(charge('cus_1', 'key-2'))).rejects.toMatchObject({ name: 'PaymentDeclinedError', message: 'Your card was declined.' });
  });

  test('an outage is not a decline', async () => {
    const { provider } = fakeStripe({ createIntent: () => Promise.reject(new Stripe.errors.StripeConnectionError({ message: 'down', type: 'api_error' })) });
    const error = await provider.charge(charge('cus_1', 'key-3')).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PaymentDeclinedError);
  });

  describe('findCharge: the customer\'s PaymentIntents, matched by the key in their metadata', () => {
    const intent = (id: string, key: string, fields: object = {}) => ({ id, amount: 1299, status: 'succeeded', metadata: { idempotency_key: key }, ...fields });
    const createdAfter = new Date('2026-11-25T12:00:00Z');
    const lookUp = (pages: unknown[][], key = 'key-9') => {
      const { calls, provider } = fakeStripe({
        listIntents: async ({ starting_after }) => {
          const index = starting_after ? Number(starting_after.split('-')[1]) : 0;
          return { data: pages[index] ?? [], has_more: index < pages.length - 1 };
        },
      });
      return { calls, found: provider.findCharge({ idempotencyKey: key, customerId: 'cus_1', createdAfter }) };
    };

    test('pages through the customer\'s intents since the attempt (an hour of clock margin) until the key is found', async () => {
      const { calls, found } = lookUp([[intent('pi_a', 'other'), intent('page-1', 'other')], [intent('pi_b', 'key-9')]]);
      await expect(found).resolves.toEqual({ status: 'succeeded', chargeId: 'pi_b', amountCents: 1299, card: null });
      const since = Math.floor(createdAfter.getTime() / 1000) - 3600;
      const expand = ['data.payment_method'];
      expect(calls.filter((c) => c.name === 'paymentIntents.list').map((c) => c.args[0])).toEqual([
        { customer: 'cus_1', created: { gte: since }, limit: 100, expand },
        { customer: 'cus_1', created: { gte: since }, limit: 100, expand, starting_after: 'page-1' },
      ]);
    });

    test('a found charge tells its card (the expanded PaymentMethod)', async () => {
      const method = { id: 'pm_1', card: { brand: 'visa', last4: '4242' } };
      await expect(lookUp([[intent('pi_e', 'key-9', { payment_method: method })]]).found).resolves.toEqual({ status: 'succeeded', chargeId: 'pi_e', amountCents: 1299, card: { brand: 'visa', last4: '4242' } });
    });

    test.each([
      { fields: { status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.', code: 'card_declined' } }, expected: { status: 'declined', message: 'Your card was declined.', code: 'card_declined' } },
      { fields: { status: 'requires_action' }, expected: { status: 'declined', message: 'Your card requires authentication. Please update your payment information.', code: 'authentication_required' } },
      { fields: { status: 'processing' }, expected: { status: 'processing' } },
      { fields: { status: 'canceled' }, expected: { status: 'none' } },
    ])('an intent that is $fields.status answers $expected.status', async ({ fields, expected }) => {
      await expect(lookUp([[intent('pi_c', 'key-9', fields)]]).found).resolves.toEqual(expected);
    });

    test('no intent with the key: never charged', async () => {
      await expect(lookUp([[intent('pi_d', 'other')]]).found).resolves.toEqual({ status: 'none' });
    });
  });
});
