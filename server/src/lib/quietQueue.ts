import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackgroundTasks } from './backgroundTasks';
import type { Logger } from './logger';

export interface QuietQueueOptions<T> {
  /** Names the work in the log. */
  name: string;
  /** Does one item's work; a failure is logged and the queue goes on. */
  work: (item: T) => Promise<void>;
  /** The pause before each batch, drawn anew each time between these bounds (ms). */
  pauseMs: { min: number; max: number };
  /** Items beyond this many waiting are dropped (and logged): memory stays bounded under a flood. */
  maxWaiting: number;
}

/**
 * Work taken off the request path and done one item at a time, a short random pause after it was
 * asked for: the caller's answer never waits for it, and the request that follows does not run
 * beside it, so neither tells how much work an item needed. Runs as a background task, so
 * `BackgroundTasks.idle()` (shutdown, tests) waits until the queue is empty. In memory: a restart
 * forgets what was still waiting.
 */
export class QuietQueue<T> {
  private readonly waiting: T[] = [];
  private draining = false;

  constructor(
    private readonly background: BackgroundTasks,
    private readonly log: Logger,
    private readonly options: QuietQueueOptions<T>,
  ) {}

  push(item: T): void {
    if (this.waiting.length >= this.options.maxWaiting) {
      this.log.warn({ queue: this.options.name, waiting: this.waiting.length }, 'queue full: item dropped');
      return;
    }
    this.waiting.push(item);
    if (this.draining) return;
    this.draining = true;
    this.background.run(this.options.name, () => this.drain());
  }

  /** How many items wait now. */
  get size(): number {
    return this.waiting.length;
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const { min, max } = this.options.pauseMs;
        await sleep(randomInt(min, max + 1));
        // Everything asked for until now, one after the other: a burst never runs side by side.
        for (let item = this.waiting.shift(); item !== undefined; item = this.waiting.shift()) {
          try {
            await this.options.work(item);
          } catch (error) {
            this.log.error({ err: error, queue: this.options.name }, 'queued work failed');
          }
        }
      }
    } finally {
      this.draining = false;
    }
  }
}
