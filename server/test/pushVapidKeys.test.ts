import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { resolveVapidKeys } from '../src/push/vapidKeys';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { testConfig } from './helpers/testServer';

let dataDir: string;
let db: Kysely<Database>;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  db = await openDatabase(testConfig(dataDir));
}, 60_000);

afterAll(async () => {
  await db.destroy();
  await removeTestDataDir(dataDir);
});

const noKeys = { vapidPublicKey: '', vapidPrivateKey: '', vapidSubject: 'mailto:push@example.com' };

test('a sandbox without keys generates one pair that every instance on the database shares', async () => {
  const [first, second] = await Promise.all([
    resolveVapidKeys(db, { ...noKeys, sandbox: true }),
    resolveVapidKeys(db, { ...noKeys, sandbox: true }),
  ]);
  expect(first).not.toBeNull();
  expect(second).toEqual(first);
  expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
  expect(await resolveVapidKeys(db, { ...noKeys, sandbox: true })).toEqual(first);
});

test('real mode without keys has no push; configured keys are used as given', async () => {
  expect(await resolveVapidKeys(db, { ...noKeys, sandbox: false })).toBeNull();
  const configured = { ...noKeys, sandbox: false, vapidPublicKey: 'pub', vapidPrivateKey: 'priv' };
  expect(await resolveVapidKeys(db, configured)).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:push@example.com' });
  await expect(resolveVapidKeys(db, { ...configured, vapidPrivateKey: '' })).rejects.toThrow('must be set together');
});
