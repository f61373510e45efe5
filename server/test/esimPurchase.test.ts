import { randomUUID } from 'node:crypto';
import type { EsimRecord } from '../../src/contract/api';
import { hasValidLuhnCheckDigit } from '../src/providers/esim/luhn';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { giveSavedCard, setupEsimTestServer } from './helpers/esimTestServer';
import { mailWithSubject } from './helpers/outbox';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const { server, payments, operator } = setupEsimTestServer();

const ESIM_PLAN_ID = 1;

function purchase(user: SignedInUser, options: { key?: string; payload?: object } = {}) {
  const headers: Record<string, string> = { ...user.headers };
  if (options.key) headers['idempotency-key'] = options.key;
  return server.app.inject({
    method: 'POST',
    url: '/api/webpurchaseesim',
    headers,
    payload: options.payload ?? { plan_id: ESIM_PLAN_ID, recaptcha_token: sandboxRecaptchaToken() },
  });
}

async function details(user: SignedInUser): Promise<EsimRecord> {
  const response = await server.app.inject({ method: 'GET', url: '/api/esim/details', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function customerWithCard(): Promise<SignedInUser> {
  const user = await createSignedInUser(server);
  await giveSavedCard(server, user.userId);
  return user;
}

const chargesOf = (user: SignedInUser) => payments.charges.filter((charge) => charge.customerId === `cus_test_${user.userId}`);

describe('GET /api/esim/getplans', () => {
  test('lists the seeded plan with its price in dollars', async () => {
    const user = await createSignedInUser(server);
    const response = await server.app.inject({ method: 'GET', url: '/api/esim/getplans', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      plans: [{ id: ESIM_PLAN_ID, price: 4.99, descriptions: { en: expect.stringContaining('Includes 40 MB of cellular data') } }],
    });
  });

  test('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/esim/getplans' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ failure: expect.any(String) });
  });
});

describe('POST /api/webpurchaseesim', () => {
  test('charges the saved card once, stores the eSIM and its details answer it', async () => {
    const user = await customerWithCard();
    expect(await details(user)).toEqual({ success: false, textQrCode: null, imei: null, iccid: null, createdAt: null, esimId: null });

    const response = await purchase(user, { key: randomUUID() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    expect(chargesOf(user)).toEqual([expect.objectContaining({ amountCents: 499, currency: 'usd' })]);

    const esim = await details(user);
    expect(esim).toEqual({
      success: true,
      textQrCode: expect.stringMatching(/^LPA:1\$[a-z0-9.-]+\$[A-Z0-9-]+$/),
      imei: null,
      iccid: expect.stringMatching(/^89[0-9]{17,18}$/),
      createdAt: expect.any(String),
      esimId: expect.any(String),
      dataMb: 40,
      // Bought just after signing in: the proof is fresh, so the code is shown at once.
      activation_code_hidden: false,
    });
    expect(hasValidLuhnCheckDigit(esim.iccid as string)).toBe(true);
    expect(Math.abs(Date.parse(esim.createdAt as string) - Date.now())).toBeLessThan(60_000);

    const payment = await server.db.selectFrom('payments').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'esim', status: 'succeeded', amount_cents: 499, provider_charge_id: expect.any(String) });
    const mail = await mailWithSubject(server, user.email, /eSIM is ready/);
    expect(mail.text).toContain('$4.99');
  });

  test('the same Idempotency-Key charges once and answers success again', async () => {
    const user = await customerWithCard();
    const key = randomUUID();
    const [first, second] = await Promise.all([purchase(user, { key }), purchase(user, { key })]);
    // A concurrent duplicate either comes after the first (a replay) or is told the purchase is under way.
    const answers = [first, second].map((response) => `${response.statusCode} ${response.body}`);
    expect(answers).toContain(`200 ${JSON.stringify({ success: true, message: 'Your eSIM is ready. Scan its QR code to install it.' })}`);
    for (const answer of answers) expect(answer).toMatch(/^(200 .*success":true|409 .*already in progress)/);
    const third = await purchase(user, { key });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({ success: true, message: 'This eSIM purchase was already completed.' });
    expect(chargesOf(user)).toHaveLength(1);
    const esims = await server.db.selectFrom('esims').select('id').where('user_id', '=', user.userId).execute();
    expect(esims).toHaveLength(1);
  });

  test('without an Idempotency-Key a double click still charges once', async () => {
    const user = await customerWithCard();
    expect((await purchase(user)).statusCode).toBe(200);
    const again = await purchase(user);
    expect(again.statusCode).toBe(200);
    expect(chargesOf(user)).toHaveLength(1);
  });

  test('a second purchase with another key is a 409: one eSIM per account, no second charge', async () => {
    const user = await customerWithCard();
    expect((await purchase(user, { key: randomUUID() })).statusCode).toBe(200);
    const second = await purchase(user, { key: randomUUID() });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ failure: 'You already have an eSIM.' });
    expect(chargesOf(user)).toHaveLength(1);
  });

  test("a declined card shows the issuer's message, stores no eSIM, and the customer may try again", async () => {
    const user = await customerWithCard();
    const key = randomUUID();
    payments.makeNextChargeDecline('Your card was declined.');
    const declined = await purchase(user, { key });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ failure: 'Your card was declined.' });
    expect((await details(user)).success).toBe(false);
    const failed = await server.db.selectFrom('payments').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.' });

    const retry = await purchase(user, { key });
    expect(retry.statusCode).toBe(200);
    expect((await details(user)).success).toBe(true);
    expect(chargesOf(user)).toHaveLength(1);
  });

  test('an unreachable processor is a 502 and nothing is stored', async () => {
    const user = await customerWithCard();
    payments.makeNextChargeUnreachable();
    const response = await purchase(user, { key: randomUUID() });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ failure: 'The payment could not be processed right now. Please try again.' });
    expect((await details(user)).success).toBe(false);
  });

  test('paid but not provisioned: the retry with the same key provisions without charging again', async () => {
    const user = await customerWithCard();
    const key = randomUUID();
    operator.makeNextProvisionFail();
    const failed = await purchase(user, { key });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().failure).toMatch(/not be charged twice/);
    expect((await details(user)).success).toBe(false);
    const retry = await purchase(user, { key });
    expect(retry.statusCode).toBe(200);
    expect((await details(user)).success).toBe(true);
    expect(chargesOf(user)).toHaveLength(1);
  });

  test('needs a saved card', async () => {
    const user = await createSignedInUser(server);
    const response = await purchase(user, { key: randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Please add a payment card before purchasing.' });
    expect(chargesOf(user)).toHaveLength(0);
  });

  test('checks the reCAPTCHA before anything else', async () => {
    const user = await customerWithCard();
    const response = await purchase(user, { payload: { plan_id: ESIM_PLAN_ID, recaptcha_token: 'forged' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'reCAPTCHA verification failed. Please try again.' });
    expect(chargesOf(user)).toHaveLength(0);
  });

  test('an unknown plan is a 404', async () => {
    const user = await customerWithCard();
    const response = await purchase(user, { payload: { plan_id: 999, recaptcha_token: sandboxRecaptchaToken() } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: 'This eSIM plan is not available.' });
  });

  test.each([
    ['a missing plan_id', { recaptcha_token: sandboxRecaptchaToken() }, "body must have required property 'plan_id'"],
    ['a string plan_id', { plan_id: '1', recaptcha_token: sandboxRecaptchaToken() }, 'body/plan_id must be integer'],
    ['a missing reCAPTCHA token', { plan_id: 1 }, "body must have required property 'recaptcha_token'"],
  ])('%s is a 400', async (_name, payload, message) => {
    const user = await customerWithCard();
    const response = await purchase(user, { payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: `Invalid request: ${message}.` });
  });

  test('a malformed Idempotency-Key is a 400', async () => {
    const user = await customerWithCard();
    const response = await purchase(user, { key: 'has spaces in it' });
    expect(response.statusCode).toBe(400);
    expect(response.json().failure).toMatch(/idempotency-key/);
  });

  test('needs a session, checked before the body', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/webpurchaseesim', payload: { plan_id: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/esim/details', () => {
  test("one user never sees another's eSIM", async () => {
    const owner = await customerWithCard();
    const other = await createSignedInUser(server);
    expect((await purchase(owner, { key: randomUUID() })).statusCode).toBe(200);
    expect((await details(owner)).success).toBe(true);
    expect(await details(other)).toMatchObject({ success: false, iccid: null, textQrCode: null });
  });
});

describe('GET /api/esim/details: installation and included data', () => {
  async function boughtEsim() {
    const user = await customerWithCard();
    expect((await purchase(user, { key: randomUUID() })).statusCode).toBe(200);
    const esim = await server.db.selectFrom('esims').select(['id', 'provider_esim_id']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    return { user, esim };
  }

  test("names the plan's included data, and no device until the operator reports one", async () => {
    const { user } = await boughtEsim();
    expect(await details(user)).toMatchObject({ success: true, imei: null, dataMb: 40 });
  });

  test('a device the operator reports is shown and recorded, and stays when the operator is down', async () => {
    const { user, esim } = await boughtEsim();
    operator.install(esim.provider_esim_id, '356938035643809');
    expect((await details(user)).imei).toBe('356938035643809');
    const stored = await server.db.selectFrom('esims').select('imei').where('id', '=', esim.id).executeTakeFirstOrThrow();
    expect(stored.imei).toBe('356938035643809');

    operator.makeInstalledDeviceFail(true);
    try {
      expect((await details(user)).imei).toBe('356938035643809');
    } finally {
      operator.makeInstalledDeviceFail(false);
    }
  });

  test('an operator that cannot answer leaves the eSIM not installed, and the page still loads', async () => {
    const { user } = await boughtEsim();
    operator.makeInstalledDeviceFail(true);
    try {
      expect(await details(user)).toMatchObject({ success: true, imei: null });
    } finally {
      operator.makeInstalledDeviceFail(false);
    }
  });

  test('a device id that is no IMEI is not recorded', async () => {
    const { user, esim } = await boughtEsim();
    operator.install(esim.provider_esim_id, '<script>');
    expect((await details(user)).imei).toBeNull();
    const stored = await server.db.selectFrom('esims').select('imei').where('id', '=', esim.id).executeTakeFirstOrThrow();
    expect(stored.imei).toBeNull();
  });
});
