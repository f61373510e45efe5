/** The Luhn (mod 10) check digit that completes `digits`, as ICCIDs and card numbers use. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Double every second digit counting leftwards from the one next to the (future) check digit.
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True if the last digit of `number` is the Luhn check digit of the rest. */
export function hasValidLuhnCheckDigit(number: string): boolean {
  if (!/^[0-9]{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number[number.length - 1]);
}
