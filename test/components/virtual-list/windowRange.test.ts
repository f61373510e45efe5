import { rowOffsets, windowRange } from '../../../src/components/virtual-list/windowRange';

describe('rowOffsets', () => {
  it('gives the top of each row and the total height last', () => {
    expect(rowOffsets(4, (index) => [10, 20, 30, 40][index])).toEqual([0, 10, 30, 60, 100]);
    expect(rowOffsets(0, () => 10)).toEqual([0]);
  });
});

describe('windowRange', () => {
  // 100 rows of 50 px.
  const offsets = rowOffsets(100, () => 50);

  it.each([
    { case: 'at the top', scrollTop: 0, viewport: 200, overscan: 0, first: 0, last: 3 },
    { case: 'at the top with overscan', scrollTop: 0, viewport: 200, overscan: 2, first: 0, last: 5 },
    { case: 'in the middle', scrollTop: 1000, viewport: 200, overscan: 2, first: 18, last: 25 },
    { case: 'mid-row', scrollTop: 1025, viewport: 200, overscan: 0, first: 20, last: 24 },
    { case: 'at the end', scrollTop: 4800, viewport: 200, overscan: 3, first: 93, last: 99 },
    { case: 'scrolled past the end (elastic scroll)', scrollTop: 9000, viewport: 200, overscan: 0, first: 99, last: 99 },
    { case: 'above the top (elastic scroll)', scrollTop: -80, viewport: 200, overscan: 0, first: 0, last: 3 },
    { case: 'a viewport taller than the list', scrollTop: 0, viewport: 10_000, overscan: 5, first: 0, last: 99 },
  ])('$case: rows $first to $last', ({ scrollTop, viewport, overscan, first, last }) => {
    expect(windowRange(offsets, scrollTop, viewport, overscan)).toEqual({ first, last });
  });

  it('works with rows of different heights', () => {
    const mixed = rowOffsets(6, (index) => (index % 2 === 0 ? 40 : 100)); // 0,40,140,180,280,320,420
    expect(windowRange(mixed, 150, 100, 0)).toEqual({ first: 2, last: 3 });
  });

  it('mounts nothing for an empty list', () => {
    expect(windowRange(rowOffsets(0, () => 50), 0, 600, 6)).toEqual({ first: 0, last: -1 });
  });

  it('keeps the window small for 10,000 rows wherever the list is scrolled', () => {
    const long = rowOffsets(10_000, (index) => (index % 7 === 0 ? 40 : 64));
    for (const scrollTop of [0, 12_345, 300_000, long[10_000] - 600]) {
      const { first, last } = windowRange(long, scrollTop, 600, 6);
      expect(last - first + 1).toBeLessThan(40);
      expect(long[first]).toBeLessThanOrEqual(scrollTop);
      expect(long[last + 1]).toBeGreaterThanOrEqual(scrollTop + 600);
    }
  });
});
