/**
 * The product's one date and time style, shared by the SPA and the server's emails, receipts and
 * CSV: days as 'DD MMM YYYY' and times as 'HH:mm' (SPEC §2's call history), '28 Nov 2026, 19:36'
 * together. Without Intl: building a DateTimeFormat loads ICU's locale data, a long task on a
 * phone, and en-GB's short September is 'Sept' in newer ICU.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment as a wall clock shows it; month 0-11. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Reads a moment in one time zone: the browser's in the SPA, a configured one on the server. */
export type ReadWallClock = (at: Date) => WallClock;

export const browserClock: ReadWallClock = (at) => ({
  year: at.getFullYear(),
  month: at.getMonth(),
  day: at.getDate(),
  hour: at.getHours(),
  minute: at.getMinutes(),
});

export const utcClock: ReadWallClock = (at) => ({
  year: at.getUTCFullYear(),
  month: at.getUTCMonth(),
  day: at.getUTCDate(),
  hour: at.getUTCHours(),
  minute: at.getUTCMinutes(),
});

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '05 Nov 2026'. */
export function formatDay(at: Date, read: ReadWallClock = browserClock): string {
  const clock = read(at);
  return `${twoDigits(clock.day)} ${MONTHS[clock.month]} ${clock.year}`;
}

/** '19:36' (24-hour). */
export function formatTime(at: Date, read: ReadWallClock = browserClock): string {
  const clock = read(at);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** '05 Nov 2026, 19:36'. */
export function formatDayAndTime(at: Date, read: ReadWallClock = browserClock): string {
  return `${formatDay(at, read)}, ${formatTime(at, read)}`;
}

/** '2026-11-05': file names and the value of date fields. */
export function formatIsoDay(at: Date, read: ReadWallClock = browserClock): string {
  const clock = read(at);
  return `${clock.year}-${twoDigits(clock.month + 1)}-${twoDigits(clock.day)}`;
}

/**
 * A calendar day without a zone ('2026-11-05': a usage report's day) as '05 Nov 2026', the same on
 * every clock; null when it is not such a day.
 */
export function formatCalendarDay(value: string | null | undefined): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!parts) return null;
  const noon = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12));
  // Date.UTC rolls 31 Feb over into March: such a day is not a day.
  return formatIsoDay(noon, utcClock) === value ? formatDay(noon, utcClock) : null;
}

/**
 * A day as a customer types it, in the product's order ('28 Nov 2026', '5 nov 2026', '28 November
 * 2026') or ISO ('2026-11-28'), as '2026-11-28'; null when it is not a real day.
 */
export function parseDay(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const named = /^(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})$/.exec(typed);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])];
  } else if (named) {
    month = MONTHS.findIndex((name) => named[2].slice(0, 3).toLowerCase() === name.toLowerCase());
    [year, day] = [Number(named[3]), Number(named[1])];
  } else {
    return null;
  }
  if (month < 0) return null;
  const noon = new Date(Date.UTC(year, month, day, 12));
  const clock = utcClock(noon);
  return clock.year === year && clock.month === month && clock.day === day ? formatIsoDay(noon, utcClock) : null;
}

/** A list's day heading: 'Today', 'Yesterday', else the day. */
export function formatDayHeading(at: Date, now: Date, read: ReadWallClock = browserClock): string {
  const day = formatIsoDay(at, read);
  if (day === formatIsoDay(now, read)) return 'Today';
  // Noon minus a day stays on the calendar's previous day across a daylight-saving change.
  const today = read(now);
  const yesterday = new Date(Date.UTC(today.year, today.month, today.day - 1, 12));
  if (day === formatIsoDay(yesterday, utcClock)) return 'Yesterday';
  return formatDay(at, read);
}

/**
 * A day heading that keeps the date: 'Today · 28 Nov 2026', 'Yesterday · 27 Nov 2026', else
 * '26 Nov 2026' (the call history, which SPEC §2 groups by date).
 */
export function formatDatedDayHeading(at: Date, now: Date, read: ReadWallClock = browserClock): string {
  const day = formatDay(at, read);
  const heading = formatDayHeading(at, now, read);
  return heading === day ? day : `${heading} · ${day}`;
}

/** A timestamp from the API as a Date, or null when it is missing or unreadable (answers are read tolerantly). */
export function parseTimestamp(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
