import { cachedValue } from '../src/lib/cachedValue';

describe('cachedValue', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('loads once per lifetime, callers in between share the load (even one still running)', async () => {
    let loads = 0;
    const value = cachedValue(60_000, async () => ++loads, now);
    const [first, second] = await Promise.all([value(), value()]);
    clock += 59_999;
    expect([first, second, await value(), loads]).toEqual([1, 1, 1, 1]);
    clock += 1;
    expect([await value(), loads]).toEqual([2, 2]);
  });

  it('keeps no failure: the next caller loads again', async () => {
    let attempts = 0;
    const value = cachedValue(
      60_000,
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database down');
        return 'plans';
      },
      now,
    );
    await expect(value()).rejects.toThrow('database down');
    expect([await value(), await value(), attempts]).toEqual(['plans', 'plans', 2]);
  });
});
