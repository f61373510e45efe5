import dayjs, { type Dayjs } from 'dayjs';
import type { UsageDay, UsageQuery } from '../../contract/api';

/** SPEC §9: the report covers 30 days; 7 days show first and each Load More adds 7. */
export const USAGE_WINDOW_DAYS = 30;
export const USAGE_PAGE_DAYS = 7;

const DATE_FORMAT = 'YYYY-MM-DD';

/** The last 30 days up to today, as GET /esim/usage takes them. */
export function lastThirtyDays(today: Dayjs = dayjs()): UsageQuery {
  return {
    // Thirty calendar days including today, as the heading 'Total data usage - 30 days' says.
    startDate: today.subtract(USAGE_WINDOW_DAYS - 1, 'day').format(DATE_FORMAT),
    endDate: today.format(DATE_FORMAT),
  };
}

/** Days newest first, whatever order the server sent them in. */
export function newestFirst(days: readonly UsageDay[]): UsageDay[] {
  return [...days].sort((a, b) => b.date.localeCompare(a.date));
}

/** The day cards on show after `loadMorePresses` presses of Load More: 7, then 7 more each time. */
export function visibleDayCount(loadMorePresses: number, dayCount: number): number {
  return Math.min(dayCount, USAGE_PAGE_DAYS * (loadMorePresses + 1));
}

/** Load More is offered while some days are still hidden. */
export function hasHiddenDays(visible: number, dayCount: number): boolean {
  return visible < dayCount;
}
