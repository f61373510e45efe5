/**
 * What the sandbox carrier's caller-ID service knows: a few demo contacts are businesses with a
 * listed name, two are likely spam, and beyond this table any number whose line number (the last
 * four digits) starts with 99 is likely spam, so a tester can make a spam call from any area code.
 */
export const SANDBOX_CALLER_NAMES: Readonly<Record<string, string>> = {
  '6175550111': 'Acme Dental',
  '5085550187': 'City Pharmacy',
};

export const SANDBOX_LIKELY_SPAM: ReadonlySet<string> = new Set(['4155550136', '6465550172']);

/** The sandbox's answer for a 10-digit number: always the same for the same number. */
export function sandboxCallerLookup(phoneNumber: string): { callerName: string | null; spamLikely: boolean } {
  return {
    callerName: SANDBOX_CALLER_NAMES[phoneNumber] ?? null,
    spamLikely: SANDBOX_LIKELY_SPAM.has(phoneNumber) || /^[0-9]{6}99[0-9]{2}$/.test(phoneNumber),
  };
}
