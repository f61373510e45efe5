import { formatDay, formatDayAndTime, type ReadWallClock } from '../../../src/contract/dateFormat';
import { formatSignedCents } from '../../../src/contract/money';
import type { AppContext } from '../appContext';
import type { ServerConfig } from '../config';
import type { Payment } from '../db/queries/payments';
import { listHeldPhones } from '../db/queries/phones';
import { findPlan, findSubscriptionIntervalMonths } from '../db/queries/subscriptions';
import { findUserById } from '../db/queries/users';
import { wallClockIn } from '../lib/wallClock';
import { chargeDescription } from './chargeDescription';
import type { PurchaseIntent } from './purchaseIntent';
import { addMonths } from './subscriptionChanges';

/** A receipt: what the page, the PDF and the mail all show, from one succeeded payment. */
export interface Receipt {
  brand: string;
  number: string;
  /** The charge's day and time, as the product writes dates ('28 Nov 2026, 19:36'). */
  date: string;
  /** Who paid and for which number: blank when the account has no name, null when it holds no number. */
  customerName: string;
  phoneNumber: string | null;
  /** What the charge covers: a plan's period ('28 Nov 2026 – 28 Dec 2026'), else 'one-time purchase'. */
  servicePeriod: string;
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  currency: string;
  card: string | null;
  businessAddress: string;
}

/** What a receipt says about the customer and the period, beyond the payment itself. */
export interface ReceiptParty {
  customerName: string;
  phoneNumber: string | null;
  /** The plan's period a subscription charge pays for; null for one-time purchases (credits, eSIM). */
  period: { start: Date; end: Date } | null;
}

/**
 * A receipt number (payments.receipt_number, migration 0960): `R-` and 10 random characters of
 * 32 that are not mistaken for one another. It names the payment everywhere the customer sees
 * one (receipt, mail, history, CSV, URLs), and support finds the charge by it; the payment's id,
 * a sequence of everyone's payments, is never shown.
 */
export const RECEIPT_NUMBER_PATTERN = '^R-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$';

export const ONE_TIME_PURCHASE = 'one-time purchase';

export function receiptOf(config: ServerConfig, payment: Payment, party: ReceiptParty): Receipt {
  const clock = wallClockIn(config.displayTimeZone);
  const credit = payment.credit_applied_cents;
  const label = chargeDescription(payment);
  // An upgrade's line is the new plan's price, then the credit for the unused time of the old one.
  const lines = credit > 0
    ? [
        { label, amountCents: payment.amount_cents + credit },
        { label: 'Credit for unused time on the previous plan', amountCents: -credit },
      ]
    : [{ label, amountCents: payment.amount_cents }];
  return {
    brand: config.brandName,
    number: payment.receipt_number,
    date: formatDayAndTime(new Date(payment.created_at), clock),
    customerName: party.customerName,
    phoneNumber: party.phoneNumber,
    servicePeriod: party.period ? servicePeriodText(party.period, clock) : ONE_TIME_PURCHASE,
    lines,
    totalCents: payment.amount_cents,
    currency: payment.currency.toUpperCase(),
    card: payment.card_brand && payment.card_last4 ? `${capitalised(payment.card_brand)} ending ${payment.card_last4}` : null,
    businessAddress: config.businessAddress,
  };
}

/** '28 Nov 2026 – 28 Feb 2027'. */
export function servicePeriodText(period: { start: Date; end: Date }, clock: ReadWallClock): string {
  return `${formatDay(period.start, clock)} – ${formatDay(period.end, clock)}`;
}

/** A US number as the product shows it: '(857) 555-0100'. */
export function phoneNumberText(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/**
 * The period a subscription charge pays for, as the purchase set it: a new, resumed or upgraded
 * plan starts a full period when paid; a renewal continues from the end of the period before
 * (or starts when paid, if that period was long over: billing/renewals.ts).
 */
async function paidPeriod(ctx: Pick<AppContext, 'db'>, payment: Payment): Promise<ReceiptParty['period']> {
  if (payment.kind !== 'subscription') return null;
  const intent = (payment.purchase ?? null) as PurchaseIntent | null;
  const paidAt = new Date(payment.created_at);
  if (intent?.type === 'subscription') {
    const plan = await findPlan(ctx.db, intent.planId);
    return plan ? { start: paidAt, end: addMonths(paidAt, plan.interval_months) } : null;
  }
  const subscriptionId = intent?.type === 'renewal' ? intent.subscriptionId : payment.subscription_id;
  const months = subscriptionId === null ? undefined : await findSubscriptionIntervalMonths(ctx.db, subscriptionId);
  if (months === undefined) return null;
  if (intent?.type === 'renewal') {
    const endedAt = new Date(intent.endedAt);
    const continued = addMonths(endedAt, months);
    return continued > paidAt ? { start: endedAt, end: continued } : { start: paidAt, end: addMonths(paidAt, months) };
  }
  return { start: paidAt, end: addMonths(paidAt, months) };
}

/** The receipt of a succeeded payment, with its customer's name, number and the period it pays for. */
export async function loadReceipt(ctx: Pick<AppContext, 'db' | 'config'>, payment: Payment): Promise<Receipt> {
  const [user, phones, period] = await Promise.all([findUserById(ctx.db, payment.user_id), listHeldPhones(ctx.db, payment.user_id), paidPeriod(ctx, payment)]);
  const customerName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const phoneNumber = phones[0] ? phoneNumberText(phones[0].phone_number) : null;
  return receiptOf(ctx.config, payment, { customerName, phoneNumber, period });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** $12.99, −$3.00, $1,234.50: the contract's money style, the SPA's too. */
export const money = formatSignedCents;

/** The lines every rendering shows under the receipt number: date, customer, number, period. */
export function receiptFacts(receipt: Receipt): [string, string][] {
  return [
    ['Date', receipt.date],
    ...(receipt.customerName ? [['Customer', receipt.customerName] as [string, string]] : []),
    ...(receipt.phoneNumber ? [['Number', receipt.phoneNumber] as [string, string]] : []),
    ['Service period', receipt.servicePeriod],
  ];
}

/** The receipt as plain text (the mail's body). */
export function receiptText(receipt: Receipt): string {
  return [
    `${receipt.brand} receipt ${receipt.number}`,
    ...receiptFacts(receipt).map(([name, value]) => `${name}: ${value}`),
    '',
    ...receipt.lines.map((line) => `${line.label}: ${money(line.amountCents)}`),
    `Total paid: ${money(receipt.totalCents)} ${receipt.currency}`,
    ...(receipt.card ? [`Paid with: ${receipt.card}`] : []),
    ...(receipt.businessAddress ? ['', receipt.businessAddress] : []),
  ].join('\n');
}
