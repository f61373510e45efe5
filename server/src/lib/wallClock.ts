import type { ReadWallClock } from '../../../src/contract/dateFormat';

/**
 * Reads moments in a named time zone, for the contract's date formatter (src/contract/dateFormat.ts):
 * the server writes every customer-facing date in config.displayTimeZone.
 */
export function wallClockIn(timeZone: string): ReadWallClock {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    return { year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
  };
}
