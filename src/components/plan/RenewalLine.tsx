import { formatDay } from '../../contract/dateFormat';
import { formatCents } from '../../contract/money';
import { cardLabel } from '../payment/cardOnFileText';
import type { Renewal } from './renewal';

/** 'Renews on 28 Dec 2026, $29.97 to Visa •••• 4242' or 'Cancels on 28 Dec 2026'. */
export function renewalText(renewal: Renewal): string {
  const day = formatDay(renewal.at);
  if (renewal.kind === 'cancels') return `Cancels on ${day}`;
  const amount = renewal.amountCents === null ? '' : `, ${formatCents(renewal.amountCents)}`;
  // The provider names brands its own way ('visa'): shown as the customer knows them.
  const card = renewal.card ? ` to ${cardLabel(renewal.card)}` : '';
  return `Renews on ${day}${amount}${card}`;
}

export function RenewalLine({ renewal }: { renewal: Renewal }) {
  return (
<p className="pn-body2 pn-bold pn-anywhere">{renewalText(renewal)}</p>
  );
}
