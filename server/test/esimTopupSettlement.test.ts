import { settlePendingPayments } from '../src/billing/pendingPayments';
import type { PurchaseIntent } from '../src/billing/purchaseIntent';
import type { AppContext } from '../src/appContext';
import { contextOf, quietLog } from './helpers/billing';
import { createCustomerWithEsim, setupEsimTestServer } from './helpers/esimTestServer';

const { server, payments, operator } = setupEsimTestServer();

/** The app's context with the test processor and operator, settling at once (no grace period). */
function settlingContext(): AppContext {
  const ctx = contextOf(server);
  return { ...ctx, config: { ...ctx.config, pendingPaymentGraceMs: 0 }, providers: { ...ctx.providers, payments: payments.provider, esim: operator.provider } };
}

test('a top-up cut short after its charge is recorded by the settling of pending payments, its data added once', async () => {
  const user = await createCustomerWithEsim(server);
  const esim = await server.db.selectFrom('esims').select(['id']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  const plan = await server.db.selectFrom('esim_topup_plans').selectAll().where('data_mb', '=', 500).executeTakeFirstOrThrow();
  const intent: PurchaseIntent = { type: 'esim_topup', esimId: esim.id, topupPlanId: plan.id };
  const providerKey = `payment-test-topup-${user.userId}`;
  const payment = await server.db
    .insertInto('payments')
    .values({
      user_id: user.userId,
      idempotency_key: `key-${providerKey}`,
      kind: 'esim',
      amount_cents: plan.price_cents,
      status: 'pending',
      provider: 'sandbox',
      description: 'eSIM data top-up: 500 MB',
      provider_key: providerKey,
      purchase: JSON.stringify(intent),
      // Quiet for longer than a purchase's own in-progress minute: the request is gone.
      updated_at: new Date(Date.now() - 120_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await payments.provider.charge({ customerId: `cus_test_${user.userId}`, amountCents: plan.price_cents, currency: 'usd', description: payment.description, idempotencyKey: providerKey });

  expect(await settlePendingPayments(settlingContext(), quietLog)).toMatchObject({ recorded: 1 });
  expect(await settlePendingPayments(settlingContext(), quietLog)).toMatchObject({ recorded: 0 });

  const topups = await server.db.selectFrom('esim_topups').select(['payment_id', 'data_mb']).where('esim_id', '=', esim.id).execute();
  expect(topups).toEqual([{ payment_id: payment.id, data_mb: 500 }]);
  const details = await server.app.inject({ method: 'GET', url: '/api/esim/details', headers: user.headers });
  expect(details.json().dataMb).toBe(540);
});
