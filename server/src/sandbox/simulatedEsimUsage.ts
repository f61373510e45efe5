import type { AppContext } from '../appContext';
import { findUserEsim } from '../db/queries/esims';
import { addSandboxEsimUsage } from '../db/queries/sandboxEsimUsage';
import { esimUsageReport } from '../esim/esimUsageReport';
import { HttpFailure } from '../http/HttpFailure';
import { formatIsoDate } from '../lib/isoDates';

export const NO_ESIM = 'You have no eSIM yet. Buy one on the eSIM page, then simulate again.';
export const DEFAULT_SIMULATED_MB = 25;
/** Of the data a phone spends, about this share is downloaded; the rest is sent. */
const DOWNLINK_SHARE = 0.85;

const toHundredths = (mb: number) => Math.round(mb * 100) / 100;

/**
 * The caller's eSIM spends `megabytes` today: the sandbox operator books it, then the usage report
 * asks the operator for today as the eSIM page's read does, and stores what it reports.
 */
export async function simulateEsimUsage(ctx: AppContext, userId: number, megabytes = DEFAULT_SIMULATED_MB): Promise<string> {
  const esim = await findUserEsim(ctx.db, userId);
  if (!esim) throw new HttpFailure(409, NO_ESIM);
  const now = new Date(ctx.clock());
  const today = formatIsoDate(now);
  const downlinkMb = toHundredths(megabytes * DOWNLINK_SHARE);
  await addSandboxEsimUsage(ctx.db, { providerEsimId: esim.provider_esim_id, date: today, downlinkMb, uplinkMb: toHundredths(megabytes - downlinkMb) });
  const [day] = await esimUsageReport(ctx, esim, today, today, now);
  return `Your eSIM used ${toHundredths(megabytes)} MB of data: ${day?.totalVolume ?? toHundredths(megabytes)} MB today in all.`;
}
