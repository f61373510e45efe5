import { JobRunner, type JobDefinition } from '../src/jobs/jobRunner';
import type { ClaimKind, Lease } from '../src/jobs/lease';
import { BackgroundTasks } from '../src/jobs/backgroundTasks';
import { quietLog } from './helpers/billing';
import { ManualTimers } from './helpers/manualTimers';

const HOUR_MS = 3_600_000;
const LEASE_MS = 30_000;

/** Passes that end when the test says so, counting how many started and how many ran at once. */
function manualPasses() {
  const state = { started: 0, running: 0, mostAtOnce: 0, leases: [] as Lease[], finish: [] as ((error?: Error) => void)[] };
  const pass = (lease: Lease) =>
    new Promise<void>((resolve, reject) => {
      state.started += 1;
      state.running += 1;
      state.leases.push(lease);
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      state.finish.push((error) => {
        state.running -= 1;
        if (error) reject(error);
        else resolve();
      });
    });
  return { state, pass };
}

/** Claims kept in memory as a table's rows would be: id → when its claim ends. */
function memoryClaims() {
  const rows = new Map<number, number>();
  const kind: ClaimKind<number> = {
    name: 'test rows',
    async extend(ids, from, to) {
      const moved = ids.filter((id) => rows.get(id) === from.getTime());
      for (const id of moved) rows.set(id, to.getTime());
      return moved;
    },
    async release(ids, from) {
      for (const id of ids) if (rows.get(id) === from.getTime()) rows.set(id, 0);
    },
  };
  const claim = (lease: Lease, ids: number[]) =>
    lease.claim(kind, async (until) => {
      for (const id of ids) rows.set(id, until.getTime());
      return ids;
    });
  return { rows, kind, claim };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function runner(pass: JobDefinition['pass'], timers: ManualTimers, background = new BackgroundTasks(quietLog)) {
  return new JobRunner({ name: 'test job', intervalMs: HOUR_MS, leaseMs: LEASE_MS, runAtStart: false, pass }, background, quietLog, timers);
}

describe('JobRunner', () => {
  test('never runs two passes at once: passes asked for meanwhile make one more pass, right after', async () => {
    const background = new BackgroundTasks(quietLog);
    const { state, pass } = manualPasses();
    const job = runner(pass, new ManualTimers(), background);
    job.start();
    job.runSoon();
    job.runSoon();
    job.runSoon();
    expect(state.started).toBe(1);
    state.finish[0]();
    await settle();
    expect(state.started).toBe(2);
    state.finish[1]();
    await background.idle();
    expect({ started: state.started, mostAtOnce: state.mostAtOnce }).toEqual({ started: 2, mostAtOnce: 1 });
    await job.stop();
  });

  test('polls every interval; runAt makes a pass when work is due before the next poll; a stopped runner makes none', async () => {
    const timers = new ManualTimers();
    let passes = 0;
    const job = runner(async () => {
      passes += 1;
    }, timers);
    job.start();
    timers.advance(HOUR_MS);
    await settle();
    expect(passes).toBe(1);
    job.runAt(new Date(timers.now + 20));
    timers.advance(20);
    await settle();
    expect(passes).toBe(2);
    job.runAt(new Date(timers.now + 20));
    await job.stop();
    timers.advance(2 * HOUR_MS);
    job.runSoon();
    await settle();
    expect({ passes, timersLeft: timers.pending }).toEqual({ passes: 2, timersLeft: 0 });
  });

  test("a pass's claims are renewed every third of the lease while it works, and released when it ends", async () => {
    const timers = new ManualTimers(1_000_000);
    const { state, pass } = manualPasses();
    const { rows, claim } = memoryClaims();
    const job = runner(pass, timers);
    job.start();
    job.runSoon();
    await claim(state.leases[0], [1, 2]);
    expect(rows.get(1)).toBe(1_000_000 + LEASE_MS);
    // An hour of work: the claims never run out meanwhile.
    for (let waited = 0; waited < 120; waited += 1) {
      timers.advance(LEASE_MS / 3);
      await settle();
      expect(rows.get(1)! - timers.now).toBeGreaterThan(LEASE_MS / 2);
    }
    expect(state.leases[0].holds({ name: 'test rows' } as ClaimKind<number>, 1)).toBe(true);
    state.finish[0]();
    await settle();
    await settle();
    expect([rows.get(1), rows.get(2)]).toEqual([0, 0]);
    expect(job.status()).toMatchObject({ name: 'test job', running: false, passes: 1, failures: 0, lastError: null, leaseMs: LEASE_MS });
  });

  test('a claim taken by another instance meanwhile is lost: the pass holds it no more, and does not give it back', async () => {
    const timers = new ManualTimers(1_000_000);
    const { state, pass } = manualPasses();
    const { rows, kind, claim } = memoryClaims();
    const job = runner(pass, timers);
    job.start();
    job.runSoon();
    await claim(state.leases[0], [1, 2]);
    // Another instance's claim on row 2 (its lease ran out while this one could not renew).
    rows.set(2, 5_000_000);
    timers.advance(LEASE_MS / 3);
    await settle();
    expect([state.leases[0].holds(kind, 1), state.leases[0].holds(kind, 2)]).toEqual([true, false]);
    state.finish[0]();
    await settle();
    await settle();
    expect([rows.get(1), rows.get(2)]).toEqual([0, 5_000_000]);
  });

  test('stop: the running pass starts no more work, its claims are given back, and stop waits for it', async () => {
    const timers = new ManualTimers(1_000_000);
    const { state, pass } = manualPasses();
    const { rows, kind, claim } = memoryClaims();
    const job = runner(pass, timers);
    job.start();
    job.runSoon();
    await claim(state.leases[0], [1, 2, 3]);
    state.leases[0].done(kind, 1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect({ stopped, holds: state.leases[0].holds(kind, 2), owns: state.leases[0].owns(kind, 2) }).toEqual({ stopped: false, holds: false, owns: true });
    state.finish[0]();
    await stopping;
    expect([rows.get(1), rows.get(2), rows.get(3)]).toEqual([1_000_000 + LEASE_MS, 0, 0]);
  });

  test('status counts failed passes and keeps the last error until a pass succeeds', async () => {
    const timers = new ManualTimers(1_000_000);
    const background = new BackgroundTasks(quietLog);
    const { state, pass } = manualPasses();
    const job = runner(pass, timers, background);
    job.start();
    job.runSoon();
    timers.advance(5);
    state.finish[0](new Error('carrier down'));
    await background.idle();
    expect(job.status()).toMatchObject({ passes: 1, failures: 1, lastError: 'carrier down', lastStartedAt: new Date(1_000_000), lastEndedAt: new Date(1_000_005) });
    job.runSoon();
    state.finish[1]();
    await background.idle();
    expect(job.status()).toMatchObject({ passes: 2, failures: 1, lastError: null });
    await job.stop();
  });
});
