import type { BackgroundTasks } from '../lib/backgroundTasks';

/** What the app's metrics hear of each job pass (metrics/appMetrics.ts). */
export interface JobObserver {
  succeeded(job: string): void;
  failed(job: string): void;
}

/** Keyed by the app's background tasks, which every JobPoller already holds: one observer per app. */
const observers = new WeakMap<BackgroundTasks, JobObserver>();

export function observeJobs(background: BackgroundTasks, observer: JobObserver): void {
  observers.set(background, observer);
}

/** Runs one job pass, telling the app's observer (if any) how it ended; the failure still propagates. */
export async function observedJobPass(background: BackgroundTasks, job: string, pass: () => Promise<void>): Promise<void> {
  const observer = observers.get(background);
  try {
    await pass();
  } catch (error) {
    observer?.failed(job);
    throw error;
  }
  observer?.succeeded(job);
}
