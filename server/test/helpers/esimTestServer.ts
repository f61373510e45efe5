import { randomUUID } from 'node:crypto';
import { createApp, type AppDeps } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { updateUser } from '../../src/db/queries/users';
import type { Logger } from '../../src/lib/logger';
import { createProviders } from '../../src/providers';
import { EsimProviderError, type EsimProvider } from '../../src/providers/esim/EsimProvider';
import { createSandboxEsimProvider } from '../../src/providers/esim/sandboxEsimProvider';
import { PaymentDeclinedError, type Charge, type ChargeRequest, type PaymentProvider } from '../../src/providers/payments/PaymentProvider';
import { sandboxRecaptchaToken } from '../../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { createTestDataDir } from './testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './testServer';
import { createSignedInUser, type SignedInUser } from './users';

const quietLog: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** A card processor that succeeds unless told otherwise, charging once per idempotency key. */
export interface TestPayments {
  provider: PaymentProvider;
  /** Every distinct charge made, in order. */
  charges: ChargeRequest[];
  /** The next charge is refused with the card issuer's `message`. */
  makeNextChargeDecline(message: string): void;
  /** The next charge fails as if the processor were unreachable. */
  makeNextChargeUnreachable(): void;
}

function testPayments(): TestPayments {
  const charges: ChargeRequest[] = [];
  const byKey = new Map<string, Charge>();
  let next: 'ok' | 'unreachable' | { decline: string } = 'ok';
  return {
    charges,
    makeNextChargeDecline: (message) => (next = { decline: message }),
    makeNextChargeUnreachable: () => (next = 'unreachable'),
    provider: {
      ensureCustomer: async ({ userId, existingCustomerId }) => existingCustomerId ?? `cus_test_${userId}`,
      saveCard: async ({ cardToken }) => ({ paymentMethodId: `pm_${cardToken}`, brand: 'visa', last4: '4242' }),
      cardOnFile: async () => ({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
      cardFingerprint: async () => 'fp_test_visa_4242',
      async charge(request) {
        const earlier = byKey.get(request.idempotencyKey);
        if (earlier) return earlier;
        const outcome = next;
        next = 'ok';
        if (outcome === 'unreachable') throw new TypeError('fetch failed');
        if (outcome !== 'ok') throw new PaymentDeclinedError(outcome.decline, 'card_declined');
        const charge: Charge = { chargeId: `ch_test_${charges.length + 1}`, amountCents: request.amountCents, status: 'succeeded', card: { brand: 'visa', last4: '4242' } };
        charges.push(request);
        byKey.set(request.idempotencyKey, charge);
        return charge;
      },
      async findCharge({ idempotencyKey }) {
        const charge = byKey.get(idempotencyKey);
        return charge ? { status: 'succeeded', chargeId: charge.chargeId, amountCents: charge.amountCents } : { status: 'none' };
      },
    },
  };
}

/** The sandbox operator, with a switch to make the next provisioning fail. */
export interface TestEsimOperator {
  provider: EsimProvider;
  makeNextProvisionFail(): void;
  /** The next data top-up fails as if the operator were down. */
  makeNextAddDataFail(): void;
  /** The operator's profile names this device from now on (a phone installed it). */
  install(providerEsimId: string, imei: string): void;
  makeInstalledDeviceFail(fail: boolean): void;
}

function testEsimOperator(): TestEsimOperator {
  const sandbox = createSandboxEsimProvider();
  let failNext = false;
  let failNextAddData = false;
  const installedOn = new Map<string, { imei: string }>();
  let failInstalledDevice = false;
  return {
    makeNextProvisionFail: () => (failNext = true),
    makeNextAddDataFail: () => (failNextAddData = true),
    install: (providerEsimId, imei) => void installedOn.set(providerEsimId, { imei }),
    makeInstalledDeviceFail: (fail) => (failInstalledDevice = fail),
    provider: {
      async provision(request) {
        if (failNext) {
          failNext = false;
          throw new EsimProviderError('eSIM operator answered 503 to POST /esims');
        }
        return sandbox.provision(request);
      },
      async addData(request) {
        if (failNextAddData) {
          failNextAddData = false;
          throw new EsimProviderError('eSIM operator answered 503 to POST /esims/{id}/topups');
        }
        return sandbox.addData(request);
      },
      dailyUsage: (input) => sandbox.dailyUsage(input),
      async installedDevice(input) {
        if (failInstalledDevice) throw new EsimProviderError('eSIM operator answered 503 to GET /esims/{id}');
        return installedOn.get(input.providerEsimId) ?? null;
      },
    },
  };
}

export interface EsimTestServer {
  server: TestServer;
  payments: TestPayments;
  operator: TestEsimOperator;
}

/** Like setupTestServer, with a test card processor and a switchable eSIM operator (and, when given, a test's clock). */
export function setupEsimTestServer(deps: Pick<AppDeps, 'clock'> = {}): EsimTestServer {
  const setup = { server: {} as TestServer, payments: testPayments(), operator: testEsimOperator() };
  beforeAll(async () => {
    const dataDir = await createTestDataDir();
    const config = testConfig(dataDir);
    const db = await openDatabase(config);
    const providers = { ...createProviders(config, quietLog, db), payments: setup.payments.provider, esim: setup.operator.provider };
    const app = await createApp(config, { ...deps, db, providers });
    Object.assign(setup.server, { app, config, dataDir, db });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    if (setup.server.app) await stopTestServer(setup.server);
  });
  return setup;
}

/** What PUT /user/webprofile/more leaves behind: a payment customer with a default card. */
export async function giveSavedCard(server: TestServer, userId: number): Promise<void> {
  await updateUser(server.db, userId, { payment_customer_id: `cus_test_${userId}`, payment_method_token: 'pm_card_visa', payment_method: 'stripe' });
}

/** A new customer who has just bought eSIM plan 1 with a saved card (its own reCAPTCHA pass). */
export async function createCustomerWithEsim(server: TestServer): Promise<SignedInUser> {
  const user = await createSignedInUser(server);
  await giveSavedCard(server, user.userId);
  const bought = await server.app.inject({
    method: 'POST',
    url: '/api/webpurchaseesim',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload: { plan_id: 1, recaptcha_token: sandboxRecaptchaToken() },
  });
  if (bought.statusCode !== 200) throw new Error(`eSIM purchase answered ${bought.statusCode}: ${bought.body}`);
  return user;
}
