import type { ReadWallClock } from '../../../src/contract/dateFormat';

/**
 * One reader per zone, made once: making an Intl.DateTimeFormat costs some 0.15–0.4 ms, several
 * times what it takes to read a moment with it, and every receipt and CSV asked for a new one.
 * A server writes dates in one zone (config.displayTimeZone), so this stays tiny.
 */
const readers = new Map<string, ReadWallClock>();

/**
 * Reads moments in a named time zone, for the contract's date formatter (src/contract/dateFormat.ts):
 * the server writes every customer-facing date in config.displayTimeZone.
 */
export function wallClockIn(timeZone: string): ReadWallClock {
  let read = readers.get(timeZone);
  if (!read) readers.set(timeZone, (read = readerFor(timeZone)));
  return read;
}

function readerFor(timeZone: string): ReadWallClock {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    return { year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
  };
}
