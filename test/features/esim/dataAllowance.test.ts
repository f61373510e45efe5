import dayjs from 'dayjs';
import {
  allowanceMbOf,
  dataAllowanceOf,
  dataForecastOf,
  DEFAULT_ALLOWANCE_MB,
  recentDailyAverageMb,
} from '../../../src/features/esim/dataAllowance';
import { buildUsageDay } from '../../factories';

const today = dayjs('2026-11-26T15:00:00');
/** A day `daysAgo` before today using `mb` in total. */
const day = (daysAgo: number, mb: number) =>
  buildUsageDay({ date: today.subtract(daysAgo, 'day').format('YYYY-MM-DD'), downlink: mb, uplink: 0, totalVolume: mb });

describe('allowanceMbOf', () => {
  it.each([
    [100, 100],
    [undefined, DEFAULT_ALLOWANCE_MB],
    [null, DEFAULT_ALLOWANCE_MB],
    [0, DEFAULT_ALLOWANCE_MB],
    [Number.NaN, DEFAULT_ALLOWANCE_MB],
  ])('plan data %p gives %p MB', (planMb, expected) => {
    expect(allowanceMbOf(planMb)).toBe(expected);
  });
  it('the default is the 40 MB the issue names', () => expect(DEFAULT_ALLOWANCE_MB).toBe(40));
});

describe('dataAllowanceOf', () => {
  it('used and left add up to the allowance', () => {
    expect(dataAllowanceOf(10, 40)).toEqual({ allowanceMb: 40, usedMb: 10, leftMb: 30, usedPercent: 25 });
  });
  it('over the limit: nothing left, the meter full', () => {
    expect(dataAllowanceOf(55, 40)).toEqual({ allowanceMb: 40, usedMb: 55, leftMb: 0, usedPercent: 100 });
  });
  it('no usage: all left', () => {
    expect(dataAllowanceOf(0, 40)).toMatchObject({ leftMb: 40, usedPercent: 0 });
  });
});

describe('recentDailyAverageMb', () => {
  it('averages the last 7 days, days without a report counting as none', () => {
    // 14 MB over today..6 days ago; the day 7 days ago is outside the week.
    const days = [day(0, 4), day(3, 6), day(6, 4), day(7, 100), day(20, 1)];
    expect(recentDailyAverageMb(days, today)).toBeCloseTo(2);
  });
  it('fewer than 7 days of history: averaged over the days since the first', () => {
    expect(recentDailyAverageMb([day(0, 3), day(1, 3), day(2, 3)], today)).toBeCloseTo(3);
  });
  it('no days: zero', () => expect(recentDailyAverageMb([], today)).toBe(0));
});

describe('dataForecastOf', () => {
  it('at 2 MB a day, 10 MB left lasts 5 days', () => {
    const days = [0, 1, 2, 3, 4, 5, 6].map((ago) => day(ago, 2));
    const forecast = dataForecastOf(days, 10, today);
    expect(forecast.kind).toBe('lastsUntil');
    if (forecast.kind === 'lastsUntil') expect(forecast.date.format('YYYY-MM-DD')).toBe('2026-12-01');
  });
  it('part of a day left rounds down to the day it runs out', () => {
    const forecast = dataForecastOf([0, 1, 2, 3, 4, 5, 6].map((ago) => day(ago, 4)), 7, today);
    if (forecast.kind !== 'lastsUntil') throw new Error(`unexpected ${forecast.kind}`);
    expect(forecast.date.format('YYYY-MM-DD')).toBe('2026-11-27');
  });
  it('no usage in the last week: no forecast', () => {
    expect(dataForecastOf([day(10, 5)], 35, today)).toEqual({ kind: 'none' });
    expect(dataForecastOf([], 40, today)).toEqual({ kind: 'none' });
  });
  it('nothing left (or over the limit): used up', () => {
    expect(dataForecastOf([day(0, 50)], 0, today)).toEqual({ kind: 'usedUp' });
  });
});
