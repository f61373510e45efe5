import { formatBalance, formatCredits } from '../../lib/formatBalance';
import { formatCount } from '../../lib/formatCount';
import { formatMoney } from '../../lib/formatMoney';

/** Texts of the add-credit page and the wallet (SPEC §2, §8). */
export const creditMessages = {
  failed: 'Failed to add credits',
  added: 'Credits added to your wallet.',
  explanation: 'Each credit equals one text message or one minute of a call.',
  /** SPEC §2's terms, each said of what it applies to: credits do not renew, the plan does. */
  terms: 'Credits are a one-time purchase and never expire. Your plan is an auto-renewing subscription; no refunds for partial periods.',
  noBundle: 'No credit bundle selected.',
  /** '2,500 credits for $25.00'. */
  bundleTitle: (credits: number, price: number) => `${formatCredits(credits)} for ${formatMoney(price)}`,
  /** '$20.00 · 2,500 credits': what a bundle costs and what it adds (larger bundles add more than their price in credits). */
  bundleOffer: (price: number, credits: number) => `${formatMoney(price)} · ${formatCredits(credits)}`,
  /** What a bundle buys: '2,500 texts or call minutes'. */
  bundleBuys: (credits: number) => `${formatCount(credits)} texts or call minutes`,
  currentBalance: (dollars: number) => `Current balance: ${formatBalance(dollars)}`,
  newBalance: (dollars: number) => `New balance: ${formatBalance(dollars)}`,
  balanceUpdating: 'Updating your balance…',
  paidTitle: (credits: number, price: number) => `Paid ${formatMoney(price)}: ${formatCredits(credits)} added`,
  paidButton: 'Paid',
  paidHint: 'To buy more, choose a bundle again.',
  viewReceipt: 'View receipt',
  billingHistory: 'Billing history',
  chooseAnother: 'Choose another bundle',
  justBought: 'Just bought',
} as const;
