/** When a failure streak locks, and for how long. */
export interface LockRule {
  /** Failures that start the first lock; 0 turns the rule off. */
  threshold: number;
  /** The first lock. */
  lockMs: number;
  /** No lock is longer. */
  maxLockMs: number;
}

/** Beyond this many doublings every lock is at its maximum anyway (and 2 ** n stays finite). */
const MAX_DOUBLINGS = 40;

/**
 * The end of the lock that a streak of `count` failures, the latest at `lastAt`, imposes (ms since
 * the epoch), or 0 when it imposes none. The failure that reaches the threshold starts a lock of
 * `lockMs`; each failure after it (possible only once a lock has ended) doubles it, up to `maxLockMs`.
 */
export function lockEnd(rule: LockRule, streak: { count: number; lastAt: number }): number {
  if (rule.threshold <= 0 || streak.count < rule.threshold) return 0;
  const doublings = Math.min(streak.count - rule.threshold, MAX_DOUBLINGS);
  return streak.lastAt + Math.min(rule.maxLockMs, rule.lockMs * 2 ** doublings);
}

/** Whether a streak of `count` failures locks for `maxLockMs`: each further failure locks no longer. */
export function lockCapped(rule: LockRule, count: number): boolean {
  if (rule.threshold <= 0 || count < rule.threshold || rule.maxLockMs <= 0) return false;
  const doublings = Math.min(count - rule.threshold, MAX_DOUBLINGS);
  return rule.lockMs * 2 ** doublings >= rule.maxLockMs;
}
