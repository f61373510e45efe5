/**
 * How long a row may take from getting its id to being committed and still be sent. Ids come from
 * a sequence, so two writers can commit ids out of order: a read that saw id 11 must not make the
 * next read skip id 10 committed a moment later. Reads therefore start from where the cursor was
 * this long ago, and rows already sent since are skipped.
 */
export const LOOKBACK_MS = 60_000;

/**
 * Where a stream is in one table of a customer's activity (calls or messages, by row id): which
 * ids the next read asks for, and which of the rows it gets are new. Memory is bounded by what was
 * sent within LOOKBACK_MS.
 */
export class ActivityCursor {
  /** The newest id sent (or present when the stream began). */
  private newest: number;
  /** Each advance of `newest` within the lookback, oldest first: when, and from what. */
  private readonly advances: { atMs: number; from: number }[] = [];
  /** Ids sent within the lookback. */
  private readonly sent = new Set<number>();
  private readonly sentAt: { atMs: number; id: number }[] = [];

  constructor(start: number) {
    this.newest = start;
  }

  /** The next read asks for ids above this. */
  floor(nowMs: number): number {
    this.forgetBefore(nowMs - LOOKBACK_MS);
    return this.advances[0]?.from ?? this.newest;
  }

  /** Whether a row of the read is still to be sent. */
  isNew(id: number): boolean {
    return !this.sent.has(id);
  }

  /** Records that `id` was sent at `nowMs`. */
  markSent(id: number, nowMs: number): void {
    this.sent.add(id);
    this.sentAt.push({ atMs: nowMs, id });
    if (id > this.newest) {
      this.advances.push({ atMs: nowMs, from: this.newest });
      this.newest = id;
    }
  }

  private forgetBefore(limitMs: number): void {
    while (this.advances.length > 0 && this.advances[0].atMs < limitMs) this.advances.shift();
    while (this.sentAt.length > 0 && this.sentAt[0].atMs < limitMs) {
      const [oldest] = this.sentAt.splice(0, 1);
      this.sent.delete(oldest.id);
    }
  }
}
