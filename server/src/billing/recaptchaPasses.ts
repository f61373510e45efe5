import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findPaymentByKey } from '../db/queries/payments';
import { bindRecaptchaPass, claimRecaptchaCompanion, findRecaptchaPass, keyWasClosed, rebindRecaptchaPass, unbindRecaptchaPass, type RecaptchaPass } from '../db/queries/recaptchaPasses';
import type { Database, PaymentKind } from '../db/schema';

/**
 * How long a pass stays bound to its purchase: longer than Google's tokens live (2 minutes), so
 * that a token is always refused either here or by Google's own single-use check.
 */
export const RECAPTCHA_PASS_MS = 10 * 60_000;

export const recaptchaTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** One purchase asking to be let through with a token. */
export interface PurchaseWithToken {
  userId: number;
  idempotencyKey: string;
  kind: PaymentKind;
  tokenHash: string;
}

/**
 * Whether an existing pass lets this purchase through: the purchase it is bound to, sent again
 * (a double click, a retry whose first request is still running or was refused before any
 * charge), but not once that purchase's charge was declined; a pass freed by a refused quote
 * (taken by one request); or the credit add-on of the checkout whose plan the pass paid for,
 * once. Never another customer's pass.
 */
async function passCovers(db: Kysely<Database>, pass: RecaptchaPass, purchase: PurchaseWithToken): Promise<boolean> {
  if (pass.user_id !== purchase.userId) return false;
  if (pass.idempotency_key === '') return rebindRecaptchaPass(db, pass.token_hash, purchase.idempotencyKey);
  if (pass.idempotency_key === purchase.idempotencyKey) return !(await keyWasClosed(db, purchase.userId, purchase.idempotencyKey));
  if (purchase.kind !== 'credits') return false;
  const plan = await findPaymentByKey(db, purchase.userId, pass.idempotency_key);
  if (plan?.kind !== 'subscription' || plan.status !== 'succeeded') return false;
  if (!(await claimRecaptchaCompanion(db, pass.token_hash, purchase.idempotencyKey))) return false;
  return !(await keyWasClosed(db, purchase.userId, purchase.idempotencyKey));
}

/** 'covered': an existing pass lets the purchase through; 'refused': the token is spent elsewhere; 'unknown': no pass yet. */
export async function existingPassFor(db: Kysely<Database>, purchase: PurchaseWithToken, now = Date.now()): Promise<'covered' | 'refused' | 'unknown'> {
  const pass = await findRecaptchaPass(db, purchase.tokenHash, new Date(now));
  if (!pass) return 'unknown';
  return (await passCovers(db, pass, purchase)) ? 'covered' : 'refused';
}

/**
 * Binds a token that just passed to this purchase, in the database so that every instance
 * honours it. False when a concurrent request bound it first and that pass does not cover this one.
 */
export async function bindPass(db: Kysely<Database>, purchase: PurchaseWithToken, now = Date.now()): Promise<boolean> {
  const bound = await bindRecaptchaPass(db, { userId: purchase.userId, tokenHash: purchase.tokenHash, idempotencyKey: purchase.idempotencyKey, now: new Date(now), expiresAt: new Date(now + RECAPTCHA_PASS_MS) });
  return bound || (await existingPassFor(db, purchase, now)) === 'covered';
}

/**
 * A purchase refused before anything was charged because its upgrade quote no longer held: the
 * customer confirms the new price in the same dialog, with the same reCAPTCHA, as a new purchase
 * (a new key). Its pass is freed for that one.
 */
export async function freePassOfRefusedQuote(db: Kysely<Database>, purchase: Omit<PurchaseWithToken, 'kind'>): Promise<void> {
  await unbindRecaptchaPass(db, purchase.tokenHash, purchase.userId, purchase.idempotencyKey);
}
