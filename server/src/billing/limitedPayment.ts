import type { AppContext } from '../appContext';
import { findUserById } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { PAYMENT_PROVIDER_UNAVAILABLE } from './cardOnFile';
import type { PaymentAttempt } from './paymentVelocity';

/** The payment a customer asks for: who, from where, and with which card (a given one, else the card on file). */
export interface PaymentRequest {
  userId: number;
  ip: string;
  /** A card given with the request; `save: false` is a one-time card. */
  card?: { token: string; save: boolean };
}

/** The attempt as the card-testing limits see it, with the provider's fingerprint of the card to be charged. */
export async function paymentAttemptOf(ctx: AppContext, request: PaymentRequest, log: Logger): Promise<PaymentAttempt> {
  const { userId, ip, card } = request;
  const oneTime = card && !card.save ? { oneTimeCardToken: card.token } : {};
  try {
    if (card) return { userId, ip, cardFingerprint: await ctx.providers.payments.cardFingerprint({ cardToken: card.token }), ...oneTime };
    const user = await findUserById(ctx.db, userId);
    const customerId = user?.payment_method_token ? user.payment_customer_id : null;
    return { userId, ip, cardFingerprint: customerId ? await ctx.providers.payments.cardFingerprint({ customerId }) : null };
  } catch (error) {
    log.warn({ err: error }, 'card fingerprint unavailable');
    throw new HttpFailure(502, PAYMENT_PROVIDER_UNAVAILABLE);
  }
}

/**
 * Runs a payment (a charge, or a card saved) under the card-testing limits: refused with 429
 * before anything reaches the provider when the attempt is over a limit (unless `admitted`: the
 * same purchase again, already let through once), and a decline (402) counted.
 */
export async function withPaymentLimits<T>(ctx: AppContext, attempt: PaymentAttempt, pay: () => Promise<T>, options: { admitted?: boolean } = {}): Promise<T> {
  if (!options.admitted) await ctx.paymentVelocity.admit(attempt);
  try {
    return await pay();
  } catch (error) {
    if (error instanceof HttpFailure && error.statusCode === 402) await ctx.paymentVelocity.recordDecline(attempt);
    throw error;
  }
}
