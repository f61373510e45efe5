import type { Kysely } from 'kysely';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { createProviders } from '../src/providers';
import { sandboxMailsTo } from '../src/providers/mail/outboxMailer';
import { quietLog } from './helpers/billing';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig, type TestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';
import { waitUntil } from './helpers/waitUntil';

/**
 * Failure 4: a port completion lived in a timer of the instance that took the request,
 * so it stalled when that instance died. Now its due time is in the database and every instance
 * polls for due ones: the other instance completes it.
 */
const POLL_MS = 200;
const env = { JOB_POLL_INTERVAL_MS: String(POLL_MS), PORT_COMPLETION_DELAY_MS: '500' };

let dataDir: string;
let first: TestServer;
let second: TestServer;
/** The numbers the second instance asked the carrier about. */
const askedBySecond: string[] = [];

beforeAll(async () => {
  dataDir = await createTestDataDir();
  const config = testConfig(dataDir, env);
  const firstDb = await openDatabase(config);
  const secondDb: Kysely<Database> = config.databaseUrl ? await openDatabase(config) : firstDb;
  const secondProviders = createProviders(config, quietLog, secondDb);
  const { telephony } = secondProviders;
  const counted: typeof telephony = { ...telephony, portStatus: (input) => (askedBySecond.push(input.phoneNumber), telephony.portStatus(input)) };
  first = { app: await createApp(config, { db: firstDb }), config, dataDir, db: firstDb };
  second = { app: await createApp(config, { db: secondDb, providers: { ...secondProviders, telephony: counted } }), config, dataDir, db: secondDb };
  await Promise.all([first.app.ready(), second.app.ready()]);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await second?.app.close();
  await first?.app.close();
  if (second?.db && second.db !== first.db) await second.db.destroy();
  await first?.db.destroy();
  if (dataDir) await removeTestDataDir(dataDir);
});

/** Up to 10 s (many poll intervals), asking every 50 ms. */
const eventually = (check: () => boolean | Promise<boolean>) => waitUntil(check, { timeoutMs: 10_000, everyMs: 50 });

test('a port filed through an instance that goes away at once is completed by the other', async () => {
  const user = await createSignedInUser(first);
  const number = '6174440001';
  // The right sandbox PIN: the number's last 4 digits.
  const payload = { phone_number: number, account_number: 'A1234', pin: number.slice(-4), zip: '02110' };
  const filed = await first.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload });
  expect(filed.statusCode).toBe(201);
  // Gone: its timers and pollers stop, and it answers nothing more.
  await first.app.close();

  const phone = () => second.db.selectFrom('phones').selectAll().where('phone_number', '=', number).executeTakeFirstOrThrow();
  await eventually(async () => (await phone()).status === 'port_completed');
  // Asked (at each step it found due) by the second instance, as the first is gone.
  expect(askedBySecond.length).toBeGreaterThan(0);
  expect(new Set(askedBySecond)).toEqual(new Set([number]));
  const completed = await phone();
  expect(new Date(completed.port_completed_at ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(completed.port_requested_at ?? 0).getTime() + 500);
  await second.app.backgroundTasks.idle();
  expect((await sandboxMailsTo(second.db, user.email)).filter((mail) => mail.subject.startsWith('Your number'))).toHaveLength(1);
});

