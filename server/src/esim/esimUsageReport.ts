import type { UsageDay } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { listEsimUsage, upsertEsimUsage, type Esim } from '../db/queries/esims';
import { daysBetween, formatIsoDate } from '../lib/isoDates';

/** MB with two decimals: sums of binary fractions would otherwise show 1.2300000000000002. */
const roundMb = (mb: number) => Math.round(mb * 100) / 100;

function usageDay(date: string, downlink: number, uplink: number): UsageDay {
  return { date, downlink: roundMb(downlink), uplink: roundMb(uplink), totalVolume: roundMb(downlink + uplink) };
}

/**
 * Daily usage of `startDate`..`endDate` (inclusive), newest first. Days are read from esim_usage;
 * days not stored yet, and today (still growing), are asked from the operator and stored. Days
 * before the eSIM existed or after today have no usage and are left out.
 */
export async function esimUsageReport(ctx: AppContext, esim: Esim, startDate: string, endDate: string, now = new Date()): Promise<UsageDay[]> {
  const today = formatIsoDate(now);
  const from = [startDate, formatIsoDate(esim.created_at)].sort()[1];
  const to = [endDate, today].sort()[0];
  if (from > to) return [];

  const stored = new Set((await listEsimUsage(ctx.db, esim.id, from, to)).map((row) => row.usage_date));
  const missing = daysBetween(from, to).filter((date) => !stored.has(date) || date === today);
  if (missing.length > 0) {
    const reported = await ctx.providers.esim.dailyUsage({
      providerEsimId: esim.provider_esim_id,
      startDate: missing[0],
      endDate: missing[missing.length - 1],
    });
    const byDate = new Map(reported.map((day) => [day.date, day]));
    // A past day the operator leaves out had no data: stored as zero so it is not asked again.
    const days = missing.map((date) => byDate.get(date) ?? { date, downlinkMb: 0, uplinkMb: 0 });
    await upsertEsimUsage(ctx.db, esim.id, days);
  }

  const rows = await listEsimUsage(ctx.db, esim.id, from, to);
  return rows.map((row) => usageDay(row.usage_date, row.downlink_mb, row.uplink_mb));
}

/** Sums of a report, rounded like its days. */
export function totalUsage(days: UsageDay[]): { downlink: number; uplink: number; totalVolume: number } {
  const downlink = days.reduce((sum, day) => sum + day.downlink, 0);
  const uplink = days.reduce((sum, day) => sum + day.uplink, 0);
  return { downlink: roundMb(downlink), uplink: roundMb(uplink), totalVolume: roundMb(downlink + uplink) };
}
