import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  deleteCounters,
  deleteCountersOfSubject,
  deleteExpiredCounters,
  hitFixedWindow,
  liveCounters,
  lockCounters,
  writeCounter,
  type CounterRow,
} from '../db/queries/rateLimitCounters';
import type { Database } from '../db/schema';

/** How often one server sweeps counters that no longer count. */
const SWEEP_INTERVAL_MS = 60_000;

/** A failure streak: its key, and when `count` failures, the latest at `lastAt`, stop locking (0: no lock). */
export interface Streak {
  key: string;
  lockEnd(count: number, lastAt: number): number;
  /** Whether `count` failures lock for the longest a lock lasts (the lock grows no more). */
  capped(count: number): boolean;
  /** Whose streak it is (an account), so that all of its streaks can be cleared at once; none for a source's own. */
  subject?: string;
}

/** An attempt let through: what it changed, so that a right password can take it back. */
export interface Admitted {
  admitted: true;
  changes: { before: CounterRow; after: CounterRow }[];
  /** The streaks (readable keys) whose lock this attempt set at its longest. */
  capped: string[];
}

/** An attempt refused because one of its streaks is locked until `lockedUntil` (ms since the epoch). */
export interface Refused {
  admitted: false;
  lockedUntil: number;
  /** The locked streaks (readable keys) whose lock is at its longest. */
  capped: string[];
}

/** What a counter is kept under: a hash, so the table holds no email or address in clear. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const time = (value: Date | string | null): number => (value === null ? 0 : new Date(value).getTime());

/**
 * Attempt counters in the database, shared by every server on it (migration 0520): fixed windows
 * for the endpoint limits, and wrong-password streaks with their locks. Keys are readable here
 * ('password:ip:203.0.113.9') and hashed on the way to the table.
 */
export class AttemptCounters {
  private nextSweepAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** The clock, in ms since the epoch (tests move it). */
    readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt under `key` in a fixed window of `windowMs`: the count so far and when the window ends. */
  async hitWindow(key: string, windowMs: number): Promise<{ count: number; endsAt: number }> {
    const now = new Date(this.now());
    await this.sweepNowAndThen(now);
    const row = await hitFixedWindow(this.db, storedKey(key), now, windowMs);
    return { count: row.count, endsAt: time(row.expires_at) };
  }

  /** A fixed window's count so far without counting: null when the key has no live window. */
  async peekWindow(key: string): Promise<{ count: number; endsAt: number } | null> {
    const [row] = await liveCounters(this.db, [storedKey(key)], new Date(this.now()));
    return row ? { count: row.count, endsAt: time(row.expires_at) } : null;
  }

  /**
   * One more attempt on every streak, let through only if none is locked, decided under row locks
   * in one short transaction: concurrent attempts on any number of servers are counted one after
   * another, so a burst gets no more tries than a sequence. A streak is forgotten `forgetMs` after
   * its latest attempt. The attempt counts as a failure (and may start a lock) until `takeBack`.
   */
  async admit(streaks: Streak[], forgetMs: number): Promise<Admitted | Refused> {
    if (streaks.length === 0) return { admitted: true, changes: [], capped: [] };
    const nowMs = this.now();
    const now = new Date(nowMs);
    await this.sweepNowAndThen(now);
    const byStoredKey = new Map(streaks.map((streak) => [storedKey(streak.key), streak]));
    const subjectOf = (key: string) => {
      const subject = byStoredKey.get(key)?.subject;
      return subject === undefined ? null : storedKey(subject);
    };
    return this.db.transaction().execute(async (trx) => {
      const rows = await lockCounters(trx, [...byStoredKey.keys()], now, subjectOf);
      const current = rows.map((row) => (time(row.expires_at) > nowMs ? row : { ...row, count: 0, locked_until: null }));
      const locked = current.filter((row) => time(row.locked_until) > nowMs);
      if (locked.length > 0) {
        const lockedUntil = Math.max(...locked.map((row) => time(row.locked_until)));
        const capped = locked.flatMap((row) => {
          const streak = byStoredKey.get(row.key);
          return streak?.capped(row.count) ? [streak.key] : [];
        });
        return { admitted: false, lockedUntil, capped } as Refused;
      }
      const changes = [];
      const capped: string[] = [];
      for (const before of current) {
        const count = before.count + 1;
        const streak = byStoredKey.get(before.key);
        const lockEnd = streak?.lockEnd(count, nowMs) ?? 0;
        const after: CounterRow = {
          key: before.key,
          count,
          last_at: now,
          expires_at: new Date(nowMs + forgetMs),
          locked_until: lockEnd > 0 ? new Date(lockEnd) : null,
          subject: subjectOf(before.key),
        };
        await writeCounter(trx, after);
        changes.push({ before, after });
        if (streak && lockEnd > 0 && streak.capped(count)) capped.push(streak.key);
      }
      return { admitted: true, changes, capped } as Admitted;
    });
  }

  /**
   * Clears every streak and lock of `subject` (an account), from every source and device, in the
   * caller's transaction (a password reset's).
   */
  async forgetSubject(trx: Kysely<Database>, subject: string): Promise<void> {
    await deleteCountersOfSubject(trx, storedKey(subject));
  }

  /**
   * Takes an admitted attempt back out of the streaks it changed (its password was right): one
   * fewer, and a lock it started lifted (while it was on, every other attempt was refused, so the
   * row is still as this attempt left it).
   */
  async takeBack(attempt: Admitted, keys: string[]): Promise<void> {
    const wanted = new Set(keys.map(storedKey));
    const changes = attempt.changes.filter((change) => wanted.has(change.before.key));
    if (changes.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const rows = await lockCounters(trx, changes.map((change) => change.before.key), new Date(this.now()));
      for (const { before, after } of changes) {
        const row = rows.find((candidate) => candidate.key === before.key);
        if (!row) continue;
        const untouchedSince = row.count === after.count && time(row.locked_until) === time(after.locked_until);
        await writeCounter(trx, untouchedSince && after.locked_until ? before : { ...row, count: Math.max(0, row.count - 1) });
      }
    });
  }

  /** When the last of the locks on `keys` ends (ms since the epoch), without counting; 0 when none is on. */
  async lockedUntil(keys: string[]): Promise<number> {
    const rows = await liveCounters(this.db, keys.map(storedKey), new Date(this.now()));
    return Math.max(0, ...rows.map((row) => time(row.locked_until)));
  }

  async forget(keys: string[]): Promise<void> {
    await deleteCounters(this.db, keys.map(storedKey));
  }

  /** At most once a minute per server: one indexed delete, cheap beside the attempt it rides on. */
  private async sweepNowAndThen(now: Date): Promise<void> {
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + SWEEP_INTERVAL_MS;
    await deleteExpiredCounters(this.db, now);
  }
}
