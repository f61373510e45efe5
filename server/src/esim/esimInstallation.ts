import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../appContext';
import { recordEsimImei, type Esim } from '../db/queries/esims';
import { EsimProviderError } from '../providers/esim/EsimProvider';

/** IMEIs are 15 digits (14 and a Luhn check digit); anything else from the operator is not stored. */
const IMEI_PATTERN = /^[0-9]{15}$/;

/**
 * The IMEI of the phone the eSIM is installed on. Once recorded it is read from the
 * database; until then the operator's profile is asked (on each look at the eSIM page), and a
 * device it names is recorded. An operator that cannot answer leaves the eSIM not installed: the
 * page then still offers installation, as it did before.
 */
export async function installedImeiOf(ctx: AppContext, esim: Esim, log: FastifyBaseLogger): Promise<string | null> {
  if (esim.imei) return esim.imei;
  try {
    const device = await ctx.providers.esim.installedDevice({ providerEsimId: esim.provider_esim_id });
    if (!device || !IMEI_PATTERN.test(device.imei)) return null;
    await recordEsimImei(ctx.db, esim.id, device.imei);
    return device.imei;
  } catch (error) {
    if (!(error instanceof EsimProviderError)) throw error;
    log.warn({ err: error }, 'eSIM installation state unavailable');
    return null;
  }
}
