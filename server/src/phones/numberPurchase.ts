import type { AppContext } from '../appContext';
import type { Executor } from '../db/queries/executor';
import { holdNumber, holdsAnotherNumber, releaseHold } from '../db/queries/phoneReservations';
import { findHolderOfNumber, holdsPhone, insertPurchasedPhone } from '../db/queries/phones';
import { hasActiveSubscription } from '../db/queries/subscriptions';
import { isUniqueViolation, lockUser } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { NumberUnavailableError } from '../providers/telephony/TelephonyProvider';

export const SUBSCRIPTION_REQUIRED = 'An active subscription is required to get a number.';
export const ALREADY_HAS_NUMBER = 'You already have a phone number.';
export const NUMBER_TAKEN = 'This number was just taken by another customer. Please choose another.';
/**
 * Every refused port gets these words, whatever the reason (the carrier's refusal, or the number
 * being already ours), so the answer never tells whether a number is a customer's (issue 20).
 */
export const PORT_REFUSED = 'This number cannot be transferred. Please check it and try again.';
export const PORT_NEEDS_CHECKOUT = 'Please verify your email address before transferring a number.';
export const NUMBER_PURCHASE_RUNNING = 'A number purchase is already in progress. Please wait a moment.';
export const CARRIER_UNAVAILABLE = 'Our phone carrier could not be reached. Please try again.';

/** How long a number is held for a customer while the carrier sells it to us. */
const HOLD_MS = 10 * 60_000;

/**
 * Buys a number for the caller. The number is first held (phone_number_reservations has the number
 * as primary key, so of two customers racing for it exactly one gets the hold; the other gets 409),
 * then ordered from the carrier, then recorded as the caller's phone, whose unique index is the
 * final guarantee that two customers never hold the same number.
 */
export async function purchaseNumber(ctx: AppContext, userId: number, phoneNumber: string, log: Logger): Promise<void> {
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, userId))) throw new Error(`user ${userId} no longer exists`);
    if (!(await hasActiveSubscription(trx, userId))) throw new HttpFailure(403, SUBSCRIPTION_REQUIRED);
    if (await holdsPhone(trx, userId)) throw new HttpFailure(409, ALREADY_HAS_NUMBER);
    if (await holdsAnotherNumber(trx, userId, phoneNumber, now)) throw new HttpFailure(409, NUMBER_PURCHASE_RUNNING);
    if (await findHolderOfNumber(trx, phoneNumber)) throw new HttpFailure(409, NUMBER_TAKEN);
    // The caller's own hold (a retry) goes on; anyone else's means the number is taken.
    if ((await holdNumber(trx, phoneNumber, userId, now, new Date(now.getTime() + HOLD_MS))) !== userId) throw new HttpFailure(409, NUMBER_TAKEN);
  });

  try {
    await ctx.providers.telephony.orderNumber({ phoneNumber, idempotencyKey: `order-${userId}-${phoneNumber}` });
  } catch (error) {
    if (error instanceof NumberUnavailableError) {
      await releaseHold(ctx.db, phoneNumber, userId);
      throw new HttpFailure(409, error.message);
    }
    // The hold stays until it expires: a retry by this customer finds the number still theirs.
    log.warn({ err: error }, 'number order failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }

  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertPurchasedPhone(trx, userId, phoneNumber);
      await releaseHold(trx, phoneNumber);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpFailure(409, NUMBER_TAKEN);
    throw error;
  }
}

/**
 * Whether the caller may file a port: with an active subscription, or in a checkout: a signed-up
 * customer with a verified email and no number yet, choosing the number the checkout will pay for
 * (SPEC §2: the number comes before the plan). A customer holding a number already is refused.
 */
export async function checkPortAllowed(trx: Executor, userId: number): Promise<void> {
  const user = await lockUser(trx, userId);
  if (!user) throw new Error(`user ${userId} no longer exists`);
  if (await holdsPhone(trx, userId)) throw new HttpFailure(409, ALREADY_HAS_NUMBER);
  const active = await hasActiveSubscription(trx, userId);
  if (!active && !user.email_verified_at) throw new HttpFailure(403, PORT_NEEDS_CHECKOUT);
}
