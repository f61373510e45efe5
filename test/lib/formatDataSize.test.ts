import { formatDataSize } from '../../src/lib/formatDataSize';

describe('formatDataSize (SPEC §9)', () => {
  it.each([
    [0, '0 MB'],
    [0.4, '0 MB'],
    [0.5, '1 MB'],
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
});
