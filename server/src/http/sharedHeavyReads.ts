import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { claimHeavyReadTurn, releaseHeavyReadTurn, renewHeavyReadTurn, type HeldTurn } from '../db/queries/heavyReadTurns';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { Busy, HEAVY_READ_LIMITS, PerUserConcurrency, type ConcurrencyLimits } from './perUserConcurrency';

/** What the routes need of the heavy-read turns (the in-memory PerUserConcurrency has it too). */
export interface HeavyReads {
  run<T>(userId: number, job: () => Promise<T>): Promise<T>;
  load(userId: number): { running: number; waiting: number };
}

export interface SharedTurnTiming {
  /** A turn's lease: renewed every third of it while the read runs; a dead instance's turn is free after it. */
  leaseMs: number;
  /** How often a read admitted here asks again for a turn that another instance holds. */
  retryMs: number;
}

export const SHARED_TURN_TIMING: SharedTurnTiming = { leaseMs: 30_000, retryMs: 200 };

/**
 * The customer's heavy-read turns across every instance on the database: first a place in this
 * instance's queue (PerUserConcurrency: at most `running` here, `waiting` more queued, the rest
 * refused at once), then one of the customer's `running` leases in heavy_read_turns, asked for
 * again every `retryMs` while other instances hold them all. A read not admitted within `maxWaitMs`
 * of its arrival is refused (Busy), as on one instance. The lease is a row, not a held connection:
 * a waiting or running read takes no pool connection, and a lease of an instance that died lapses.
 * On PostgreSQL only: the embedded database has one instance, whose queue is all the turns there
 * are (http/heavyReadsFor.ts).
 */
export class SharedHeavyReads implements HeavyReads {
  private readonly local: PerUserConcurrency;
  private refused = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
    private readonly limits: ConcurrencyLimits = HEAVY_READ_LIMITS,
    private readonly timing: SharedTurnTiming = SHARED_TURN_TIMING,
    private readonly clock: () => number = Date.now,
  ) {
    this.local = new PerUserConcurrency(limits);
  }

  /** How many heavy reads this instance has refused (429) since it started: for metrics. */
  get refusals(): number {
    return this.refused;
  }

  async run<T>(userId: number, job: () => Promise<T>): Promise<T> {
    const deadline = this.clock() + this.limits.maxWaitMs;
    try {
      return await this.local.run(userId, async () => {
        const turn = await this.sharedTurn(userId, deadline);
        const renewal = setInterval(() => void this.renew(turn), this.timing.leaseMs / 3);
        renewal.unref();
        try {
          return await job();
        } finally {
          clearInterval(renewal);
          await this.release(turn);
        }
      });
    } catch (error) {
      if (error instanceof Busy) this.refused += 1;
      throw error;
    }
  }

  /** This instance's share: its reads running and queued for the customer. */
  load(userId: number): { running: number; waiting: number } {
    return this.local.load(userId);
  }

  private async sharedTurn(userId: number, deadline: number): Promise<HeldTurn> {
    const holder = randomUUID();
    for (;;) {
      const turn = await claimHeavyReadTurn(this.db, userId, holder, this.limits.running, this.timing.leaseMs);
      if (turn) return turn;
      if (this.clock() + this.timing.retryMs > deadline) throw new Busy();
      await new Promise((resolve) => setTimeout(resolve, this.timing.retryMs));
    }
  }

  private async renew(turn: HeldTurn): Promise<void> {
    try {
      await renewHeavyReadTurn(this.db, turn, this.timing.leaseMs);
    } catch (error) {
      this.log.warn({ err: error, userId: turn.userId }, 'heavy reads: renewing a turn failed; it lapses unless the next renewal succeeds');
    }
  }

  /** A turn not given back (the database unreachable) lapses with its lease. */
  private async release(turn: HeldTurn): Promise<void> {
    try {
      await releaseHeavyReadTurn(this.db, turn);
    } catch (error) {
      this.log.warn({ err: error, userId: turn.userId }, 'heavy reads: giving back a turn failed; it lapses with its lease');
    }
  }
}
