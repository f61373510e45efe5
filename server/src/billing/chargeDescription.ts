import { formatCount } from '../../../src/contract/count';
import type { Payment } from '../db/queries/payments';
import { formatPackageSize } from '../../../src/contract/packageSize';
import type { PurchaseIntent } from './purchaseIntent';

/**
 * What every charge is called wherever the customer sees it: the billing history, its CSV, the
 * receipt (page, PDF and mail) and the other mails. Catalogue codes (a bundle's purchase_name such
 * as credits_1000) are the API's, never the customer's.
 */

/** '1,000 outbound credits'. */
export function creditsChargeDescription(credits: number): string {
  return `${formatCount(credits)} outbound credits`;
}

/** 'eSIM data: 40 MB', 'eSIM data: 1 GB'. */
export function esimChargeDescription(dataMb: number): string {
  return `eSIM data: ${formatPackageSize(dataMb)}`;
}

/** 'eSIM data top-up: 500 MB', 'eSIM data top-up: 1 GB'. */
export function esimTopupChargeDescription(dataMb: number): string {
  return `eSIM data top-up: ${formatPackageSize(dataMb)}`;
}

/** What older rows were written with, as the customer reads them ('Subscription: Monthly' → 'Plan: Monthly'). */
const PLAN_PREFIXES: [string, string][] = [
  ['Subscription: ', 'Plan: '],
  ['Renewal: ', 'Plan renewal: '],
  ['Upgrade: ', 'Plan upgrade: '],
];

/** A catalogue code (lower-case words joined by '_'), with the brackets it was written in. */
const CODE = /\s*\(?\b[a-z]+_[0-9a-z_]+\b\)?/g;

export type DescribedCharge = Pick<Payment, 'kind' | 'description'> & { purchase?: unknown };

/**
 * The customer's description of a charge, from what it bought (its stored intent) and, for rows
 * recorded before that, from the description stored with it.
 */
export function chargeDescription(charge: DescribedCharge): string {
  const intent = (charge.purchase ?? null) as PurchaseIntent | null;
  if (intent?.type === 'credits') return creditsChargeDescription(intent.credits);
  const stored = charge.description.replace(CODE, '').trim();
  if (charge.kind === 'credits') {
    const credits = /^(\d[\d,]*)\b/.exec(stored)?.[1];
    if (credits) return creditsChargeDescription(Number(credits.replace(/,/g, '')));
  }
  // 'eSIM: eSIM data' said eSIM twice.
  if (charge.kind === 'esim' && stored.startsWith('eSIM: eSIM')) return stored.slice('eSIM: '.length);
  for (const [written, read] of PLAN_PREFIXES) if (stored.startsWith(written)) return read + stored.slice(written.length);
  return stored;
}
