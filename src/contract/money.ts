/**
 * The product's one money style, shared by the SPA and the server's emails, receipts and CSV.
 *
 * An amount in dollars: '$10.00', '$1,234.50', '-$3.20' (SPEC §9: currency USD), the same as
 * Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) gives. Without Intl: building
 * that format loads ICU's locale data, a task of 60-90 ms on a phone inside the first render of
 * every payment page. Like Intl, it rounds the number's shortest decimal form (0.015, not the
 * binary 0.01499…) half away from zero.
 */
export function formatMoney(dollars: number): string {
  // Never an amount the app shows (String writes these in exponent notation): Intl's way.
  if (!Number.isFinite(dollars) || Math.abs(dollars) >= 1e21) return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
  const negative = dollars < 0 || Object.is(dollars, -0);
  const shortest = String(Math.abs(dollars));
  // Below 1e-6 String uses exponent notation: such an amount rounds to $0.00.
  const [whole, fraction = ''] = shortest.includes('e') ? ['0', ''] : shortest.split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  const dollarsPart = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${dollarsPart}.${digits.slice(-2)}`;
}

/** An amount in cents (plan prices, SPEC §9: shown divided by 100) as the UI shows it: 2397 → '$23.97'. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/**
 * An amount as a bill's line shows it, a credit or refund with a true minus sign (read as 'minus'
 * by a screen reader, as wide as a digit): 1299 → '$12.99', -1299 → '−$12.99'.
 */
export function formatSignedCents(cents: number): string {
  return cents < 0 ? `\u2212${formatCents(-cents)}` : formatCents(cents);
}
