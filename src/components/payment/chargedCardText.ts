import type { CardOnFile } from '../../contract/api';
import { cardLabel } from './cardOnFileText';
import type { CardUse } from './cardUse';
import { paymentMessages } from './paymentMessages';

// Apart from upgradeQuote.ts so that the checkout names the card without loading the quote's code.
/** The card the upgrade charges, as the dialog names it. */
export function chargedCardText(use: CardUse, cardOnFile: Pick<CardOnFile, 'brand' | 'last4'> | null): string {
  if (use.kind === 'new') return paymentMessages.newCard;
  return cardOnFile ? cardLabel(cardOnFile) : paymentMessages.cardOnFile;
}
