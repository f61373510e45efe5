import type { Executor } from './executor';

/** Records a passed token's hash for the user until `expiresAt` (a repeat extends it), sweeping ended passes first. */
export async function upsertRecaptchaPass(db: Executor, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.deleteFrom('recaptcha_passes').where('expires_at', '<=', now).execute();
  await db
    .insertInto('recaptcha_passes')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['user_id', 'token_hash']).doUpdateSet({ expires_at: expiresAt }))
    .execute();
}

/** Whether the user has an unexpired pass with this token hash. */
export async function hasRecaptchaPass(db: Executor, userId: number, tokenHash: string, now: Date): Promise<boolean> {
  const pass = await db
    .selectFrom('recaptcha_passes')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return pass !== undefined;
}
