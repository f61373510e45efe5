import type { Dayjs } from 'dayjs';
import type { EsimTopup } from '../../contract/api';
import { formatMoney } from '../../lib/formatMoney';
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

/** A package's size as it is sold: '500 MB', '1 GB', '1.5 GB'. */
export function topUpSizeText(dataMb: number): string {
  if (dataMb < 1024) return `${dataMb.toLocaleString('en-US')} MB`;
  return `${Number((dataMb / 1024).toFixed(2))} GB`;
}

/** '500 MB · $4.99' */
export function topUpLabel(topup: EsimTopup): string {
  return `${topUpSizeText(topup.dataMb)} · ${formatMoney(topup.price)}`;
}
