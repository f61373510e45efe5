import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { insertCustomer } from '../helpers/cluster/clusterData';
import { PAUSED_MARKER, PAUSE_AT_VARIABLE } from '../helpers/purchasePause';
import { killServerProcess, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { serverEntry } from '../helpers/serverEntry';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from '../helpers/testDatabase';
import { until } from '../helpers/cluster/until';

// Two instances on one PostgreSQL database. The first answers a password reset request and is
// killed (SIGKILL) while sending its mail: before the send, or after it but before marking it
// sent. The second, started afterwards, sends it once the dead instance's claim lapses: the
// customer's mailbox (the sandbox mailbox every instance shares) shows it exactly once.

const LEASE_MS = 1_500;


describe.each(['mail-claimed', 'mail-sent'] as const)('an instance killed at %s', (step) => {
  let dataDir: string;
  let db: Kysely<Database>;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await createTestDataDir();
    if (!databaseUrlFor(dataDir)) throw new Error('The cluster tests need TEST_DATABASE_URL (server/test/postgres/start-postgres.sh).');
  }, 60_000);

  afterAll(async () => {
    for (const server of started) await killServerProcess(server);
    await db?.destroy();
    await removeTestDataDir(dataDir);
  }, 30_000);

  test('its password reset mail still arrives, once', async () => {
    const env = { SANDBOX: '1', PUBLIC_URL: 'http://app.test', MAIL_SEND_LEASE_MS: String(LEASE_MS), JOB_POLL_INTERVAL_MS: '200', RATE_LIMIT_REQUESTS_PER_IP_BURST: '1000000' };
    // Each instance its own DATA_DIR, as on two machines.
    const dirOf = (name: string) => {
      const dir = path.join(dataDir, name);
      fs.mkdirSync(dir, { recursive: true });
      return dir;
    };
    const first = await startServerProcess(dirOf('api1'), { ...env, DATABASE_URL: databaseUrlFor(dataDir), [PAUSE_AT_VARIABLE]: step }, serverEntry('server/test/helpers/pausingServer.ts'));
    started.push(first);
    db = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir: os.tmpdir() });
    const customer = await insertCustomer(db, 'outbox-crash');

    const answer = await fetch(`${first.baseUrl}/api/account/request-password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: customer.email }) });
    expect(answer.status).toBe(200);
    await until('the first instance to stop mid-send', () => (first.output().includes(`${PAUSED_MARKER} ${step}`) ? true : undefined));
    first.child.kill('SIGKILL');
    await first.exited;

    const storedByFirst = await db.selectFrom('sandbox_outbox').select('id').where('recipient', '=', customer.email).execute();
    expect(storedByFirst).toHaveLength(step === 'mail-sent' ? 1 : 0);

    const second = await startServerProcess(dirOf('api2'), { ...env, DATABASE_URL: databaseUrlFor(dataDir), MIGRATE_ON_START: 'false' });
    started.push(second);
    const row = await until('the second instance to send the mail', async () => {
      const rows = await db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is not', null).execute();
      return rows.find((candidate) => (candidate.message as { to?: string }).to === customer.email);
    });
    expect(row.attempts).toBe(2);

    const mailbox = await db.selectFrom('sandbox_outbox').select(['subject', 'message']).where('recipient', '=', customer.email).execute();
    expect(mailbox).toHaveLength(1);
    const links = (mailbox[0].message as { links: string[] }).links;
    expect(links.some((link) => link.startsWith('http://app.test/api/account/reset-password?token='))).toBe(true);
    // The link works: it is the one whose token was stored with the message.
    const resetPage = await fetch(`${second.baseUrl}${links[0].slice('http://app.test'.length)}`);
    expect(resetPage.status).toBe(200);
  }, 240_000);
});
