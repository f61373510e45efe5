import type { BillingHistoryItem, BillingHistoryKind } from '../../../src/contract/api';
import { csvLines } from '../../../src/contract/csvCell';
import { formatDayAndTime, type ReadWallClock } from '../../../src/contract/dateFormat';
import { formatSignedCents } from '../../../src/contract/money';
import type { HistoryPayment } from '../db/queries/billingRecords';
import { chargeDescription } from './chargeDescription';
import type { PurchaseIntent } from './purchaseIntent';

/**
 * What a charge was, as the history names it. From the stored intent (migration 0610); older rows
 * by their description, which has always started with the purchase's label.
 */
export function historyKind(payment: HistoryPayment): BillingHistoryKind {
  if (payment.kind === 'credits') return 'credits';
  if (payment.kind === 'esim') return 'esim';
  const intent = payment.purchase as PurchaseIntent | null;
  const automaticRenewal = intent ? intent.type === 'renewal' : payment.description.startsWith('Renewal: ');
  if (automaticRenewal) return payment.status === 'failed' ? 'failed_renewal' : 'renewal';
  if (intent?.type === 'subscription' && intent.purpose === 'resubscribe') return 'renewal';
  if ((intent?.type === 'subscription' && intent.purpose === 'upgrade') || payment.description.startsWith('Upgrade: ')) return 'upgrade';
  return 'plan';
}

/** A history row: named by its receipt number (never the payment's id, which would count everyone's payments). */
export function historyItem(payment: HistoryPayment): BillingHistoryItem<string> {
  const succeeded = payment.status === 'succeeded';
  return {
    id: payment.receipt_number,
    created_at: new Date(payment.created_at).toISOString(),
    kind: historyKind(payment),
    description: chargeDescription(payment),
    amount_cents: payment.amount_cents,
    currency: payment.currency,
    card: payment.card_brand && payment.card_last4 ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
    status: succeeded ? 'succeeded' : 'failed',
    receipt_id: succeeded ? payment.receipt_number : null,
  };
}

/** The CSV's columns, headed in words (a spreadsheet's first row is read by the customer). */
const CSV_COLUMNS = ['Receipt number', 'Date', 'Type', 'Description', 'Amount', 'Currency', 'Card', 'Status'] as const;

/** A history kind as the customer reads it (the API's values are codes). */
const KIND_NAMES: Record<BillingHistoryKind, string> = {
  plan: 'Plan',
  renewal: 'Plan renewal',
  upgrade: 'Plan upgrade',
  credits: 'Credits',
  esim: 'eSIM',
  refund: 'Refund',
  failed_renewal: 'Failed renewal',
};

/** Every charge, in words, the product's date style ('28 Nov 2026, 19:36' on the server's display clock) and money style ('$1,234.50'). */
export function historyCsv(items: BillingHistoryItem<string>[], clock: ReadWallClock): string {
  const rows = items.map((item) => [
    item.id,
    formatDayAndTime(new Date(item.created_at), clock),
    KIND_NAMES[item.kind as BillingHistoryKind] ?? item.kind,
    item.description,
    formatSignedCents(item.amount_cents),
    item.currency.toUpperCase(),
    item.card ? `${capitalised(item.card.brand)} ${item.card.last4}` : '',
    item.status === 'succeeded' ? 'Paid' : 'Failed',
  ]);
  return csvLines([CSV_COLUMNS, ...rows]);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
