/** How much a VersionedCache may hold; the least recently used entries go first. */
export interface VersionedCacheLimits {
  maxEntries: number;
  /** Total bytes of the kept values; a value larger than this alone is never kept. */
  maxBytes: number;
}

interface Entry {
  version: number;
  value: Buffer;
  /** Which load made it: of two loads of one key, the one started last is kept. */
  loadNumber: number;
}

/**
 * Bytes made from data that carries a version number which changes whenever the data does: a kept
 * value is served only while the caller's current version is the one it was made at, so nothing
 * needs to be told when the data changes. Callers asking for the same key and version while it
 * loads share that one load; a load that fails is not kept.
 */
export class VersionedCache<K> {
  private readonly kept = new Map<K, Entry>();
  private readonly loading = new Map<K, { version: number; value: Promise<Buffer> }>();
  private keptBytes = 0;
  private loadsStarted = 0;

  constructor(private readonly limits: VersionedCacheLimits) {}

  /** The value made at `version`: the kept one if it matches, else what `load` makes (then kept). */
  get(key: K, version: number, load: () => Promise<Buffer>): Promise<Buffer> {
    const entry = this.kept.get(key);
    if (entry?.version === version) {
      // Map order is the eviction order: moving the entry to the end marks it most recently used.
      this.kept.delete(key);
      this.kept.set(key, entry);
      return Promise.resolve(entry.value);
    }
    const running = this.loading.get(key);
    if (running?.version === version) return running.value;

    const loadNumber = (this.loadsStarted += 1);
    const value = load();
    const loadingEntry = { version, value };
    this.loading.set(key, loadingEntry);
    const settled = () => {
      if (this.loading.get(key) === loadingEntry) this.loading.delete(key);
    };
    value.then((made) => {
      settled();
      this.keep(key, { version, value: made, loadNumber });
    }, settled);
    return value;
  }

  /** How many values and bytes are kept now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.keptBytes };
  }

  private keep(key: K, entry: Entry): void {
    const current = this.kept.get(key);
    // A slow load must not replace what a later one made: its data may be older. Comparing load
    // order rather than versions also holds if a version ever goes back (a restored database).
    if (current && current.loadNumber > entry.loadNumber) return;
    if (current) this.drop(key, current);
    if (entry.value.length > this.limits.maxBytes) return;
    this.kept.set(key, entry);
    this.keptBytes += entry.value.length;
    for (const [oldestKey, oldest] of this.kept) {
      if (this.kept.size <= this.limits.maxEntries && this.keptBytes <= this.limits.maxBytes) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: K, entry: Entry): void {
    this.kept.delete(key);
    this.keptBytes -= entry.value.length;
  }
}
