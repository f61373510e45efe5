const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds at UTC midnight of a 'YYYY-MM-DD' day, or null if it is no real calendar day (2025-02-30). */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatIsoDate(time) === value ? time : null;
}

/** The UTC calendar day of a time, as 'YYYY-MM-DD'. */
export function formatIsoDate(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Every day from `start` to `end` inclusive, as 'YYYY-MM-DD'; oldest first. */
export function daysBetween(start: string, end: string): string[] {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (from === null || to === null) return [];
  const days: string[] = [];
  for (let time = from; time <= to; time += DAY_MS) days.push(formatIsoDate(time));
  return days;
}

/** Number of days from `start` to `end` inclusive (1 for the same day). */
export function inclusiveDayCount(startTime: number, endTime: number): number {
  return Math.round((endTime - startTime) / DAY_MS) + 1;
}
