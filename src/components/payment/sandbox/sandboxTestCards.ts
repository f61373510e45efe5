/**
 * Stripe's well-known test cards (https://docs.stripe.com/testing) and the test token each
 * stands for. The server's sandbox payment provider gives these tokens Stripe's behaviour.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '5555555555554444': 'tok_mastercard',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000000000000341': 'tok_chargeCustomerFail',
};

/** The token of a test card number (spaces allowed), or null for any other number. */
export function sandboxTokenFor(cardNumber: string): string | null {
  const digits = onlyDigits(cardNumber);
  return Object.hasOwn(SANDBOX_TEST_CARDS, digits) ? SANDBOX_TEST_CARDS[digits] : null;
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = onlyDigits(cardNumber);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' → '12 / 34', as Stripe's field shows an expiry. */
export function formatExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The month and four-digit year of 'MM / YY', or null when it is not a whole date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = onlyDigits(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** A card is good until the end of its expiry month. */
export function isExpired({ month, year }: { month: number; year: number }, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}
