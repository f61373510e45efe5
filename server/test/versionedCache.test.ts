import { VersionedCache } from '../src/lib/versionedCache';

const bytes = (text: string) => Buffer.from(text);

/** A load that counts its runs and answers `text`. */
function counted(text: string) {
  const load = Object.assign(async () => {
    load.runs += 1;
    return bytes(text);
  }, { runs: 0 });
  return load;
}

describe('VersionedCache', () => {
  it('serves the kept value while the version matches, and loads again when it changes', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    const first = counted('v1');
    expect((await cache.get(1, 1, first)).toString()).toBe('v1');
    expect((await cache.get(1, 1, first)).toString()).toBe('v1');
    expect(first.runs).toBe(1);

    const second = counted('v2');
    expect((await cache.get(1, 2, second)).toString()).toBe('v2');
    expect(second.runs).toBe(1);
  });

  it('keeps each key apart', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    await cache.get(1, 5, counted('alice'));
    expect((await cache.get(2, 5, counted('bob'))).toString()).toBe('bob');
    expect((await cache.get(1, 5, counted('not alice'))).toString()).toBe('alice');
  });

  it('runs one load for callers asking for the same version at once', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    const load = counted('shared');
    const answers = await Promise.all([cache.get(1, 1, load), cache.get(1, 1, load), cache.get(1, 1, load)]);
    expect(answers.map(String)).toEqual(['shared', 'shared', 'shared']);
    expect(load.runs).toBe(1);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    await expect(cache.get(1, 1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const retry = counted('fine');
    expect((await cache.get(1, 1, retry)).toString()).toBe('fine');
    expect(retry.runs).toBe(1);
  });

  it('never lets a slow load replace what a later load made', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    let finishOld: (value: Buffer) => void = () => undefined;
    const old = cache.get(1, 1, () => new Promise<Buffer>((resolve) => (finishOld = resolve)));
    await cache.get(1, 2, counted('new'));
    finishOld(bytes('old'));
    await old;
    const later = counted('loaded again');
    expect((await cache.get(1, 2, later)).toString()).toBe('new');
    expect(later.runs).toBe(0);
  });

  it('serves nothing stale when a version comes back (a database restored from a backup)', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    await cache.get(1, 5, counted('before the restore'));
    await cache.get(1, 3, counted('restored'));
    const afterRestore = counted('made again at 5');
    expect((await cache.get(1, 5, afterRestore)).toString()).toBe('made again at 5');
    expect(afterRestore.runs).toBe(1);
  });

  it('holds at most maxEntries, dropping the least recently used first', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 3, maxBytes: 1000 });
    for (const key of [1, 2, 3]) await cache.get(key, 1, counted(`user ${key}`));
    await cache.get(1, 1, counted('unused'));
    await cache.get(4, 1, counted('user 4'));
    expect(cache.size.entries).toBe(3);
    const reloads = { 1: counted('again'), 2: counted('again'), 3: counted('again'), 4: counted('again') };
    // 2 was used least recently, so it went; 1 was read again just before 4 came.
    await cache.get(1, 1, reloads[1]);
    await cache.get(3, 1, reloads[3]);
    await cache.get(4, 1, reloads[4]);
    expect([reloads[1].runs, reloads[3].runs, reloads[4].runs]).toEqual([0, 0, 0]);
    await cache.get(2, 1, reloads[2]);
    expect(reloads[2].runs).toBe(1);
  });

  it('holds at most maxBytes, and never keeps a value larger than that alone', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 100, maxBytes: 100 });
    for (let key = 0; key < 20; key += 1) {
      await cache.get(key, 1, counted('x'.repeat(30)));
      expect(cache.size.bytes).toBeLessThanOrEqual(100);
    }
    expect(cache.size).toEqual({ entries: 3, bytes: 90 });

    const huge = counted('y'.repeat(101));
    await cache.get(99, 1, huge);
    await cache.get(99, 1, huge);
    expect(huge.runs).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
  });

  it('counts a replaced value once', async () => {
    const cache = new VersionedCache<number>({ maxEntries: 10, maxBytes: 1000 });
    await cache.get(1, 1, counted('a'.repeat(40)));
    await cache.get(1, 2, counted('b'.repeat(10)));
    expect(cache.size).toEqual({ entries: 1, bytes: 10 });
  });
});
