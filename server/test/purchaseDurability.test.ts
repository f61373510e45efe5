import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { PurchaseStep } from '../src/billing/pausePoint';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { insertSession } from '../src/db/queries/sessions';
import { insertUser } from '../src/db/queries/users';
import { generateToken, hashToken } from '../src/lib/secureTokens';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { PAUSED_MARKER, PAUSE_AT_VARIABLE } from './helpers/purchasePause';
import { serverEntry } from './helpers/serverEntry';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from './helpers/testDatabase';
import { uniqueEmail } from './helpers/users';

const REPO = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the child prints that a purchase stopped at its pause step. */
  paused: Promise<void>;
  /** Resolves when the child has printed `text`. */
  printed(text: string): Promise<void>;
  exited: Promise<void>;
}

/** The real server (`server/src/index.ts`, with a pause point: helpers/pausingServer.ts) as a child process on the embedded database in dataDir. */
async function startServer(dataDir: string, pauseAt = '', env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverEntry('server/test/helpers/pausingServer.ts'), {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), DATABASE_URL: databaseUrlFor(dataDir), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', [PAUSE_AT_VARIABLE]: pauseAt, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!output.includes(text)) return;
        child.stdout?.off('data', look);
        resolve();
      };
      child.stdout?.on('data', look);
      look();
    });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const paused = printed(PAUSED_MARKER);
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/webgetfeatureflag/migration_mode`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, baseUrl, paused, printed, exited };
}

async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A verified user with a live session, written before the server starts. */
async function createUserIn(dataDir: string): Promise<{ userId: number; token: string }> {
  const db = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
  try {
    // A PostgreSQL test database starts empty (the embedded one is copied from a migrated template).
    await migrateToLatest(db);
    const user = await insertUser(db, { email: uniqueEmail('durable'), password_hash: null, first_name: 'D', last_name: 'K', email_verified_at: new Date() });
    const token = generateToken();
    await insertSession(db, user.id, hashToken(token), new Date(Date.now() + 3_600_000));
    return { userId: user.id, token };
  } finally {
    await db.destroy();
  }
}

interface Ledger {
  payments: { status: string; subscription_id: number | null; provider_charge_id: string | null }[];
  subscriptions: { id: number }[];
  charges: { id: string; status: string }[];
}

/** What the database holds about the user's money, read with the server stopped. */
async function ledgerOf(dataDir: string, userId: number, before?: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>): Promise<Ledger> {
  const db = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir });
  try {
    await before?.(db);
    const user = await db.selectFrom('users').select('payment_customer_id').where('id', '=', userId).executeTakeFirstOrThrow();
    return {
      payments: await db.selectFrom('payments').select(['status', 'subscription_id', 'provider_charge_id']).where('user_id', '=', userId).where('kind', '=', 'subscription').execute(),
      subscriptions: await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute(),
      charges: await db.selectFrom('sandbox_charges').select(['id', 'status']).where('customer_id', '=', user.payment_customer_id ?? '').execute(),
    };
  } finally {
    await db.destroy();
  }
}

/** No subscription without its paid payment, no paid payment without its subscription. */
function expectConsistent(ledger: Ledger): void {
  const paid = ledger.payments.filter((payment) => payment.status === 'succeeded');
  expect(paid.map((payment) => payment.subscription_id).sort()).toEqual(ledger.subscriptions.map((subscription) => subscription.id).sort());
  for (const payment of paid) expect(ledger.charges.map((charge) => charge.id)).toContain(payment.provider_charge_id);
}

function api(server: ServerProcess, token: string, method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const steps: PurchaseStep[] = ['pending-recorded', 'charged', 'subscription-inserted'];

/**
 * Saves a card and starts a subscription purchase on a server told to stop at `step`, kills it
 * there (SIGKILL), checks the database is consistent, and ages the attempt past its in-progress
 * minute, as if the customer came back a little later (within the minute a retry waits for the
 * dead attempt). Answers the plan bought.
 */
async function crashAt(step: PurchaseStep, dataDir: string, user: { userId: number; token: string }, key: string): Promise<number> {
  const first = await startServer(dataDir, step);
  let planId: number;
  try {
    expect((await api(first, user.token, 'PUT', '/user/webprofile/more', { user_stripe_token: 'tok_visa' })).status).toBe(200);
    const plans = (await (await fetch(`${first.baseUrl}/api/plans/`, { headers: { authorization: `Token ${user.token}` } })).json()) as { plan_id: number }[];
    planId = plans[0].plan_id;
    // The purchase never answers: the server stops at the step, and is killed there.
    const purchase = api(first, user.token, 'POST', '/websubscription', { plan: planId, recaptcha_token: sandboxRecaptchaToken() }, { 'idempotency-key': key }).then(
      () => 'answered',
      () => 'connection lost',
    );
    await first.paused;
    await kill(first);
    expect(await purchase).toBe('connection lost');
  } finally {
    if (first.child.exitCode === null && first.child.signalCode === null) await kill(first);
  }

  const crashed = await ledgerOf(dataDir, user.userId, async (db) => {
    await db.updateTable('payments').set({ updated_at: new Date(Date.now() - 120_000) }).where('user_id', '=', user.userId).execute();
  });
  expectConsistent(crashed);
  expect(crashed.subscriptions).toEqual([]);
  expect(crashed.payments.map((payment) => payment.status)).toEqual(['pending']);
  expect(crashed.charges).toHaveLength(step === 'pending-recorded' ? 0 : 1);
  return planId;
}

/** Buys the plan with the key on a fresh server, twice: both answer 200. */
async function retry(dataDir: string, token: string, planId: number, key: string): Promise<void> {
  const server = await startServer(dataDir);
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await api(server, token, 'POST', '/websubscription', { plan: planId, recaptcha_token: sandboxRecaptchaToken() }, { 'idempotency-key': key });
      expect(response.status).toBe(200);
    }
  } finally {
    await kill(server);
  }
}

describe.each(steps)('SIGKILL during a purchase, at %s', (step) => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createTestDataDir();
  }, START_TIMEOUT_MS);
  afterAll(() => removeTestDataDir(dataDir));

  test('leaves the database consistent, and the retry with the same Idempotency-Key completes exactly once', async () => {
    const user = await createUserIn(dataDir);
    const key = `durability-${step}`;
    const planId = await crashAt(step, dataDir, user, key);
    // The restarted server's settling of pending payments waits its grace period (10 minutes):
    // the customer's retry comes first.
    await retry(dataDir, user.token, planId, key);

    const settled = await ledgerOf(dataDir, user.userId);
    expectConsistent(settled);
    expect(settled.subscriptions).toHaveLength(1);
    expect(settled.payments.map((payment) => payment.status)).toEqual(['succeeded']);
    expect(settled.charges.map((charge) => charge.status)).toEqual(['succeeded']);
  }, 4 * START_TIMEOUT_MS);

  test('without any retry, the restarted server settles the attempt with the provider: a charge taken is recorded, one never made is released', async () => {
    const user = await createUserIn(dataDir);
    const key = `durability-unattended-${step}`;
    const planId = await crashAt(step, dataDir, user, key);

    const restarted = await startServer(dataDir, '', { PENDING_PAYMENT_GRACE_MS: '0', LOG_LEVEL: 'info' });
    try {
      await restarted.printed('pending payment settled');
    } finally {
      await kill(restarted);
    }
    const charged = step !== 'pending-recorded';
    const settled = await ledgerOf(dataDir, user.userId);
    expectConsistent(settled);
    expect(settled.subscriptions).toHaveLength(charged ? 1 : 0);
    expect(settled.payments.map((payment) => payment.status)).toEqual([charged ? 'succeeded' : 'failed']);
    expect(settled.charges.map((charge) => charge.status)).toEqual(charged ? ['succeeded'] : []);

    // The customer coming back later with the same key gets exactly one purchase either way.
    await retry(dataDir, user.token, planId, key);
    const final = await ledgerOf(dataDir, user.userId);
    expectConsistent(final);
    expect(final.subscriptions).toHaveLength(1);
    expect(final.charges.map((charge) => charge.status)).toEqual(['succeeded']);
  }, 6 * START_TIMEOUT_MS);
});
