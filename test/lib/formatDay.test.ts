import dayjs from 'dayjs';
import { formatDay } from '../../src/lib/formatDay';

describe('formatDay: a day as 05 Nov 2026, without Intl', () => {
  it.each([
    [new Date(2026, 10, 20, 9, 30), '20 Nov 2026'],
    [new Date(2026, 8, 5), '05 Sep 2026'],
    [new Date(1999, 0, 1, 0, 0, 0), '01 Jan 1999'],
    [new Date(2030, 11, 31, 23, 59, 59), '31 Dec 2030'],
  ])('%p reads %p', (date, text) => {
    expect(formatDay(date)).toBe(text);
  });

  it("agrees with dayjs's DD MMM YYYY on every day of four years, in the local time zone", () => {
    const start = new Date(2025, 0, 1, 12).getTime();
    const days = Array.from({ length: 4 * 366 }, (_, index) => new Date(start + index * 86_400_000));
    expect(days.filter((day) => formatDay(day) !== dayjs(day).format('DD MMM YYYY'))).toEqual([]);
  });
});
