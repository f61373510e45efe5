import type { BillingHistoryItem, BillingHistoryKind } from '../../../src/contract/api';
import type { HistoryPayment } from '../db/queries/billingRecords';
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
    description: payment.description,
    amount_cents: payment.amount_cents,
    currency: payment.currency,
    card: payment.card_brand && payment.card_last4 ? { brand: payment.card_brand, last4: payment.card_last4 } : null,
    status: succeeded ? 'succeeded' : 'failed',
    receipt_id: succeeded ? payment.receipt_number : null,
  };
}

const CSV_COLUMNS = ['id', 'created_at', 'kind', 'description', 'amount', 'currency', 'card', 'status', 'receipt_id'] as const;

/**
 * One CSV cell (RFC 4180: quoted when it holds a comma, quote or line break, quotes doubled). A
 * cell a spreadsheet would run as a formula (= + - @, or a tab or CR first) is prefixed with '.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function historyCsv(items: BillingHistoryItem<string>[]): string {
  const rows = items.map((item) => [
    item.id,
    item.created_at,
    item.kind,
    item.description,
    (item.amount_cents / 100).toFixed(2),
    item.currency.toUpperCase(),
    item.card ? `${item.card.brand} ${item.card.last4}` : '',
    item.status,
    item.receipt_id ?? '',
  ]);
  return [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
