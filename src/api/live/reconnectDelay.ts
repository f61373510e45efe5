/** Reconnect delays: 1 s doubling to a 30 s cap, reset after a connection says `ready`. */
export const FIRST_RECONNECT_MS = 1_000;
export const MAX_RECONNECT_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first): between half and all of the
 * capped exponential step, so that many tabs dropped by one server restart do not return together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_RECONNECT_MS, FIRST_RECONNECT_MS * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Resolves after `ms`, or at once when `cancelled` settles first. */
export type Wait = (ms: number, cancelled: Promise<unknown>) => Promise<void>;

const timerWait: Wait = (ms, cancelled) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    cancelled.then(stop, stop);
  });

let wait: Wait = timerWait;

/** Replaces the wait between attempts; no argument restores the timer (tests step through the backoff). */
export function setReconnectWait(replacement: Wait = timerWait): void {
  wait = replacement;
}

export function reconnectWait(ms: number, cancelled: Promise<unknown>): Promise<void> {
  return wait(ms, cancelled);
}
