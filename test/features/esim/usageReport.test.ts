import dayjs from 'dayjs';
import { hasHiddenDays, lastThirtyDays, newestFirst, visibleDayCount } from '../../../src/features/esim/usageReport';
import { buildUsageDay } from '../../factories';

describe('usage report paging (SPEC §9: 7 days first, 7 more per Load More)', () => {
  it.each([
    // presses, days in the report, cards shown, Load More still offered
    [0, 0, 0, false],
    [0, 1, 1, false],
    [0, 6, 6, false],
    [0, 7, 7, false],
    [0, 8, 7, true],
    [1, 8, 8, false],
    [0, 30, 7, true],
    [1, 30, 14, true],
    [2, 30, 21, true],
    [3, 30, 28, true],
    [4, 30, 30, false],
    [3, 31, 28, true],
    [4, 31, 31, false],
  ])('after %p Load More presses with %p days: %p cards, more: %p', (presses, dayCount, shown, more) => {
    expect(visibleDayCount(presses, dayCount)).toBe(shown);
    expect(hasHiddenDays(visibleDayCount(presses, dayCount), dayCount)).toBe(more);
  });
});

describe('usage report date range (SPEC §7: startDate and endDate as YYYY-MM-DD, the last 30 days)', () => {
  it.each([
    ['2024-06-15T12:00:00', '2024-05-17', '2024-06-15'],
    // Across a year end.
    ['2025-01-10T08:00:00', '2024-12-12', '2025-01-10'],
    // Across February of a leap year.
    ['2024-03-01T23:59:00', '2024-02-01', '2024-03-01'],
    ['2023-03-01T00:00:00', '2023-01-31', '2023-03-01'],
  ])('on %p asks from %p to %p', (now, startDate, endDate) => {
    expect(lastThirtyDays(dayjs(now))).toEqual({ startDate, endDate });
  });
});

describe('newestFirst', () => {
  it('orders the days newest first whatever order they came in, leaving the input as it was', () => {
    const days = ['2024-06-02', '2024-06-10', '2024-05-31', '2024-06-01'].map((date) => buildUsageDay({ date }));
    const ordered = newestFirst(days);

    expect(ordered.map((day) => day.date)).toEqual(['2024-06-10', '2024-06-02', '2024-06-01', '2024-05-31']);
    expect(days.map((day) => day.date)).toEqual(['2024-06-02', '2024-06-10', '2024-05-31', '2024-06-01']);
  });
});
