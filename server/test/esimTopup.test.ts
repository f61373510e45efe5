import { randomUUID } from 'node:crypto';
import type { EsimRecord } from '../../src/contract/api';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { createCustomerWithEsim, giveSavedCard, setupEsimTestServer } from './helpers/esimTestServer';
import { mailWithSubject } from './helpers/outbox';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const { server, payments, operator } = setupEsimTestServer();

/** The seeded catalogue: 500 MB for $4.99, 1 GB for $7.99. */
const TOPUP_500_MB = 1;
const TOPUP_1_GB = 2;

function buyTopup(user: SignedInUser, options: { key?: string; topupId?: number } = {}) {
  const headers: Record<string, string> = { ...user.headers };
  if (options.key) headers['idempotency-key'] = options.key;
  return server.app.inject({
    method: 'POST',
    url: '/api/esim/topup',
    headers,
    payload: { topup_id: options.topupId ?? TOPUP_500_MB, recaptcha_token: sandboxRecaptchaToken() },
  });
}

async function details(user: SignedInUser): Promise<EsimRecord> {
  const response = await server.app.inject({ method: 'GET', url: '/api/esim/details', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const chargesOf = (user: SignedInUser) => payments.charges.filter((charge) => charge.customerId === `cus_test_${user.userId}`);

function topupsOf(user: SignedInUser) {
  return server.db
    .selectFrom('esim_topups')
    .innerJoin('esims', 'esims.id', 'esim_topups.esim_id')
    .select(['esim_topups.data_mb', 'esim_topups.payment_id'])
    .where('esims.user_id', '=', user.userId)
    .execute();
}

describe('GET /api/esim/topups', () => {
  test('lists the top-ups on sale with their data and price in dollars', async () => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'GET', url: '/api/esim/topups', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      topups: [
        { id: TOPUP_500_MB, dataMb: 500, price: 4.99 },
        { id: TOPUP_1_GB, dataMb: 1024, price: 7.99 },
      ],
    });
  });

  test('leaves out a top-up taken off sale, and needs a session', async () => {
    const user = await createSignedInUser(server);
    const extra = await server.db.insertInto('esim_topup_plans').values({ data_mb: 3000, price_cents: 1999, active: false }).returning('id').executeTakeFirstOrThrow();
    const response = await server.app.inject({ method: 'GET', url: '/api/esim/topups', headers: user.headers });
    expect(response.json().topups.map((topup: { id: number }) => topup.id)).not.toContain(extra.id);
    expect((await buyTopup(await createCustomerWithEsim(server), { topupId: extra.id })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/esim/topups' })).statusCode).toBe(401);
  });
});

describe('POST /api/esim/topup', () => {
  test('charges the card on file once, adds the data to the eSIM and mails the customer', async () => {
    const user = await createCustomerWithEsim(server);
    expect((await details(user)).dataMb).toBe(40);

    const response = await buyTopup(user, { key: randomUUID() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '500 MB added.' });
    expect(chargesOf(user).map((charge) => charge.amountCents)).toEqual([499, 499]);
    expect(chargesOf(user)[1].description).toBe('eSIM data top-up: 500 MB');
    expect((await details(user)).dataMb).toBe(540);

    expect((await buyTopup(user, { key: randomUUID(), topupId: TOPUP_1_GB })).statusCode).toBe(200);
    expect((await details(user)).dataMb).toBe(540 + 1024);

    const mail = await mailWithSubject(server, user.email, /^1 GB added to your .* eSIM$/);
    expect(mail.text).toContain('1 GB of cellular data was added to your eSIM, $7.99');
    expect(mail.text).toContain('not refundable');
  });

  test('the billing history and receipt name the top-up in words, without catalogue codes', async () => {
    const user = await createCustomerWithEsim(server);
    expect((await buyTopup(user, { key: randomUUID(), topupId: TOPUP_1_GB })).statusCode).toBe(200);
    const history = await server.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers });
    expect(history.statusCode).toBe(200);
    const items: { description: string; receipt_id: string | null }[] = history.json().items;
    const row = items.find((item) => item.description.includes('top-up'));
    expect(row).toMatchObject({ kind: 'esim', description: 'eSIM data top-up: 1 GB', amount_cents: 799, status: 'succeeded' });
    const receipt = await server.app.inject({ method: 'GET', url: `/api/billing/receipts/${row?.receipt_id}`, headers: user.headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('eSIM data top-up: 1 GB');
    // No catalogue code (lower-case words joined by '_') anywhere the customer reads.
    expect(receipt.body).not.toMatch(/\b[a-z]+_[0-9a-z_]+\b/);
  });

  test('the same Idempotency-Key charges once and adds the data once', async () => {
    const user = await createCustomerWithEsim(server);
    const key = randomUUID();
    const [first, second] = await Promise.all([buyTopup(user, { key }), buyTopup(user, { key })]);
    const answers = [first, second].map((response) => `${response.statusCode} ${response.body}`);
    for (const answer of answers) expect(answer).toMatch(/^(200 .*success":true|409 .*already in progress)/);
    const third = await buyTopup(user, { key });
    expect(third.statusCode).toBe(200);
    expect(chargesOf(user)).toHaveLength(2);
    expect(await topupsOf(user)).toHaveLength(1);
    expect((await details(user)).dataMb).toBe(540);
  });

  test("a declined card shows the issuer's message, adds nothing, and frees the key for a retry", async () => {
    const user = await createCustomerWithEsim(server);
    const key = randomUUID();
    payments.makeNextChargeDecline('Your card was declined.');
    const declined = await buyTopup(user, { key });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ failure: 'Your card was declined.' });
    expect(await topupsOf(user)).toHaveLength(0);
    expect((await details(user)).dataMb).toBe(40);

    const retry = await buyTopup(user, { key });
    expect(retry.statusCode).toBe(200);
    expect((await details(user)).dataMb).toBe(540);
  });

  test('paid but the operator was down: the retry adds the data without charging again', async () => {
    const user = await createCustomerWithEsim(server);
    const key = randomUUID();
    operator.makeNextAddDataFail();
    const failed = await buyTopup(user, { key });
    expect(failed.statusCode).toBe(502);
    expect((await details(user)).dataMb).toBe(40);
    const retry = await buyTopup(user, { key });
    expect(retry.statusCode).toBe(200);
    expect((await details(user)).dataMb).toBe(540);
    expect(chargesOf(user)).toHaveLength(2);
  });

  test('without an eSIM it is a 404 and nothing is charged', async () => {
    const user = await createSignedInUser(server);
    await giveSavedCard(server, user.userId);
    const response = await buyTopup(user, { key: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: 'You have no eSIM to add data to.' });
    expect(chargesOf(user)).toHaveLength(0);
  });

  test('an unknown top-up is a 404', async () => {
    const user = await createCustomerWithEsim(server);
    const response = await buyTopup(user, { key: randomUUID(), topupId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: 'This data top-up is not available.' });
    expect(chargesOf(user)).toHaveLength(1);
  });

  test("one customer's top-up never reaches another customer's eSIM", async () => {
    const buyer = await createCustomerWithEsim(server);
    const other = await createCustomerWithEsim(server);
    expect((await buyTopup(buyer, { key: randomUUID() })).statusCode).toBe(200);
    expect((await details(buyer)).dataMb).toBe(540);
    expect((await details(other)).dataMb).toBe(40);
    expect(chargesOf(other)).toHaveLength(1);
  });

  test('needs a session and a reCAPTCHA token', async () => {
    const user = await createCustomerWithEsim(server);
    expect((await server.app.inject({ method: 'POST', url: '/api/esim/topup', payload: { topup_id: TOPUP_500_MB, recaptcha_token: 'x' } })).statusCode).toBe(401);
    const missing = await server.app.inject({ method: 'POST', url: '/api/esim/topup', headers: user.headers, payload: { topup_id: TOPUP_500_MB } });
    expect(missing.statusCode).toBe(400);
  });
});
