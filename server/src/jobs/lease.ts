/**
 * One kind of claimable work (ports, subscriptions, holds): how a pass's claims on it are moved
 * to a later lease end, and given back. Both only touch rows whose claim still ends at `from`:
 * a row whose claim ended and that another instance claimed since is not ours any more.
 */
export interface ClaimKind<Id> {
  readonly name: string;
  /** Moves the claims of `ids` ending at `from` to `to`; answers the ids it moved (those still ours). */
  extend(ids: Id[], from: Date, to: Date): Promise<Id[]>;
  /** Gives the claims of `ids` ending at `from` back, so that any instance's next poll takes them. */
  release(ids: Id[], from: Date, now: Date): Promise<void>;
}

/**
 * The claims one job pass holds in the database, all ending at one time: `leaseMs` after they
 * were taken or last renewed. The job's runner renews them while the pass works (every third of
 * the lease) and releases what is left when the pass ends or the server stops. A pass asks
 * `holds` before working on each claimed row, and `owns` before committing it: a claim that was not
 * renewed in time may be another instance's by now, and a stopping server takes no more work.
 */
export class Lease {
  private endsAt: number;
  private stopping = false;
  /** By kind name: the rows claimed and not yet done. */
  private readonly claims = new Map<string, { kind: ClaimKind<unknown>; ids: Set<unknown> }>();
  /** Claiming, renewing and work that names the lease end take turns: a claim never ends at a time the lease has left. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: () => number,
    readonly leaseMs: number,
  ) {
    this.endsAt = clock() + leaseMs;
  }

  /** Now, by the lease's clock. */
  now(): Date {
    return new Date(this.clock());
  }

  /** When the claims end unless renewed: what a claim is taken until. */
  until(): Date {
    return new Date(this.endsAt);
  }

  /** Runs `work` with the lease end, while no renewal moves it. */
  withEnd<T>(work: (until: Date) => Promise<T>): Promise<T> {
    const result = this.turn.then(() => work(this.until()));
    this.turn = result.catch(() => undefined);
    return result;
  }

  /** Claims rows with `take` (until the lease end it is given) and holds them. */
  async claim<Id>(kind: ClaimKind<Id>, take: (until: Date) => Promise<Id[]>): Promise<Id[]> {
    return this.withEnd(async (until) => {
      const ids = await take(until);
      const held = this.claims.get(kind.name) ?? { kind: kind as ClaimKind<unknown>, ids: new Set<unknown>() };
      for (const id of ids) held.ids.add(id);
      this.claims.set(kind.name, held);
      return ids;
    });
  }

  /** The pass is done with this row (it rescheduled or ended it): nothing to renew or release. */
  done<Id>(kind: ClaimKind<Id>, id: Id): void {
    this.claims.get(kind.name)?.ids.delete(id);
  }

  /** Whether the pass may start work on this row: it owns it and the server is not stopping. */
  holds<Id>(kind: ClaimKind<Id>, id: Id): boolean {
    return !this.stopping && this.owns(kind, id);
  }

  /** Whether the pass may commit work on this row: claimed, not lost to another instance, its lease not over. */
  owns<Id>(kind: ClaimKind<Id>, id: Id): boolean {
    return this.clock() < this.endsAt && (this.claims.get(kind.name)?.ids.has(id) ?? false);
  }

  /** Whether the pass should claim more work. */
  get active(): boolean {
    return !this.stopping && this.clock() < this.endsAt;
  }

  /** The server is stopping: no more work is started; what is claimed is released when the pass ends. */
  stop(): void {
    this.stopping = true;
  }

  /**
   * Moves every claim to `leaseMs` from now. A claim no longer ours (its lease ran out and another
   * instance took it) is dropped: the pass does not commit it.
   */
  renew(): Promise<void> {
    return this.withEnd(() => this.moveClaims());
  }

  private async moveClaims(): Promise<void> {
    const from = new Date(this.endsAt);
    const to = new Date(this.clock() + this.leaseMs);
    if (to.getTime() <= from.getTime()) return;
    for (const { kind, ids } of this.claims.values()) {
      if (ids.size === 0) continue;
      const kept = new Set(await kind.extend([...ids], from, to));
      for (const id of ids) if (!kept.has(id)) ids.delete(id);
    }
    this.endsAt = to.getTime();
  }

  /** Gives back every claim the pass has not finished, so that another instance takes it at its next poll. */
  release(): Promise<void> {
    return this.withEnd((from) => this.giveBack(from));
  }

  private async giveBack(from: Date): Promise<void> {
    for (const { kind, ids } of this.claims.values()) {
      if (ids.size > 0) await kind.release([...ids], from, this.now());
      ids.clear();
    }
  }
}

/**
 * The lease a pass works under: the runner's, or, for a pass called with a time (tests, tools),
 * one whose clock stands at that time: never renewed, never over.
 */
export function leaseAt(at: Lease | Date, leaseMs: number): Lease {
  if (at instanceof Lease) return at;
  const frozen = at.getTime();
  return new Lease(() => frozen, leaseMs);
}
