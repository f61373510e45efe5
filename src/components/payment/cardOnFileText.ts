import type { CardOnFile } from '../../contract/api';

/** Card brands as the provider names them (Stripe's `card.brand`), as the customer knows them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa'; a brand we do not know keeps its own name, capitalised. */
export function brandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

/** 'Visa •••• 4242' */
export function cardLabel(card: Pick<CardOnFile, 'brand' | 'last4'>): string {
  return `${brandName(card.brand)} •••• ${card.last4}`;
}

/** 'Expires 12/2030' */
export function cardExpiry(card: Pick<CardOnFile, 'exp_month' | 'exp_year'>): string {
  return `Expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
