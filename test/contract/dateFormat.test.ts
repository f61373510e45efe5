import { formatDay, formatDayAndTime, formatDayHeading, formatIsoDay, formatTime, parseTimestamp, utcClock } from '../../src/contract/dateFormat';

describe('the one date and time style', () => {
  const at = new Date('2026-09-05T07:04:00Z');

  it('writes days as DD MMM YYYY and times as 24-hour HH:mm', () => {
    expect(formatDay(at, utcClock)).toBe('05 Sep 2026');
    expect(formatTime(at, utcClock)).toBe('07:04');
    expect(formatTime(new Date('2026-09-05T19:36:00Z'), utcClock)).toBe('19:36');
    expect(formatDayAndTime(at, utcClock)).toBe('05 Sep 2026, 07:04');
    expect(formatIsoDay(at, utcClock)).toBe('2026-09-05');
  });

  it('names today and yesterday, and the day before by its date', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(formatDayHeading(new Date('2026-03-01T00:01:00Z'), now, utcClock)).toBe('Today');
    expect(formatDayHeading(new Date('2026-02-28T23:59:00Z'), now, utcClock)).toBe('Yesterday');
    expect(formatDayHeading(new Date('2026-02-27T12:00:00Z'), now, utcClock)).toBe('27 Feb 2026');
    expect(formatDayHeading(new Date('2025-12-31T12:00:00Z'), new Date('2026-01-01T08:00:00Z'), utcClock)).toBe('Yesterday');
  });

  it('reads API timestamps tolerantly', () => {
    expect(parseTimestamp('2026-11-28T10:00:00Z')?.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(parseTimestamp('not a date')).toBeNull();
    expect(parseTimestamp(undefined)).toBeNull();
    expect(parseTimestamp('')).toBeNull();
  });
});
