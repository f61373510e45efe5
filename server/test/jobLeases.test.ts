import type { AppContext } from '../src/appContext';
import { claimDuePorts } from '../src/db/queries/phones';
import { JobRunner } from '../src/jobs/jobRunner';
import { Lease } from '../src/jobs/lease';
import { BackgroundTasks } from '../src/jobs/backgroundTasks';
import { settleDuePorts } from '../src/phones/portCompletions';
import { contextOf, quietLog } from './helpers/billing';
import { ManualTimers } from './helpers/manualTimers';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';

/**
 * A port job's claims are short (JOB_LEASE_MS) and renewed while the pass works: another instance
 * does not take a port being settled however long the carrier takes, takes one whose claim was not
 * renewed, and takes the rest of a stopping server's claims at once. The clock here is the lease's,
 * moved by the test; the server's own job polls are an hour apart so only these passes run.
 */
const HOUR_MS = String(60 * 60_000);
const LEASE_MS = 30_000;
const server = setupTestServer({ JOB_POLL_INTERVAL_MS: HOUR_MS, RENEWAL_INTERVAL_MS: HOUR_MS, CALLER_LOOKUP_BACKFILL_INTERVAL_MS: HOUR_MS, JOB_LEASE_MS: String(LEASE_MS) });
jest.setTimeout(30_000);

/** A carrier that answers about a port only when the test lets it. */
function slowCarrier() {
  const asked: string[] = [];
  let arrived: () => void = () => undefined;
  let answer: () => void = () => undefined;
  const askedOnce = new Promise<void>((resolve) => (arrived = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const base = contextOf(server);
  const ctx: AppContext = {
    ...base,
    providers: {
      ...base.providers,
      telephony: {
        ...base.providers.telephony,
        portStatus: async (input) => {
          asked.push(input.phoneNumber);
          arrived();
          await answered;
          return base.providers.telephony.portStatus(input);
        },
      },
    },
  };
  return { ctx, asked, askedOnce, answer };
}

/** The subjects of the mail queued about `phoneNumber` (its subject speaks the number). */
async function mailsAbout(phoneNumber: string): Promise<string[]> {
  const spoken = `(${phoneNumber.slice(0, 3)}) ${phoneNumber.slice(3, 6)}-${phoneNumber.slice(6)}`;
  const rows = await server.db.selectFrom('mail_outbox').select('message').execute();
  return rows.map((row) => (row.message as { subject?: string }).subject ?? '').filter((subject) => subject.includes(spoken));
}

/** Pending ports of a new customer, due a second before `now`. */
async function duePorts(count: number, now: number): Promise<string[]> {
  const user = await createSignedInUser(server);
  const prefix = String(2000 + Math.floor(Math.random() * 7000));
  const numbers = Array.from({ length: count }, (_, index) => `617${prefix}${String(index).padStart(3, '0')}`);
  await server.db
    .insertInto('phones')
    .values(numbers.map((phone_number) => ({ user_id: user.userId, phone_number, status: 'port_pending', origin: 'ported', port_requested_at: new Date(now), port_completes_at: new Date(now - 1000) })))
    .execute();
  return numbers;
}

const portOf = (phoneNumber: string) => server.db.selectFrom('phones').select(['status', 'port_completes_at']).where('phone_number', '=', phoneNumber).executeTakeFirstOrThrow();
/** What another instance's poll at `at` takes. */
const otherInstanceTakes = async (at: number) => (await claimDuePorts(server.db, new Date(at), new Date(at + LEASE_MS), 100)).length;

test('a claim renewed while the carrier takes long is not taken by another instance; the port completes once, mailed once', async () => {
  const timers = new ManualTimers(Date.now());
  const start = timers.now;
  const [number] = await duePorts(1, start);
  const { ctx, asked, askedOnce, answer } = slowCarrier();
  const lease = new Lease(timers.clock, LEASE_MS);
  const pass = settleDuePorts(ctx, quietLog, lease);
  await askedOnce;
  expect(new Date((await portOf(number)).port_completes_at!).getTime()).toBe(start + LEASE_MS);
  // The carrier is slow: the runner renews at a third of the lease, and again.
  timers.advance(LEASE_MS / 3);
  await lease.renew();
  timers.advance(LEASE_MS / 3);
  await lease.renew();
  expect(new Date((await portOf(number)).port_completes_at!).getTime()).toBe(start + (2 * LEASE_MS) / 3 + LEASE_MS);
  // Past the first lease's end: another instance's poll still finds nothing to take.
  expect(await otherInstanceTakes(start + LEASE_MS + 1000)).toBe(0);
  answer();
  expect(await pass).toBe(1);
  expect({ asked, mails: await mailsAbout(number), status: (await portOf(number)).status }).toEqual({ asked: [number], mails: [expect.stringMatching(/is now with/)], status: 'port_completed' });
});

test('a claim lost to another instance (not renewed in time) is not committed by the pass that lost it', async () => {
  const timers = new ManualTimers(Date.now());
  const start = timers.now;
  const [number] = await duePorts(1, start);
  const { ctx, askedOnce, answer } = slowCarrier();
  const lease = new Lease(timers.clock, LEASE_MS);
  const pass = settleDuePorts(ctx, quietLog, lease);
  await askedOnce;
  // Nobody renewed it (the instance was stuck): the lease ended and another instance took the port.
  timers.advance(LEASE_MS + 1000);
  expect(await otherInstanceTakes(timers.now)).toBe(1);
  await lease.renew();
  answer();
  await pass;
  expect({ mails: await mailsAbout(number), status: (await portOf(number)).status }).toEqual({ mails: [], status: 'port_pending' });
});

test('a server stopping mid-pass finishes the port in hand and gives back the others, due at once for another instance', async () => {
  const timers = new ManualTimers(Date.now());
  const start = timers.now;
  const numbers = await duePorts(3, start);
  const { ctx, asked, askedOnce, answer } = slowCarrier();
  const background = new BackgroundTasks(quietLog);
  const runner = new JobRunner({ name: 'port completions', intervalMs: 60 * 60_000, leaseMs: LEASE_MS, runAtStart: true, pass: (lease) => settleDuePorts(ctx, quietLog, lease).then(() => undefined) }, background, quietLog, timers);
  runner.start();
  await askedOnce;
  const stopped = runner.stop();
  answer();
  await stopped;
  const ports = await Promise.all(numbers.map(portOf));
  expect(asked).toHaveLength(1);
  expect(ports.map((port) => port.status).sort()).toEqual(['port_completed', 'port_pending', 'port_pending']);
  // Without the release another instance would wait for the lease's end; now its next poll takes them.
  expect(await otherInstanceTakes(start)).toBe(2);
});

test('the app runs every job from the jobs module once ready, each with its interval and lease', async () => {
  const jobs = server.app.jobs.status().map(({ name, intervalMs, leaseMs }) => ({ name, intervalMs, leaseMs }));
  expect(jobs).toEqual([
    { name: 'port completions', intervalMs: 3_600_000, leaseMs: LEASE_MS },
    { name: 'subscription renewals', intervalMs: 3_600_000, leaseMs: LEASE_MS },
    { name: 'pending payments', intervalMs: 3_600_000, leaseMs: server.config.pendingPaymentGraceMs },
    { name: 'number holds', intervalMs: 3_600_000, leaseMs: LEASE_MS },
    { name: 'mail outbox', intervalMs: 3_600_000, leaseMs: server.config.mailSendLeaseMs },
    { name: 'data exports', intervalMs: 3_600_000, leaseMs: LEASE_MS },
    { name: 'caller lookup backfill', intervalMs: 3_600_000, leaseMs: LEASE_MS },
  ]);
  // The jobs that run at start have run once, the others not yet (the mail outbox's also when mail was queued since).
  await server.app.backgroundTasks.idle();
  expect(server.app.jobs.status().map((job) => job.passes)).toEqual([1, 0, 1, 1, expect.any(Number), 1, 0]);
  expect(server.app.jobs.status()[4].passes).toBeGreaterThanOrEqual(1);
});

test('the claims of an instance that died mid-pass (no renewal, no release) are taken by another within the lease and one poll', async () => {
  const POLL_MS = 10_000;
  const timers = new ManualTimers(Date.now());
  const start = timers.now;
  const [number] = await duePorts(1, start);
  // The instance that dies: its carrier call never returns, and nothing of it runs any more.
  const dead = slowCarrier();
  void settleDuePorts(dead.ctx, quietLog, new Lease(() => start, LEASE_MS));
  await dead.askedOnce;

  const survivor = slowCarrier();
  survivor.answer();
  const background = new BackgroundTasks(quietLog);
  const runner = new JobRunner({ name: 'port completions', intervalMs: POLL_MS, leaseMs: LEASE_MS, runAtStart: false, pass: (lease) => settleDuePorts(survivor.ctx, quietLog, lease).then(() => undefined) }, background, quietLog, timers);
  runner.start();
  const pollsUntilDone: number[] = [];
  for (let poll = 1; poll <= 6 && (await portOf(number)).status === 'port_pending'; poll += 1) {
    timers.advance(POLL_MS);
    await background.idle();
    pollsUntilDone.push(timers.now - start);
  }
  await runner.stop();
  // Polls at 10 s, 20 s and 30 s find it claimed; the one at 40 s (lease 30 s + one poll) takes it.
  expect(pollsUntilDone.at(-1)).toBeLessThanOrEqual(LEASE_MS + POLL_MS);
  // (Ports earlier tests left due are settled by this pass too: only this one's are counted.)
  // One mail: the dead instance's pass never got as far as queuing one.
  expect({
    asked: survivor.asked.filter((asked) => asked === number),
    mails: (await mailsAbout(number)).length,
    status: (await portOf(number)).status,
  }).toEqual({ asked: [number], mails: 1, status: 'port_completed' });
});
