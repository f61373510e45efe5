/** Only the digits of what was typed or pasted. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A port number as typed (SPEC §2): (xxx)xxx-xxxx, filled in as the digits come, at most 10. */
export function formatPortInput(value: string): string {
  const digits = digitsOf(value).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)})${digits.slice(3)}`;
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** '8575550101' (or '+18575550101') → '(857) 555-0101'; anything else as given. */
export function formatUsNumber(number: string): string {
  const digits = digitsOf(number);
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return number;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}
