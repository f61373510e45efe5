import type { BackgroundTasks } from './backgroundTasks';
import type { Logger } from '../lib/logger';
import { Lease } from './lease';

/** One background job: what a pass does, how often every instance runs one, how long its claims last. */
export interface JobDefinition {
  name: string;
  intervalMs: number;
  /** How long the pass's claims last unless renewed (the pass renews them every third of it). */
  leaseMs: number;
  /** Whether a pass runs as soon as the server is ready, or first after one interval. */
  runAtStart: boolean;
  pass: (lease: Lease) => Promise<void>;
}

/** The clock and timers a runner uses: the real ones, or a test's. */
export interface JobTimers {
  clock: () => number;
  /** Calls `tick` every `ms` until the answered function is called. */
  every(ms: number, tick: () => void): () => void;
  /** Calls `tick` once after `ms`, unless the answered function is called first. */
  after(ms: number, tick: () => void): () => void;
}

export const realTimers: JobTimers = {
  clock: Date.now,
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
  after(ms, tick) {
    const timer = setTimeout(tick, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** What a job has done lately on this instance (for /api/metrics and logs). */
export interface JobStatus {
  name: string;
  intervalMs: number;
  leaseMs: number;
  running: boolean;
  /** Passes run since the server started; failures: those that ended in an error. */
  passes: number;
  failures: number;
  lastStartedAt: Date | null;
  lastEndedAt: Date | null;
  /** When the last pass that ended without an error ended. */
  lastSucceededAt: Date | null;
  /** The message of the last failed pass's error, until a pass succeeds. */
  lastError: string | null;
}

/**
 * Runs a job's pass every `intervalMs` through the app's background tasks, never two passes at
 * once: a pass asked for while one runs (by the interval or `runAt`) runs once right after it.
 * Every instance polls; what a pass does is claimed in the database for `leaseMs`, renewed while
 * the pass works and released when it ends, so each piece of work runs once whichever instance
 * finds it due, and the claims of an instance that died are taken by another within the lease and
 * one interval.
 */
export class JobRunner {
  private stopInterval: (() => void) | undefined;
  private readonly wakeUps = new Set<() => void>();
  private current: { lease: Lease; ended: Promise<void> } | undefined;
  private runAgain = false;
  private stopped = true;
  private readonly state: Omit<JobStatus, 'name' | 'intervalMs' | 'leaseMs' | 'running'> = { passes: 0, failures: 0, lastStartedAt: null, lastEndedAt: null, lastSucceededAt: null, lastError: null };

  constructor(
    readonly job: JobDefinition,
    private readonly background: BackgroundTasks,
    private readonly log: Logger,
    private readonly timers: JobTimers = realTimers,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopInterval = this.timers.every(this.job.intervalMs, () => this.runSoon());
    if (this.job.runAtStart) this.runSoon();
  }

  /** A pass at `at` as well, when this instance knows work will be due sooner than the next poll. */
  runAt(at: Date): void {
    const delay = Math.max(0, at.getTime() - this.timers.clock());
    // Later than the next poll: that poll finds it.
    if (this.stopped || delay >= this.job.intervalMs) return;
    const cancel = this.timers.after(delay, () => {
      this.wakeUps.delete(cancel);
      this.runSoon();
    });
    this.wakeUps.add(cancel);
  }

  /** A pass now, or right after the one running. */
  runSoon(): void {
    if (this.stopped) return;
    if (this.current) {
      this.runAgain = true;
      return;
    }
    const lease = new Lease(this.timers.clock, this.job.leaseMs);
    let ended!: () => void;
    this.current = { lease, ended: new Promise<void>((resolve) => (ended = resolve)) };
    this.background.run(this.job.name, async () => {
      try {
        await this.passWithLease(lease);
        while (this.runAgain && !this.stopped) {
          this.runAgain = false;
          const next = new Lease(this.timers.clock, this.job.leaseMs);
          this.current = { lease: next, ended: this.current?.ended ?? Promise.resolve() };
          await this.passWithLease(next);
        }
      } finally {
        this.current = undefined;
        ended();
      }
    });
  }

  /** One pass, its claims renewed while it works and what is left of them released when it ends. */
  private async passWithLease(lease: Lease): Promise<void> {
    this.state.lastStartedAt = new Date(this.timers.clock());
    this.state.passes += 1;
    const stopRenewing = this.timers.every(Math.max(1, Math.floor(this.job.leaseMs / 3)), () => {
      lease.renew().catch((error: unknown) => this.log.warn({ err: error, job: this.job.name }, 'job lease not renewed: claims not renewed in time are left to other instances'));
    });
    try {
      await this.job.pass(lease);
      this.state.lastError = null;
      this.state.lastSucceededAt = new Date(this.timers.clock());
    } catch (error) {
      this.state.failures += 1;
      this.state.lastError = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      stopRenewing();
      this.state.lastEndedAt = new Date(this.timers.clock());
      await lease.release().catch((error: unknown) => this.log.warn({ err: error, job: this.job.name }, 'job claims not released: they end with their lease'));
    }
  }

  status(): JobStatus {
    const { name, intervalMs, leaseMs } = this.job;
    return { name, intervalMs, leaseMs, running: this.current !== undefined, ...this.state };
  }

  /** Polls no more; a pass running starts no more work, releases its claims, and is awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopInterval?.();
    for (const cancel of this.wakeUps) cancel();
    this.wakeUps.clear();
    const running = this.current;
    if (!running) return;
    running.lease.stop();
    await running.ended;
  }
}
