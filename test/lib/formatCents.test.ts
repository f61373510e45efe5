import { formatCents } from '../../src/lib/formatMoney';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [999, '$9.99'],
    [2397, '$23.97'],
    [7188, '$71.88'],
    [123450, '$1,234.50'],
  ])('%p cents shows as %p', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });
});
