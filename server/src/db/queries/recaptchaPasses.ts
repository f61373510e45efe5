import { sql, type Selectable } from 'kysely';
import type { RecaptchaPassesTable } from '../schema';
import type { Executor } from './executor';

export type RecaptchaPass = Selectable<RecaptchaPassesTable>;

/**
 * Binds a passed token's hash to the user and the purchase's key until `expiresAt`, sweeping ended
 * passes first. First writer wins: false when the token already has a pass (a concurrent use).
 */
export async function bindRecaptchaPass(db: Executor, pass: { userId: number; tokenHash: string; idempotencyKey: string; now: Date; expiresAt: Date }): Promise<boolean> {
  await db.deleteFrom('recaptcha_passes').where('expires_at', '<=', pass.now).execute();
  const inserted = await db
    .insertInto('recaptcha_passes')
    .values({ token_hash: pass.tokenHash, user_id: pass.userId, idempotency_key: pass.idempotencyKey, companion_key: null, expires_at: pass.expiresAt })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The unexpired pass of a token hash, whoever it belongs to. */
export async function findRecaptchaPass(db: Executor, tokenHash: string, now: Date): Promise<RecaptchaPass | undefined> {
  return db.selectFrom('recaptcha_passes').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
}

/** Claims the pass's one companion purchase for `key`; true if it is (now, or already) that key's. */
export async function claimRecaptchaCompanion(db: Executor, tokenHash: string, key: string): Promise<boolean> {
  const claimed = await db
    .updateTable('recaptcha_passes')
    .set({ companion_key: key })
    .where('token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('companion_key', 'is', null), eb('companion_key', '=', key)]))
    .returning('token_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Frees the pass of a purchase refused before any charge (a refused upgrade quote): the customer's next purchase may take it. */
export async function unbindRecaptchaPass(db: Executor, tokenHash: string, userId: number, idempotencyKey: string): Promise<void> {
  await db.updateTable('recaptcha_passes').set({ idempotency_key: '' }).where('token_hash', '=', tokenHash).where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).execute();
}

/** Binds a freed pass to this key; true if this request took it (one request does). */
export async function rebindRecaptchaPass(db: Executor, tokenHash: string, idempotencyKey: string): Promise<boolean> {
  const taken = await db
    .updateTable('recaptcha_passes')
    .set({ idempotency_key: idempotencyKey })
    .where('token_hash', '=', tokenHash)
    .where('idempotency_key', '=', '')
    .returning('token_hash')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Whether an attempt under this key was closed (declined or given up), which frees the key (payments.ts closePayment). */
export async function keyWasClosed(db: Executor, userId: number, idempotencyKey: string): Promise<boolean> {
  const closed = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`starts_with(idempotency_key, ${`${idempotencyKey}#`})`)
    .executeTakeFirst();
  return closed !== undefined;
}

/** Records a sandbox reCAPTCHA token (by its hash) as verified now; false if it was before. */
export async function spendSandboxRecaptchaToken(db: Executor, tokenHash: string): Promise<boolean> {
  const inserted = await db
    .insertInto('sandbox_recaptcha_tokens')
    .values({ token_hash: tokenHash, verified_at: new Date() })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}
