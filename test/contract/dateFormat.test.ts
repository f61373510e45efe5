import { formatDay, formatCalendarDay, formatDatedDayHeading, formatDayAndTime, formatDayHeading, formatIsoDay, formatTime, parseDay, parseTimestamp, utcClock } from '../../src/contract/dateFormat';

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

  it('keeps the date beside Today and Yesterday where a list is grouped by date (the call history)', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(formatDatedDayHeading(new Date('2026-11-28T00:01:00Z'), now, utcClock)).toBe('Today · 28 Nov 2026');
    expect(formatDatedDayHeading(new Date('2026-11-27T23:59:00Z'), now, utcClock)).toBe('Yesterday · 27 Nov 2026');
    expect(formatDatedDayHeading(new Date('2026-11-26T12:00:00Z'), now, utcClock)).toBe('26 Nov 2026');
  });

  it('reads API timestamps tolerantly', () => {
    expect(parseTimestamp('2026-11-28T10:00:00Z')?.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(parseTimestamp('not a date')).toBeNull();
    expect(parseTimestamp(undefined)).toBeNull();
    expect(parseTimestamp('')).toBeNull();
  });
});

describe('calendar days (no zone)', () => {
  it('writes a day of the calendar as DD MMM YYYY, and nothing for what is not a day', () => {
    expect(formatCalendarDay('2024-06-05')).toBe('05 Jun 2024');
    expect(formatCalendarDay('2024-02-30')).toBeNull();
    expect(formatCalendarDay('June 5')).toBeNull();
    expect(formatCalendarDay(undefined)).toBeNull();
  });

  it.each([
    ['28 Nov 2026', '2026-11-28'],
    ['5 nov 2026', '2026-11-05'],
    [' 05 November 2026 ', '2026-11-05'],
    ['29 Feb 2028', '2028-02-29'],
    ['2026-11-28', '2026-11-28'],
  ])('reads %p typed as %p', (typed, day) => {
    expect(parseDay(typed)).toBe(day);
  });

  it.each(['11/28/2026', '31 Feb 2026', '28 Noo 2026', 'Nov 28, 2026', '2026-13-01', ''])('does not read %p', (typed) => {
    expect(parseDay(typed)).toBeNull();
  });
});
