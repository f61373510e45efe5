import { isDatabaseUnreachable } from '../db/connectionErrors';
import type { Logger } from '../lib/logger';

/**
 * Work that runs after the response (mail that must not change a response's timing, delayed
 * sandbox events). Failures are logged, never thrown; `idle()` lets shutdown and tests wait.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise: Promise<void> = task()
      .catch((error: unknown) => {
        // A lost database is logged once per outage (db/databaseOutages.ts), not by every job poll meanwhile.
        if (isDatabaseUnreachable(error)) this.log.debug({ err: error, task: name }, 'background task waits for the database');
        else this.log.error({ err: error, task: name }, 'background task failed');
      })
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves once every task started so far, and any task those started, has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
