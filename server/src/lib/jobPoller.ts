import { observedJobPass } from '../metrics/jobMetrics';
import type { BackgroundTasks } from './backgroundTasks';

/**
 * Runs a job pass every `intervalMs` through the app's background tasks, never two passes at
 * once: a pass asked for while one runs (by the interval or `runAt`) runs once right after it.
 * Every instance polls; what a pass does is claimed in the database, so each piece of work runs
 * once whichever instance finds it due, and work scheduled by an instance that died is found by
 * the others within one interval.
 */
export class JobPoller {
  private interval: NodeJS.Timeout | undefined;
  private readonly wakeUps = new Set<NodeJS.Timeout>();
  private running = false;
  private runAgain = false;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly background: BackgroundTasks,
    private readonly pass: () => Promise<void>,
  ) {}

  /** Starts polling; with `runAtOnce` the first pass runs now rather than after one interval. */
  start({ runAtOnce }: { runAtOnce: boolean }): void {
    this.stopped = false;
    this.interval = setInterval(() => this.runSoon(), this.intervalMs);
    this.interval.unref();
    if (runAtOnce) this.runSoon();
  }

  /** A pass at `at` as well, when this instance knows work will be due sooner than the next poll. */
  runAt(at: Date): void {
    const delay = Math.max(0, at.getTime() - Date.now());
    // Later than the next poll: that poll finds it.
    if (this.stopped || delay >= this.intervalMs) return;
    const timer = setTimeout(() => {
      this.wakeUps.delete(timer);
      this.runSoon();
    }, delay);
    timer.unref();
    this.wakeUps.add(timer);
  }

  /** A pass now, or right after the one running. */
  runSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = true;
    this.background.run(this.name, async () => {
      try {
        do {
          this.runAgain = false;
          await observedJobPass(this.background, this.name, this.pass);
        } while (this.runAgain && !this.stopped);
      } finally {
        this.running = false;
      }
    });
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.interval);
    for (const timer of this.wakeUps) clearTimeout(timer);
    this.wakeUps.clear();
  }
}
