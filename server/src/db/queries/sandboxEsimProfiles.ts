import type { Executor } from './executor';

export interface SandboxEsimProfile {
  providerEsimId: string;
  iccid: string;
  textQrCode: string;
}

/**
 * Stores `candidate` as the profile of `idempotencyKey` unless one is stored already, and answers
 * the stored one: of any number of instances provisioning with one key at once, all answer the
 * profile of the first insert.
 */
export async function provisionSandboxEsimProfile(db: Executor, idempotencyKey: string, candidate: SandboxEsimProfile): Promise<SandboxEsimProfile> {
  await db
    .insertInto('sandbox_esim_profiles')
    .values({ idempotency_key: idempotencyKey, provider_esim_id: candidate.providerEsimId, iccid: candidate.iccid, text_qr_code: candidate.textQrCode })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('sandbox_esim_profiles')
    .select(['provider_esim_id', 'iccid', 'text_qr_code'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  return { providerEsimId: stored.provider_esim_id, iccid: stored.iccid, textQrCode: stored.text_qr_code };
}
