import dayjs, { type Dayjs } from 'dayjs';
import type { UsageDay } from '../../contract/api';

/** SPEC §2 and §12: the eSIM includes 40 MB, used when the server does not name the plan's allowance. */
export const DEFAULT_ALLOWANCE_MB = 40;
/** The forecast follows the pace of the last week. */
export const FORECAST_WINDOW_DAYS = 7;

export interface DataAllowance {
  allowanceMb: number;
  usedMb: number;
  /** Never below zero, however far over the allowance the usage went. */
  leftMb: number;
  /** Used share of the allowance, 0–100 (capped at 100). */
  usedPercent: number;
}

/** The plan's allowance when the server gave a usable one, otherwise the 40 MB every plan includes. */
export function allowanceMbOf(planDataMb: number | null | undefined): number {
  return typeof planDataMb === 'number' && Number.isFinite(planDataMb) && planDataMb > 0 ? planDataMb : DEFAULT_ALLOWANCE_MB;
}

export function dataAllowanceOf(usedMb: number, allowanceMb: number): DataAllowance {
  const used = Math.max(0, Number.isFinite(usedMb) ? usedMb : 0);
  const leftMb = Math.max(0, allowanceMb - used);
  const usedPercent = allowanceMb > 0 ? Math.min(100, (used / allowanceMb) * 100) : 100;
  return { allowanceMb, usedMb: used, leftMb, usedPercent };
}

export type DataForecast = { kind: 'none' } | { kind: 'usedUp' } | { kind: 'lastsUntil'; date: Dayjs };

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The average MB a day over the last 7 days up to `today`. Days the report leaves out had no
 * data. An eSIM with under a week of history is averaged over the days since its first day.
 */
export function recentDailyAverageMb(days: readonly UsageDay[], today: Dayjs): number {
  if (days.length === 0) return 0;
  const todayText = today.format(DATE_FORMAT);
  const windowStart = today.subtract(FORECAST_WINDOW_DAYS - 1, 'day').format(DATE_FORMAT);
  const firstDay = days.reduce((first, day) => (day.date < first ? day.date : first), days[0].date);
  const from = firstDay > windowStart ? firstDay : windowStart;
  if (from > todayText) return 0;
  const inWindow = days.filter((day) => day.date >= from && day.date <= todayText);
  const total = inWindow.reduce((sum, day) => sum + (Number.isFinite(day.totalVolume) ? day.totalVolume : 0), 0);
  // Both ends count: from today-6 to today is 7 days.
  const dayCount = today.startOf('day').diff(dayjs(from), 'day') + 1;
  return total / dayCount;
}

/** When the data left runs out at the last week's pace: none without usage, 'used up' at 0 left. */
export function dataForecastOf(days: readonly UsageDay[], leftMb: number, today: Dayjs): DataForecast {
  if (leftMb <= 0) return { kind: 'usedUp' };
  const perDay = recentDailyAverageMb(days, today);
  if (perDay <= 0) return { kind: 'none' };
  return { kind: 'lastsUntil', date: today.startOf('day').add(Math.floor(leftMb / perDay), 'day') };
}
