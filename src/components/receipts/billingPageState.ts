/** How a page asks the billing page to open a receipt (a location's state), apart from any kit. */

/** The billing page's state: a receipt to open once its charge is on the page. */
export interface BillingPageState {
  receipt: string;
}

/** The receipt asked for in a location's state, if any. */
export function receiptAskedFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { receipt } = state as { receipt?: unknown };
  return typeof receipt === 'string' || typeof receipt === 'number' ? String(receipt) : null;
}
