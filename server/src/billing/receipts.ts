import type { ServerConfig } from '../config';
import type { Payment } from '../db/queries/payments';

/** A receipt: what the page, the PDF and the mail all show, from one succeeded payment. */
export interface Receipt {
  brand: string;
  number: string;
  /** ISO 8601, the charge's time. */
  date: string;
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  currency: string;
  card: string | null;
  businessAddress: string;
}

/**
 * A receipt number (payments.receipt_number, migration 0960): `R-` and 10 random characters of
 * 32 that are not mistaken for one another. It names the payment everywhere the customer sees
 * one (receipt, mail, history, CSV, URLs), and support finds the charge by it; the payment's id,
 * a sequence of everyone's payments, is never shown.
 */
export const RECEIPT_NUMBER_PATTERN = '^R-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$';

export function receiptOf(config: ServerConfig, payment: Payment): Receipt {
  const credit = payment.credit_applied_cents;
  // An upgrade's line is the new plan's price, then the credit for the unused time of the old one.
  const lines = credit > 0
    ? [
        { label: payment.description, amountCents: payment.amount_cents + credit },
        { label: 'Credit for unused time on the previous plan', amountCents: -credit },
      ]
    : [{ label: payment.description, amountCents: payment.amount_cents }];
  return {
    brand: config.brandName,
    number: payment.receipt_number,
    date: new Date(payment.created_at).toISOString(),
    lines,
    totalCents: payment.amount_cents,
    currency: payment.currency.toUpperCase(),
    card: payment.card_brand && payment.card_last4 ? `${capitalised(payment.card_brand)} ending ${payment.card_last4}` : null,
    businessAddress: config.businessAddress,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** $12.99, −$3.00 */
export function money(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** 25 November 2026, in UTC (the server's receipts do not know the customer's zone). */
export function receiptDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The receipt as plain text (the mail's body). */
export function receiptText(receipt: Receipt): string {
  return [
    `${receipt.brand} receipt ${receipt.number}`,
    `Date: ${receiptDate(receipt.date)}`,
    '',
    ...receipt.lines.map((line) => `${line.label}: ${money(line.amountCents)}`),
    `Total paid: ${money(receipt.totalCents)} ${receipt.currency}`,
    ...(receipt.card ? [`Paid with: ${receipt.card}`] : []),
    ...(receipt.businessAddress ? ['', receipt.businessAddress] : []),
  ].join('\n');
}
