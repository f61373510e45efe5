/** Spacing and punctuation people type inside phone numbers: '(617) 555-0123', '617.555.0123'. */
const FORMATTING = /[\s().-]/g;
const US_NUMBER = /^(?:\+1|1)?([0-9]{10})$/;

/**
 * The ten digits of a US number written as 10 digits, 1 + 10 digits or E.164 (+1…), with optional
 * spaces, dots, dashes and parentheses; null for anything else. Numbers are stored in this form,
 * the same as the phones table, so comparisons are plain string equality.
 */
export function normalizeUsNumber(value: string): string | null {
  const match = US_NUMBER.exec(value.replace(FORMATTING, ''));
  return match ? match[1] : null;
}

/** A party of a call or chat: a US number in its ten-digit form, anything else (international, 'anonymous') trimmed as given. */
export function normalizePartyNumber(value: string): string {
  return normalizeUsNumber(value) ?? value.trim();
}
