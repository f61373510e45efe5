import type { BillingHistoryItem } from '../../contract/api';
import { formatDay, parseTimestamp } from '../../contract/dateFormat';
import { formatCents } from '../../lib/formatMoney';
import { billingMessages } from './billingMessages';

/** '20 Nov 2026', on the customer's clock (blank when the answer's time is unreadable). */
export function chargeDate(item: BillingHistoryItem): string {
  const at = parseTimestamp(item.created_at);
  return at ? formatDay(at) : '';
}

/** The amount in dollars; a refund is money back, shown as a negative amount whichever sign it came with. */
export function chargeAmount(item: BillingHistoryItem): string {
  const cents = item.kind === 'refund' ? -Math.abs(item.amount_cents) : item.amount_cents;
  return formatCents(cents);
}

/** A card brand as printed on it: 'visa' → 'Visa', 'amex' → 'American Express'. */
const brandNames: Record<string, string> = {
  amex: 'American Express',
  american_express: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

function brandName(brand: string): string {
  const known = brandNames[brand.toLowerCase()];
  if (known) return known;
  return brand === '' ? 'Card' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** 'Visa •••• 4242', or '—' when no card was involved. */
export function chargeCard(item: BillingHistoryItem): string {
  return item.card ? `${brandName(item.card.brand)} •••• ${item.card.last4}` : billingMessages.noCard;
}

/** Whether the charge went through ('succeeded'); anything else a backend sends counts as failed. */
export function chargePaid(item: BillingHistoryItem): boolean {
  return item.status === 'succeeded';
}

/** The receipt a successful charge has, if any. */
export function receiptOf(item: BillingHistoryItem): BillingHistoryItem['receipt_id'] {
  return chargePaid(item) ? item.receipt_id : null;
}

/** Names a charge for buttons and the receipt dialog: 'Credits: 1000 credits, 20 Nov 2026'. */
export function chargeName(item: BillingHistoryItem): string {
  return `${item.description}, ${chargeDate(item)}`;
}
