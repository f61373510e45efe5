import { sql } from 'kysely';
import type { Executor } from './executor';

/** Adds simulated data to a profile's day in the sandbox operator's books. */
export async function addSandboxEsimUsage(db: Executor, usage: { providerEsimId: string; date: string; downlinkMb: number; uplinkMb: number }): Promise<void> {
  await db
    .insertInto('sandbox_esim_usage')
    .values({ provider_esim_id: usage.providerEsimId, usage_date: usage.date, downlink_mb: usage.downlinkMb, uplink_mb: usage.uplinkMb })
    .onConflict((conflict) =>
      conflict.columns(['provider_esim_id', 'usage_date']).doUpdateSet({
        downlink_mb: sql`sandbox_esim_usage.downlink_mb + excluded.downlink_mb`,
        uplink_mb: sql`sandbox_esim_usage.uplink_mb + excluded.uplink_mb`,
      }),
    )
    .execute();
}

/** The simulated data of a profile's days `from`..`to` ('YYYY-MM-DD', inclusive). */
export function listSandboxEsimUsage(db: Executor, providerEsimId: string, from: string, to: string): Promise<{ usage_date: string; downlink_mb: number; uplink_mb: number }[]> {
  return db
    .selectFrom('sandbox_esim_usage')
    .select(['usage_date', 'downlink_mb', 'uplink_mb'])
    .where('provider_esim_id', '=', providerEsimId)
    .where('usage_date', '>=', from)
    .where('usage_date', '<=', to)
    .execute();
}
