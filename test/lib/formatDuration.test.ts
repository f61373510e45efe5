import { formatDuration } from '../../src/lib/formatDuration';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [1, '1 s'],
    [45, '45 s'],
    [60, '60 s'],
    [61, '1 min'],
    [119, '1 min'],
    [120, '2 min'],
    [125, '2 min'],
    [3600, '60 min'],
    [12.7, '12 s'],
    [-5, '0 s'],
  ])('%p seconds shows as %p', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });
});
