import { creditTexts } from '../../components/credits/creditTexts';
import { formatCredits } from '../../lib/formatBalance';
import { formatMoney } from '../../lib/formatMoney';

/** Texts of the add-credit page (SPEC §2, §8). */
export const creditMessages = {
  ...creditTexts,
  failed: 'Failed to add credits',
  added: 'Credits added to your wallet.',
  /** SPEC §2's terms, each said of what it applies to: credits do not renew, the plan does. */
  terms: 'Credits are a one-time purchase and never expire. Your plan is an auto-renewing subscription; no refunds for partial periods.',
  noBundle: 'No credit bundle selected.',
  /** '2,500 credits for $25.00'. */
  bundleTitle: (credits: number, price: number) => `${formatCredits(credits)} for ${formatMoney(price)}`,
  paidButton: 'Paid',
  paidHint: 'To buy more, choose a bundle again.',
  chooseAnother: 'Choose another bundle',
} as const;
