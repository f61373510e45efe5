import { formatCount } from '../../src/lib/formatCount';

describe('formatCount: whole numbers as en-US writes them, without Intl', () => {
  it.each([0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567, 2 ** 31, -1, -1000, -1_234_567])(
    '%p reads as toLocaleString("en-US") reads it',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    },
  );

  it('agrees with toLocaleString("en-US") on every count up to 20,000 and a spread beyond', () => {
    const counts = [...Array.from({ length: 20_001 }, (_, index) => index), ...Array.from({ length: 2000 }, (_, index) => index * 7_919_371)];
    expect(counts.filter((count) => formatCount(count) !== count.toLocaleString('en-US'))).toEqual([]);
  });
});
