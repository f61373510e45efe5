import { isUsAreaCode } from './areaCodes';

/** NANP shape: area code and exchange start with 2-9. */
const NANP_TEN_DIGITS = /^[2-9][0-9]{2}[2-9][0-9]{6}$/;

/**
 * SPEC §5's US format check: 10 digits, or 11 with a leading 1 (the country code), which is
 * stripped. Answers the 10 digits, or null when the input is not a US number of a known area code.
 */
export function toUsTenDigits(input: string): string | null {
  if (!/^1?[0-9]{10}$/.test(input)) return null;
  const national = input.length === 11 ? input.slice(1) : input;
  return NANP_TEN_DIGITS.test(national) && isUsAreaCode(national.slice(0, 3)) ? national : null;
}
