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

describe('formatMoney without Intl (no locale data loaded on a payment page)', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  // Ties and near-ties (1.115 is 1.11499… in binary: Intl, like toFixed, rounds the exact value),
  // thousands, negatives, signed zero, and the edges where toFixed changes notation.
  const amounts = [0, -0, 0.005, 0.015, 0.125, 1.005, 1.115, 2.675, 0.285, 10.555, -0.001, -1234.567, 999.995, 1000, 1e6 + 0.5, 123456789.125, 1e20, 1e21, -1e22, NaN, Infinity, -Infinity];
  for (let cents = 0; cents < 2000; cents += 7) amounts.push(cents / 100, -cents / 100, cents / 100 + 0.005);
  for (let step = 1; step < 500; step += 1) amounts.push(Math.round(((step * 7919.123457) % 100000) * 1000) / 1000, (step * 0.1) / 3);

  it('writes every amount exactly as Intl.NumberFormat en-US USD does', () => {
    for (const dollars of amounts) expect([dollars, formatMoney(dollars)]).toEqual([dollars, intl.format(dollars)]);
  });

  it('does not build an Intl number format for an amount the app shows', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(1234.5)).toBe('$1,234.50');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
