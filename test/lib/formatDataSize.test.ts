import { formatDataSize } from '../../src/lib/formatDataSize';

describe('formatDataSize (SPEC §9)', () => {
  it.each([
    [0, '0 MB'],
    // Below 10 MB to a tenth, so that down + up add up to the total shown.
    [0.4, '0.4 MB'],
    [1.44, '1.4 MB'],
    [2, '2 MB'],
    [9.94, '9.9 MB'],
    [9.96, '10 MB'],
    [10.4, '10 MB'],
    [150, '150 MB'],
    [512.49, '512 MB'],
    [1023.4, '1023 MB'],
    // Under 1024 MB stays in MB even when rounding reaches 1024.
    [1023.6, '1024 MB'],
    [1024, '1.0 GB'],
    [1536, '1.5 GB'],
    [2047, '2.0 GB'],
    [10 * 1024 + 51.2, '10.1 GB'],
  ])('%p MB shows as %p', (megabytes, shown) => {
    expect(formatDataSize(megabytes)).toBe(shown);
  });

  it('small parts add up: down 1.4 + up 0.4 shows a total of 1.8, not "1 + 0 = 2"', () => {
    expect([1.4, 0.4, 1.8].map(formatDataSize)).toEqual(['1.4 MB', '0.4 MB', '1.8 MB']);
  });
});
