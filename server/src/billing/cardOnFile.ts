import type { OneTimeCard } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { findUserById, updateUser } from '../db/queries/users';
import type { User } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import type { Logger } from '../lib/logger';
import { PaymentDeclinedError, type CardOnFile } from '../providers/payments/PaymentProvider';

export const PAYMENT_PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Please try again.';

/** A provider refusal becomes 402 with its message; anything else a 502 (logged). */
function asHttpFailure(error: unknown, log: Logger, what: string): never {
  if (error instanceof PaymentDeclinedError) throw new HttpFailure(402, error.message);
  if (error instanceof HttpFailure) throw error;
  log.warn({ err: error }, what);
  throw new HttpFailure(502, PAYMENT_PROVIDER_UNAVAILABLE);
}

/** The user's customer at the payment provider, made and kept at once on first use. */
export async function ensurePaymentCustomer(ctx: AppContext, user: User): Promise<string> {
  const customerId = await ctx.providers.payments.ensureCustomer({ userId: user.id, email: user.email, existingCustomerId: user.payment_customer_id });
  // Kept at once, so that a declined card does not leave a second customer behind on the next try.
  if (customerId !== user.payment_customer_id) await updateUser(ctx.db, user.id, { payment_customer_id: customerId });
  return customerId;
}

/** Turns a card token into the user's default card (PUT /user/webprofile/more, or a purchase's save_card). */
export async function saveCardOnFile(ctx: AppContext, userId: number, cardToken: string, log: Logger): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, SESSION_ENDED);
  try {
    const customerId = await ensurePaymentCustomer(ctx, user);
    const card = await ctx.providers.payments.saveCard({ customerId, cardToken });
    await updateUser(ctx.db, userId, { payment_method_token: card.paymentMethodId, payment_method: 'stripe' });
  } catch (error) {
    asHttpFailure(error, log, 'card not saved');
  }
}

/** Makes sure a one-time card has a customer to be charged for (the card itself is not saved). */
export async function prepareOneTimeCard(ctx: AppContext, userId: number, log: Logger): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, SESSION_ENDED);
  try {
    await ensurePaymentCustomer(ctx, user);
  } catch (error) {
    asHttpFailure(error, log, 'payment customer not made');
  }
}

/** The user's card on file as the provider holds it, or null without one. */
export async function cardOnFileOf(ctx: AppContext, userId: number, log: Logger): Promise<CardOnFile | null> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new HttpFailure(401, SESSION_ENDED);
  if (!user.payment_customer_id || !user.payment_method_token) return null;
  try {
    return await ctx.providers.payments.cardOnFile(user.payment_customer_id);
  } catch (error) {
    return asHttpFailure(error, log, 'card on file unavailable');
  }
}

/** The card a purchase body gives (card_token, save_card), if any. */
export function cardOf(body: OneTimeCard): { token: string; save: boolean } | undefined {
  return body.card_token ? { token: body.card_token, save: body.save_card === true } : undefined;
}
