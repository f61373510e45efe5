import type { BillingHistoryItem, BillingHistoryPage, CardOnFile, UpgradeQuoteResponse } from '../../src/contract/api';
import { nextId } from './sequence';

/** GET /api/billing/paymentmethod: a Visa ending 4242. */
export function buildCardOnFile(overrides: Partial<CardOnFile> = {}): CardOnFile {
  return { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, ...overrides };
}

/** GET /api/webupgradesubscription/quote: the yearly plan ($83.88) less $29.97 of unused monthly time. */
export function buildUpgradeQuote(overrides: Partial<UpgradeQuoteResponse> = {}): UpgradeQuoteResponse {
  return {
    quote_id: `quote_${nextId()}`,
    amount_due_cents: 5391,
    credit_cents: 2997,
    plan_total_cents: 8388,
    renews_at: '2027-11-26T10:00:00.000Z',
    expires_at: '2026-11-26T10:15:00.000Z',
    ...overrides,
  };
}

/** One successful credits charge with its receipt. */
export function buildBillingItem(overrides: Partial<BillingHistoryItem> = {}): BillingHistoryItem {
  const id = nextId();
  return {
    id,
    created_at: '2026-11-20T15:30:00.000Z',
    kind: 'credits',
    description: 'Credits: 1000 credits',
    amount_cents: 1000,
    currency: 'usd',
    card: { brand: 'visa', last4: '4242' },
    status: 'succeeded',
    receipt_id: id,
    ...overrides,
  };
}

/** A page of GET /api/billing/history. */
export function buildBillingPage(items: BillingHistoryItem[] = [buildBillingItem()], nextBefore: BillingHistoryPage['next_before'] = null): BillingHistoryPage {
  return { items, next_before: nextBefore };
}
