import { formatBalance, formatCredits } from '../../lib/formatBalance';
import { formatCount } from '../../lib/formatCount';
import { formatMoney } from '../../lib/formatMoney';

/** What the add-credit page and the plan page's wallet both say about credits. */
export const creditTexts = {
  explanation: 'Each credit equals one text message or one minute of a call.',
  /** '$20.00 · 2,500 credits': what a bundle costs and what it adds (larger bundles add more than their price in credits). */
  bundleOffer: (price: number, credits: number) => `${formatMoney(price)} · ${formatCredits(credits)}`,
  /** What a bundle buys: '2,500 texts or call minutes'. */
  bundleBuys: (credits: number) => `${formatCount(credits)} texts or call minutes`,
  currentBalance: (dollars: number) => `Current balance: ${formatBalance(dollars)}`,
  newBalance: (dollars: number) => `New balance: ${formatBalance(dollars)}`,
  balanceUpdating: 'Updating your balance…',
  paidTitle: (credits: number, price: number) => `Paid ${formatMoney(price)}: ${formatCredits(credits)} added`,
  viewReceipt: 'View receipt',
  justBought: 'Just bought',
} as const;
