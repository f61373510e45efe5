import type { AppContext } from '../appContext';
import { findPaymentByKey } from '../db/queries/payments';
import type { PaymentKind } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { RECAPTCHA_FAILED } from '../http/messages';
import { bindPass, existingPassFor, recaptchaTokenHash, type PurchaseWithToken } from './recaptchaPasses';

/**
 * Checks a purchase's reCAPTCHA token: a pass is good for one purchase (billing/recaptchaPasses.ts).
 * The same purchase sent again (its idempotency key has an attempt, running or paid, or the
 * token's pass is bound to that key) is let through without asking Google again: Google accepts
 * each token once, and a retried or double-clicked purchase must not be refused for it. After a
 * decline, or for any other purchase, the token is refused: the customer solves a new reCAPTCHA.
 */
export async function requireHumanForPurchase(
  ctx: AppContext,
  input: { userId: number; idempotencyKey: string; kind: PaymentKind; recaptchaToken: string; ip: string },
): Promise<void> {
  if (await findPaymentByKey(ctx.db, input.userId, input.idempotencyKey)) return;
  const purchase = { userId: input.userId, idempotencyKey: input.idempotencyKey, kind: input.kind, tokenHash: recaptchaTokenHash(input.recaptchaToken) };
  // Requests with one token (a double click) take turns on this instance: the verifier answers each
  // token once, so the second must find the first's pass instead of asking again.
  const before = checksInTurn.get(purchase.tokenHash) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => checkPass(ctx, input, purchase));
  checksInTurn.set(purchase.tokenHash, mine);
  try {
    await mine;
  } finally {
    if (checksInTurn.get(purchase.tokenHash) === mine) checksInTurn.delete(purchase.tokenHash);
  }
}

/** The last check of each token's turn, by its SHA-256; emptied as each turn ends. */
const checksInTurn = new Map<string, Promise<void>>();

async function checkPass(ctx: AppContext, input: { recaptchaToken: string; ip: string }, purchase: PurchaseWithToken): Promise<void> {
  const known = await existingPassFor(ctx.db, purchase);
  if (known === 'covered') return;
  if (known === 'refused' || !(await ctx.providers.recaptcha.verify(input.recaptchaToken, input.ip))) throw new HttpFailure(400, RECAPTCHA_FAILED);
  if (!(await bindPass(ctx.db, purchase))) throw new HttpFailure(400, RECAPTCHA_FAILED);
}
