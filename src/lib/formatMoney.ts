// Made at first use, not when the module loads: building an ICU number format takes tens of
// milliseconds on a phone, inside the long task that evaluates a page's chunk (issue 26: TBT).
let usd: Intl.NumberFormat | null = null;

/**
 * An amount in dollars as the UI shows it: '$10.00', '$1,234.50' (SPEC §9: currency USD).
 * Plan amounts come in cents: pass `cents / 100`.
 */
export function formatMoney(dollars: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(dollars);
}

/** An amount in cents (plan prices, SPEC §9: shown divided by 100) as the UI shows it: 2397 → '$23.97'. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}
