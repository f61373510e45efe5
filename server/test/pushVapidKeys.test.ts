import { resolveVapidKeys } from '../src/push/vapidKeys';
import { setupTestServer } from './helpers/testServer';

// A migrated database (on PostgreSQL too: the app migrates it at start).
const server = setupTestServer();

const noKeys = { vapidPublicKey: '', vapidPrivateKey: '', vapidSubject: 'mailto:push@example.com' };

test('a sandbox without keys generates one pair that every instance on the database shares', async () => {
  const [first, second] = await Promise.all([
    resolveVapidKeys(server.db, { ...noKeys, sandbox: true }),
    resolveVapidKeys(server.db, { ...noKeys, sandbox: true }),
  ]);
  expect(first).not.toBeNull();
  expect(second).toEqual(first);
  expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
  expect(await resolveVapidKeys(server.db, { ...noKeys, sandbox: true })).toEqual(first);
});

test('real mode without keys has no push; configured keys are used as given', async () => {
  expect(await resolveVapidKeys(server.db, { ...noKeys, sandbox: false })).toBeNull();
  const configured = { ...noKeys, sandbox: false, vapidPublicKey: 'pub', vapidPrivateKey: 'priv' };
  expect(await resolveVapidKeys(server.db, configured)).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:push@example.com' });
  await expect(resolveVapidKeys(server.db, { ...configured, vapidPrivateKey: '' })).rejects.toThrow('must be set together');
});
