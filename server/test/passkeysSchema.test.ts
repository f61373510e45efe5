import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig } from './helpers/testServer';

let dataDir: string;
let db: Kysely<Database>;
beforeEach(async () => {
  dataDir = await createTestDataDir();
  db = await openDatabase(testConfig(dataDir));
  await migrateToLatest(db);
}, SERVER_START_TIMEOUT_MS);
afterEach(async () => {
  await db.destroy();
  await removeTestDataDir(dataDir);
});

const addUser = async (email: string) =>
  (await db.insertInto('users').values({ email, first_name: 'Pat', last_name: 'Key' }).returning('id').executeTakeFirstOrThrow()).id;

const passkey = (userId: number, credentialId: string) => ({
  user_id: userId,
  credential_id: credentialId,
  public_key: new Uint8Array([1, 2, 3]),
  device_label: 'Test key',
});

describe('the passkeys tables', () => {
  it('keeps a passkey with its counter, transports and backup flag', async () => {
    const userId = await addUser('pk@example.com');
    await db.insertInto('passkeys').values({ ...passkey(userId, 'abc_-1'), counter: 7, transports: ['internal', 'hybrid'] }).execute();
    const row = await db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(7);
    expect(row.transports).toEqual(['internal', 'hybrid']);
    expect(row.backed_up).toBe(false);
    expect(row.last_used_at).toBeNull();
  });

  it('refuses one credential id registered twice, even for another customer', async () => {
    const first = await addUser('a@example.com');
    const second = await addUser('b@example.com');
    await db.insertInto('passkeys').values(passkey(first, 'same')).execute();
    await expect(db.insertInto('passkeys').values(passkey(second, 'same')).execute()).rejects.toThrow();
  });

  it('refuses a credential id that is not base64url', async () => {
    const userId = await addUser('c@example.com');
    await expect(db.insertInto('passkeys').values(passkey(userId, 'not+base64/url=')).execute()).rejects.toThrow();
  });

  it('removes the passkeys and challenges of a deleted account', async () => {
    const userId = await addUser('d@example.com');
    await db.insertInto('passkeys').values(passkey(userId, 'gone')).execute();
    await db.insertInto('passkey_challenges').values({ challenge: 'c1', purpose: 'proof', user_id: userId, session_id: null, expires_at: new Date() }).execute();
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('passkey_challenges').selectAll().execute()).toEqual([]);
  });

  it('refuses a challenge for an unknown purpose', async () => {
    await expect(insertChallenge('c2', 'login')).rejects.toThrow();
  });
});

/** Inserts a challenge with any purpose text, as a bad write would. */
const insertChallenge = (challenge: string, purpose: string) =>
  db.insertInto('passkey_challenges').values({ challenge, purpose: purpose as 'proof', user_id: null, session_id: null, expires_at: new Date() }).execute();
