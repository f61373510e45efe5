import { formatCount } from './formatCount';
import { formatMoney } from './formatMoney';

/** One outbound credit is one cent (SPEC §9: $10 buys 1000 credits): one text message or one minute of a call. */
export const CREDITS_PER_DOLLAR = 100;

/** A wallet amount in both units the product uses: '$11.00 · 1,100 credits'. */
export function formatBalance(dollars: number): string {
  const credits = Math.round(dollars * CREDITS_PER_DOLLAR);
  return `${formatMoney(dollars)} · ${formatCredits(credits)}`;
}

/** '1 credit', '1,000 credits'. */
export function formatCredits(credits: number): string {
  return `${formatCount(credits)} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}
