import { HttpFailure } from './HttpFailure';

export interface ConcurrencyLimits {
  /** How many of one user's jobs run at once. */
  running: number;
  /** How many more of one user's jobs may wait for a turn; beyond that they are refused at once. */
  waiting: number;
  /** The longest a job waits for its turn before it is refused. */
  maxWaitMs: number;
}

/**
 * The heavy reads (building a call log, a chats answer, an eSIM usage report): two at once per
 * customer, eight more waiting. The SPA asks for at most three of them at once and does not retry
 * a 429, so a customer using it never waits long and is never refused; a script firing dozens at
 * once gets 429s instead of the server's time.
 */
export const HEAVY_READ_LIMITS: ConcurrencyLimits = { running: 2, waiting: 8, maxWaitMs: 10_000 };

export const BUSY_MESSAGE = 'Too many requests at once. Please try again in a moment.';

/** A 429 with Retry-After: the user's queue is full, or the wait for a turn was too long. */
export class Busy extends HttpFailure {
  readonly retryAfterSeconds = 1;

  constructor() {
    super(429, BUSY_MESSAGE);
  }
}

/**
 * A job given a free turn takes its place at once but starts on a later pass of the event loop.
 * The embedded database answers in microtasks, so a job started at once (a receipt PDF: its
 * statements and pdf-lib) ran to its end before the server read the next request off its sockets:
 * each request of a burst found a free turn, none was queued or refused, and another customer's
 * request waited behind the whole burst (its p95 535–940 ms beside 48 parallel PDFs, no 429 among
 * 717). Started later, the requests that arrived together are all read first, and the excess of
 * the burst is queued or refused (429) before it costs a statement.
 */
function startsLater<T>(value: T): Promise<T> {
  return new Promise((resolve) => setImmediate(() => resolve(value)));
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

/**
 * At most `running` jobs of one user at a time, the next `waiting` queued in order, any more
 * refused (Busy): one customer's burst of expensive requests cannot take the whole server (the
 * embedded database and the JSON work share one thread), so other customers' requests still run
 * between its jobs. Every job starts on a later pass of the event loop than its request was read
 * (startsLater, release), so that holds even for jobs that never wait on anything. In memory, per
 * server: it bounds this server's work, which is the point.
 */
export class PerUserConcurrency {
  private readonly lanes = new Map<number, Lane>();

  constructor(private readonly limits: ConcurrencyLimits = HEAVY_READ_LIMITS) {}

  /** Runs `job` in the user's turn; throws Busy when the user has too many queued or the wait is too long. */
  async run<T>(userId: number, job: () => Promise<T>): Promise<T> {
    const lane = await this.turn(userId);
    try {
      return await job();
    } finally {
      this.release(userId, lane);
    }
  }

  /** How many of the user's jobs run and wait now. */
  load(userId: number): { running: number; waiting: number } {
    const lane = this.lanes.get(userId);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  private turn(userId: number): Promise<Lane> {
    let lane = this.lanes.get(userId);
    if (!lane) this.lanes.set(userId, (lane = { running: 0, waiting: [] }));
    const own = lane;
    if (own.running < this.limits.running) {
      own.running += 1;
      // Started on a later pass of the event loop, its place taken now: see startsLater.
      return startsLater(own);
    }
    if (own.waiting.length >= this.limits.waiting) return Promise.reject(new Busy());
    return new Promise<Lane>((resolve, reject) => {
      // Called by release(), which hands over its place in `running`.
      const admit = () => {
        clearTimeout(timer);
        resolve(own);
      };
      const timer = setTimeout(() => {
        const place = own.waiting.indexOf(admit);
        // Already handed a turn, about to start: it runs.
        if (place === -1) return;
        own.waiting.splice(place, 1);
        this.forgetIfIdle(userId, own);
        reject(new Busy());
      }, this.limits.maxWaitMs);
      own.waiting.push(admit);
    });
  }

  /**
   * The next waiting job takes over the turn, on a later pass of the event loop: between two of a
   * customer's jobs the server reads what else has arrived (other customers' requests). The
   * embedded database answers in microtasks, so jobs started one from another's end would never
   * let it: a queue of one customer's CSVs held every other request unread until it was empty.
   */
  private release(userId: number, lane: Lane): void {
    const next = lane.waiting.shift();
    if (next) {
      setImmediate(next);
      return;
    }
    lane.running -= 1;
    this.forgetIfIdle(userId, lane);
  }

  private forgetIfIdle(userId: number, lane: Lane): void {
    if (lane.running === 0 && lane.waiting.length === 0 && this.lanes.get(userId) === lane) this.lanes.delete(userId);
  }
}
