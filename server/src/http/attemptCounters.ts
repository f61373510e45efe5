import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addToStreaks, deleteCounters, deleteExpiredCounters, hitFixedWindow, liveCounters } from '../db/queries/rateLimitCounters';
import type { Database } from '../db/schema';

/** How often one server sweeps counters that no longer count. */
const SWEEP_INTERVAL_MS = 60_000;

/** A counter read back: how many, and when the latest was (ms since the epoch). */
export interface Count {
  count: number;
  lastAt: number;
}

/** What a counter is kept under: a hash, so the table holds no email or address in clear. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Attempt counters in the database, shared by every server on it (migration 0520): fixed windows
 * for the endpoint limits, and failure streaks for sign-in's lockout. Keys are readable here
 * ('sign_in:ip:203.0.113.9') and hashed on the way to the table.
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
    return { count: row.count, endsAt: new Date(row.expires_at).getTime() };
  }

  /** Adds one failure to the streak of each key; a streak is forgotten `forgetMs` after its latest failure. */
  async addFailure(keys: string[], forgetMs: number): Promise<void> {
    const now = new Date(this.now());
    await this.sweepNowAndThen(now);
    await addToStreaks(this.db, [...new Set(keys)].map(storedKey), now, forgetMs);
  }

  /** The live counts of `keys`, by key; a key without one is absent. */
  async read(keys: string[]): Promise<Map<string, Count>> {
    const byStoredKey = new Map(keys.map((key) => [storedKey(key), key]));
    const rows = await liveCounters(this.db, [...byStoredKey.keys()], new Date(this.now()));
    const counts = new Map<string, Count>();
    for (const row of rows) {
      const key = byStoredKey.get(row.key);
      if (key !== undefined) counts.set(key, { count: row.count, lastAt: new Date(row.last_at).getTime() });
    }
    return counts;
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
