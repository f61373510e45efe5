import type { BillingHistoryPage, CardOnFile, UpgradeQuoteResponse } from '../../contract/api';
import { amount, digits, id, idAsText, listOf, maybe, optional, responseCheck, shape, text } from './readers';

const cardSummary = { brand: optional(text, 'Card'), last4: digits };
const billingItem = shape({
  id,
  created_at: text,
  kind: optional(text, ''),
  description: optional(text, ''),
  amount_cents: amount,
  currency: optional(text, 'usd'),
  card: optional(shape(cardSummary), null),
  status: optional(text, 'succeeded'),
  receipt_id: optional(id, null),
});

// Not in SPEC §7: a backend without these answers 404, and the screens fall back to SPEC's flows.
export const billingChecks = {
  cardOnFile: responseCheck<CardOnFile | null>('card on file', maybe(shape({ ...cardSummary, exp_month: optional(amount, 0), exp_year: optional(amount, 0) }))),
  upgradeQuote: responseCheck<UpgradeQuoteResponse>(
    'upgrade quote',
    shape({ quote_id: idAsText, amount_due_cents: amount, credit_cents: optional(amount, 0), plan_total_cents: amount, renews_at: optional(text, null), expires_at: optional(text, null) }),
  ),
  billingHistory: responseCheck<BillingHistoryPage>('billing history', shape({ items: listOf(billingItem), next_before: optional(id, null) })),
};
