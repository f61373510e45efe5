import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { createSandboxTelephonyProvider } from '../../src/providers/telephony/sandboxTelephonyProvider';
import { insertCustomer, insertDuePort, type ClusterCustomer, type DuePort } from '../helpers/cluster/clusterData';
import { PAUSED_MARKER, PAUSE_AT_VARIABLE, PAUSE_UNTIL_SIGTERM_VARIABLE } from '../helpers/purchasePause';
import { killServerProcess, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { serverEntry } from '../helpers/serverEntry';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from '../helpers/testDatabase';
import { until } from '../helpers/cluster/until';

// Three instances on one PostgreSQL database. Two run the port completions job with a pause point
// that stops a pass once it has claimed a due port, before the carrier is asked: each claims one
// port and keeps its claim alive (renewed) while stopped there. A third, the survivor, joins and
// leaves both ports alone. Then one holder is killed (SIGKILL) and the other told to stop
// (SIGTERM). The survivor moves both ports on to their next step, each recorded once on the
// timeline with one mail: the killed holder's after its short lease lapsed, within one poll; the
// stopped holder's at once, because a stopping server gives its claims back.

/** The killed holder's and the survivor's lease (JOB_LEASE_MS): short, so that the test is quick. */
const SHORT_LEASE_MS = 3_000;
const POLL_MS = 300;
/** What a slow, busy machine may add to a lease and a poll. */
const SLOW_MACHINE_MS = 5_000;
/** The stopped holder keeps the default lease: taking its port before that ends is the proof it was given back. */
const DEFAULT_LEASE_MS = 30_000;
/** The sandbox carrier reviews a port from a third of this after filing to two thirds of it. */
const PORT_DELAY_MS = 3_600_000;
const METRICS_TOKEN = 'cluster-metrics-token';
const PAUSED_AT_PORT = `${PAUSED_MARKER} port-claimed`;


describe('port claims of an instance that is killed or stopped mid-job', () => {
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

  // Each instance its own DATA_DIR, as on two machines.
  const dirOf = (name: string) => {
    const dir = path.join(dataDir, name);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  };
  const start = async (name: string, env: Record<string, string>, command?: string[]) => {
    const server = await startServerProcess(dirOf(name), { ...env, DATABASE_URL: databaseUrlFor(dataDir) }, command);
    started.push(server);
    return server;
  };

  /** A port filed half the carrier's delay ago: the carrier reviews it now, and will for ten minutes. */
  async function seedPortInReview(customer: ClusterCustomer): Promise<DuePort> {
    const phoneNumber = `617${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const filedAt = Date.now() - PORT_DELAY_MS / 2;
    const details = { phoneNumber, accountNumber: 'ACCT2024', pin: phoneNumber.slice(-4), zip: '02110' };
    const clock = jest.spyOn(Date, 'now').mockReturnValue(filedAt);
    const filing = await createSandboxTelephonyProvider({ portCompletionDelayMs: PORT_DELAY_MS })
      .requestPort(details)
      .finally(() => clock.mockRestore());
    return insertDuePort(db, customer.userId, { phoneNumber, pin: details.pin, carrierPortId: filing.portId, filedAt: new Date(filedAt) });
  }

  const claimEndOf = async (port: DuePort) => (await db.selectFrom('phones').select('port_completes_at').where('id', '=', port.phoneId).executeTakeFirstOrThrow()).port_completes_at;
  const timelineOf = (port: DuePort) => db.selectFrom('port_request_events').select(['status', 'at']).where('port_request_id', '=', port.requestId).orderBy('at').orderBy('id').execute();
  const mailsTo = async (customer: ClusterCustomer) =>
    (await db.selectFrom('mail_outbox').select(['message', 'sent_at']).execute()).filter((row) => (row.message as { to?: string }).to === customer.email);

  /** When the instance's last port completions pass ended well, by its metrics (a lower bound). */
  async function lastPortPassOf(server: ServerProcess): Promise<number | undefined> {
    const asked = Date.now();
    const scraped = await (await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const age = /^job_last_success_age_seconds\{job="port completions"\} (\S+)$/m.exec(scraped);
    return age ? asked - Number(age[1]) * 1000 : undefined;
  }

  test('the survivor moves each port on once: the killed holder’s within its lease and a poll, the stopped holder’s at once', async () => {
    const env = {
      SANDBOX: '1',
      PUBLIC_URL: 'http://app.test',
      JOB_POLL_INTERVAL_MS: String(POLL_MS),
      PORT_COMPLETION_DELAY_MS: String(PORT_DELAY_MS),
      METRICS_TOKEN,
      DRAIN_MS: '0',
    };
    const pausing = { ...env, [PAUSE_AT_VARIABLE]: 'port-claimed', [PAUSE_UNTIL_SIGTERM_VARIABLE]: '1' };
    const pausingEntry = serverEntry('server/test/helpers/pausingServer.ts');
    const [killed, stopped] = await Promise.all([
      start('killed', { ...pausing, JOB_LEASE_MS: String(SHORT_LEASE_MS) }, pausingEntry),
      start('stopped', { ...pausing, JOB_LEASE_MS: String(DEFAULT_LEASE_MS) }, pausingEntry),
    ]);
    db = await openDatabase({ databaseUrl: databaseUrlFor(dataDir), dataDir: os.tmpdir() });
    const paused = () => [killed, stopped].filter((server) => server.output().includes(PAUSED_AT_PORT));

    // One port due at a time: whichever holder polls first claims the first and stays in that
    // pass, so the other claims the second.
    const firstCustomer = await insertCustomer(db, 'port-first');
    const firstPort = await seedPortInReview(firstCustomer);
    const [firstHolder] = await until('an instance to claim the first port', () => (paused().length === 1 ? paused() : undefined));
    const secondCustomer = await insertCustomer(db, 'port-second');
    const secondPort = await seedPortInReview(secondCustomer);
    await until('the other instance to claim the second port', () => (paused().length === 2 ? true : undefined));
    const [killedPort, killedCustomer, stoppedPort, stoppedCustomer] =
      firstHolder === killed ? [firstPort, firstCustomer, secondPort, secondCustomer] : [secondPort, secondCustomer, firstPort, firstCustomer];

    // The survivor polls past the end of the killed holder's first lease, and takes nothing: the
    // holders renew their claims while they live.
    const firstLeaseEnd = (await claimEndOf(killedPort))!.getTime();
    const survivor = await start('survivor', { ...env, JOB_LEASE_MS: String(SHORT_LEASE_MS), MIGRATE_ON_START: 'false' });
    await until('the survivor to poll after the first lease ended', async () => ((await lastPortPassOf(survivor)) ?? 0) > firstLeaseEnd + POLL_MS || undefined);
    expect((await timelineOf(killedPort)).map((entry) => entry.status)).toEqual(['submitted']);
    expect((await timelineOf(stoppedPort)).map((entry) => entry.status)).toEqual(['submitted']);

    const killedClaimEnd = (await claimEndOf(killedPort))!.getTime();
    const stoppedClaimEnd = (await claimEndOf(stoppedPort))!.getTime();
    const killedAt = Date.now();
    killed.child.kill('SIGKILL');
    stopped.child.kill('SIGTERM');
    await killed.exited;
    // A clean exit: its paused pass went on, started nothing more, and gave its claim back.
    expect(await stopped.exited).toBe(0);

    const reviewedAt = async (port: DuePort) => (await timelineOf(port)).find((entry) => entry.status === 'carrier_review')?.at.getTime();
    const bound = SHORT_LEASE_MS + POLL_MS + SLOW_MACHINE_MS;
    const killedPortMoved = await until('the killed holder’s port to move on', () => reviewedAt(killedPort), killedAt + bound + 5_000);
    const stoppedPortMoved = await until('the stopped holder’s port to move on', () => reviewedAt(stoppedPort), killedAt + bound + 5_000);

    // Taken once the dead instance's claim lapsed, within its lease and a poll of its death.
    expect(killedPortMoved).toBeGreaterThanOrEqual(killedClaimEnd);
    expect(killedPortMoved - killedAt).toBeLessThanOrEqual(bound);
    // Given back at SIGTERM: taken long before that claim would have ended.
    expect(stoppedPortMoved).toBeLessThan(stoppedClaimEnd);

    for (const [port, customer] of [
      [killedPort, killedCustomer],
      [stoppedPort, stoppedCustomer],
    ] as const) {
      // The next step, once, none skipped; the customer's mail about it, queued and sent once.
      expect((await timelineOf(port)).map((entry) => entry.status)).toEqual(['submitted', 'carrier_review']);
      const request = await db.selectFrom('port_requests').select('status').where('id', '=', port.requestId).executeTakeFirstOrThrow();
      expect(request.status).toBe('carrier_review');
      const [mail, ...more] = await until(`the mail to ${customer.email} to be sent`, async () => {
        const rows = await mailsTo(customer);
        return rows.every((row) => row.sent_at !== null) && rows.length > 0 ? rows : undefined;
      });
      expect(more).toHaveLength(0);
      expect((mail.message as { subject: string }).subject).toMatch(/^Your carrier is reviewing the transfer of /);
      const mailbox = await db.selectFrom('sandbox_outbox').select('subject').where('recipient', '=', customer.email).execute();
      expect(mailbox).toHaveLength(1);
    }
  }, 120_000);
});
