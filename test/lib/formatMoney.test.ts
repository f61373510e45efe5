import { formatMoney } from '../../src/lib/formatMoney';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [9.99, '$9.99'],
    [2397 / 100, '$23.97'],
    [1234.5, '$1,234.50'],
  ])('%p dollars shows as %p', (dollars, shown) => {
    expect(formatMoney(dollars)).toBe(shown);
  });
});
