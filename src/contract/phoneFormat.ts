/** Only the digits of what was typed or pasted. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The 10 national digits of a US number, or null: accepts '8575550100', '18575550100', '+1 (857) 555-0100'. */
export function usDigits(phone: string): string | null {
  const digits = digitsOf(phone);
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/**
 * A US number as the UI shows it: '(857) 555-0100'. Anything that is not a US number
 * (a short code, an international number) is shown as given.
 */
export function formatPhone(phone: string): string {
  const digits = usDigits(phone);
  if (!digits) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A US number as it is typed (SPEC §2, the port form): (xxx)xxx-xxxx, filled in as the digits come, at most 10. */
export function formatPhoneAsTyped(typed: string): string {
  const digits = digitsOf(typed).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)})${digits.slice(3)}`;
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whether two spellings name the same number ('+18575550100' and '8575550100' do). */
export function samePhone(a: string, b: string): boolean {
  return (usDigits(a) ?? a) === (usDigits(b) ?? b);
}
