import type { Dayjs } from 'dayjs';
import type { EsimTopup } from '../../contract/api';
import { formatMoney } from '../../lib/formatMoney';
import { formatPackageSize } from '../../contract/packageSize';
import type { DataAllowance, DataForecast } from './dataAllowance';

/** Data runs low at or under this share of the allowance left. */
export const LOW_DATA_SHARE = 0.2;
/** ...or when the forecast runs out within this many days. */
export const LOW_DATA_DAYS = 7;

/** Whether to press the customer to buy more data: little left, used up, or running out within a week. */
export function dataRunsLow(allowance: DataAllowance, forecast: DataForecast, today: Dayjs): boolean {
  // Used up is nothing left: under the fifth too.
  if (allowance.leftMb <= allowance.allowanceMb * LOW_DATA_SHARE) return true;
  return forecast.kind === 'lastsUntil' && forecast.date.diff(today.startOf('day'), 'day') <= LOW_DATA_DAYS;
}

/** '500 MB · $4.99' */
export function topUpLabel(topup: EsimTopup): string {
  return `${formatPackageSize(topup.dataMb)} · ${formatMoney(topup.price)}`;
}
