import type { JobTimers } from '../../src/jobs/jobRunner';

interface Timer {
  dueAt: number;
  everyMs: number | null;
  tick: () => void;
}

/** A job runner's clock and timers that move only when the test says: `advance(ms)` fires what falls due. */
export class ManualTimers implements JobTimers {
  private readonly timers = new Set<Timer>();

  constructor(public now: number = Date.now()) {}

  readonly clock = () => this.now;

  every(ms: number, tick: () => void): () => void {
    return this.add({ dueAt: this.now + ms, everyMs: ms, tick });
  }

  after(ms: number, tick: () => void): () => void {
    return this.add({ dueAt: this.now + ms, everyMs: null, tick });
  }

  /** Moves the clock by `ms`, firing each timer as its time comes (in time order). */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.timers].filter((timer) => timer.dueAt <= end).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!next) break;
      this.now = next.dueAt;
      if (next.everyMs === null) this.timers.delete(next);
      else next.dueAt += next.everyMs;
      next.tick();
    }
    this.now = end;
  }

  /** How many timers are set. */
  get pending(): number {
    return this.timers.size;
  }

  private add(timer: Timer): () => void {
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }
}
