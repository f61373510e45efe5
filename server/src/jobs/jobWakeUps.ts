/** The background jobs, by name (jobs/index.ts lists them). */
export type JobName = 'port completions' | 'subscription renewals' | 'pending payments' | 'number holds' | 'mail outbox' | 'data exports' | 'caller lookup backfill';

/** What a request may ask of the jobs: a pass of one at `at`, when it knows work is due sooner than the next poll. */
export interface JobWakeUps {
  wakeAt(job: JobName, at: Date): void;
  /** A pass of `job` now, or right after the one running (work was just queued). */
  wake(job: JobName): void;
}
