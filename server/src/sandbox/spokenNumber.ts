/** A ten-digit US number as the SPA shows it: (617) 555-0123. */
export function spokenNumber(digits: string): string {
  return /^[0-9]{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
