import dayjs from 'dayjs';
import { dataAllowanceOf, type DataForecast } from '../../../src/features/esim/dataAllowance';
import { formatPackageSize } from '../../../src/contract/packageSize';
import { dataRunsLow, topUpLabel } from '../../../src/features/esim/topUp';

const today = dayjs('2024-06-15T12:00:00');
const none: DataForecast = { kind: 'none' };
const lastsDays = (days: number): DataForecast => ({ kind: 'lastsUntil', date: today.startOf('day').add(days, 'day') });

describe('when the data runs low', () => {
  it('at or under a fifth of the allowance left', () => {
    expect(dataRunsLow(dataAllowanceOf(800, 1000), none, today)).toBe(true);
    expect(dataRunsLow(dataAllowanceOf(799, 1000), none, today)).toBe(false);
  });

  it('when it is used up', () => {
    expect(dataRunsLow(dataAllowanceOf(1200, 1000), { kind: 'usedUp' }, today)).toBe(true);
  });

  it('when the forecast runs out within 7 days, not later', () => {
    expect(dataRunsLow(dataAllowanceOf(100, 1000), lastsDays(7), today)).toBe(true);
    expect(dataRunsLow(dataAllowanceOf(100, 1000), lastsDays(8), today)).toBe(false);
  });
});

describe('top-up texts', () => {
  it('names sizes as they are sold and pairs them with the price', () => {
    expect(formatPackageSize(500)).toBe('500 MB');
    expect(formatPackageSize(1024)).toBe('1 GB');
    expect(formatPackageSize(1536)).toBe('1.5 GB');
    expect(topUpLabel({ id: 1, dataMb: 500, price: 4.99 })).toBe('500 MB · $4.99');
  });
});
