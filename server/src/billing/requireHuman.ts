import type { AppContext } from '../appContext';
import { findPaymentByKey } from '../db/queries/payments';
import { HttpFailure } from '../http/HttpFailure';
import { RECAPTCHA_FAILED } from '../http/messages';
import { passedRecently, rememberRecaptchaPass } from './recentRecaptchaPasses';

/**
 * Checks a purchase's reCAPTCHA token, unless this idempotency key already has an attempt: that
 * attempt passed the check, and Google accepts each token only once, so a retried or
 * double-clicked purchase (the same token again) must not be refused for it. Likewise the next
 * step of the same checkout (the credit add-on after the plan) may reuse a token this customer
 * passed with moments ago, on whichever instance (see recentRecaptchaPasses).
 */
export async function requireHumanForPurchase(
  ctx: AppContext,
  input: { userId: number; idempotencyKey: string; recaptchaToken: string; ip: string },
): Promise<void> {
  if (await findPaymentByKey(ctx.db, input.userId, input.idempotencyKey)) return;
  if (await passedRecently(ctx.db, input.userId, input.recaptchaToken)) return;
  if (!(await ctx.providers.recaptcha.verify(input.recaptchaToken, input.ip))) throw new HttpFailure(400, RECAPTCHA_FAILED);
  await rememberRecaptchaPass(ctx.db, input.userId, input.recaptchaToken);
}
