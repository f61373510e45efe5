import { formatBalance, formatCredits } from '../../src/lib/formatBalance';

describe('a wallet amount in dollars and credits', () => {
  it('shows both units, one credit a cent', () => {
    expect(formatBalance(11)).toBe('$11.00 · 1,100 credits');
    expect(formatBalance(0)).toBe('$0.00 · 0 credits');
    expect(formatBalance(0.01)).toBe('$0.01 · 1 credit');
    expect(formatBalance(10.35)).toBe('$10.35 · 1,035 credits');
  });

  it('counts credits with grouping and the right noun', () => {
    expect(formatCredits(1000)).toBe('1,000 credits');
    expect(formatCredits(1)).toBe('1 credit');
  });
});
