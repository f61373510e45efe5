import type { UpgradeQuoteResponse } from '../../contract/api';
import { formatDay, parseTimestamp } from '../../contract/dateFormat';
import { formatCents, formatSignedCents } from '../../contract/money';
import { paymentMessages } from './paymentMessages';

/** One line of the priced confirmation: what it is and its amount as shown. */
export interface QuoteLine {
  label: string;
  amount: string;
}

/** What the upgrade dialog shows of a server quote. All amounts are the server's; nothing is recomputed here. */
export interface QuoteDisplay {
  /** '$53.91' */
  dueToday: string;
  /** The credit line (only when there is a credit), then the new plan's price. */
  lines: QuoteLine[];
  /** 'Renews on 26 Nov 2027', or null when the backend does not say. */
  renewal: string | null;
  /** 'Confirm and pay $53.91' */
  confirmLabel: string;
}

/** A credit as taken off a price: 2997 → '−$29.97' (a true minus sign, read as 'minus'). */
export function formatCreditCents(cents: number): string {
  return formatSignedCents(-Math.abs(cents));
}

/** '26 Nov 2027' in the customer's time zone; null for a missing or unreadable date. */
export function formatRenewalDate(iso: string | null): string | null {
  const at = parseTimestamp(iso);
  return at ? formatDay(at) : null;
}

/**
 * The dialog's lines for a quote. A credit of zero (the period's end, a lapsed plan renewed at
 * full price) gets no line: '−$0.00' would only puzzle.
 */
export function quoteDisplay(quote: UpgradeQuoteResponse, plans: { current: string | null; next: string }): QuoteDisplay {
  const lines: QuoteLine[] = [];
  if (quote.credit_cents > 0) {
    lines.push({
      label: plans.current ? paymentMessages.creditFor(plans.current) : paymentMessages.creditForCurrentPlan,
      amount: formatCreditCents(quote.credit_cents),
    });
  }
  lines.push({ label: plans.next, amount: formatCents(quote.plan_total_cents) });
  const renewsOn = formatRenewalDate(quote.renews_at);
  return {
    dueToday: formatCents(quote.amount_due_cents),
    lines,
    renewal: renewsOn ? paymentMessages.renewsOn(renewsOn) : null,
    confirmLabel: paymentMessages.confirmAndPay(quote.amount_due_cents),
  };
}
