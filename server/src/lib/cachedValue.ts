/**
 * A value loaded at most once per `ttlMs`: callers within that time share one load (even while it
 * is still running), and a load that fails is not kept, so the next caller tries again.
 */
export function cachedValue<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | null = null;
  return () => {
    if (!cached || now() >= cached.until) {
      const entry = { value: load(), until: now() + ttlMs };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.value;
  };
}
