import type { AppContext } from '../appContext';
import type { Executor } from '../db/queries/executor';
import { deleteNumberHold, findNumberHold, isHeldFor } from '../db/queries/numberHolds';
import { holdNumber, holdsAnotherNumber, releaseHold } from '../db/queries/phoneReservations';
import { findHolderOfNumber, holdsPhone, insertPurchasedPhone } from '../db/queries/phones';
import { hasActiveSubscription } from '../db/queries/subscriptions';
import { isUniqueViolation, lockUser } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { NumberUnavailableError, TelephonyProviderError } from '../providers/telephony/TelephonyProvider';
import { holdOwnerOf } from './numberHolds';

export const SUBSCRIPTION_REQUIRED = 'An active subscription is required to get a number.';
export const ALREADY_HAS_NUMBER = 'You already have a phone number.';
/**
 * Every number that cannot be bought gets these words and 409, whatever the reason: a customer's,
 * one held for its last owner, one in another customer's checkout, or one the carrier no longer
 * has (its own words are not passed on), so the answer never tells whether a number is ours.
 */
export const NUMBER_UNAVAILABLE = 'This number is no longer available. Please choose another.';
/**
 * Every refused port gets these words, whatever the reason (the carrier's refusal, or the number
 * being already ours), so the answer never tells whether a number is a customer's.
 */
export const PORT_REFUSED = 'This number cannot be transferred. Please check it and try again.';
export const PORT_NEEDS_CHECKOUT = 'Please verify your email address before transferring a number.';
export const NUMBER_PURCHASE_RUNNING = 'A number purchase is already in progress. Please wait a moment.';
export const CARRIER_UNAVAILABLE = 'Our phone carrier could not be reached. Please try again.';

/** How long a number is held for a customer while the carrier sells it to us. */
const HOLD_MS = 10 * 60_000;

type Claim = 'order' | 'taken back' | 'unavailable';

/**
 * Buys a number for the caller. The number is first held (phone_number_reservations has the number
 * as primary key, so of two customers racing for it exactly one gets the hold; the other gets 409),
 * then ordered from the carrier, then recorded as the caller's phone, whose unique index is the
 * final guarantee that two customers never hold the same number. A number held for its last owner
 * (numberHolds.ts) is still on our carrier account: its owner takes it back without an order, and
 * anyone else is refused as for any unavailable number.
 */
export async function purchaseNumber(ctx: AppContext, userId: number, phoneNumber: string, log: Logger): Promise<void> {
  const now = new Date();
  const claim = await ctx.db.transaction().execute(async (trx): Promise<Claim> => {
    const user = await lockUser(trx, userId);
    if (!user) throw new Error(`user ${userId} no longer exists`);
    if (!(await hasActiveSubscription(trx, userId))) throw new HttpFailure(403, SUBSCRIPTION_REQUIRED);
    if (await holdsPhone(trx, userId)) throw new HttpFailure(409, ALREADY_HAS_NUMBER);
    if (await holdsAnotherNumber(trx, userId, phoneNumber, now)) throw new HttpFailure(409, NUMBER_PURCHASE_RUNNING);
    if (await findHolderOfNumber(trx, phoneNumber)) return 'unavailable';
    const held = await findNumberHold(trx, phoneNumber, { forUpdate: true });
    if (held) {
      if (!isHeldFor(held, holdOwnerOf(user), now)) return 'unavailable';
      await deleteNumberHold(trx, phoneNumber);
      await insertPurchasedPhone(trx, userId, phoneNumber);
      return 'taken back';
    }
    // The caller's own hold (a retry) goes on; anyone else's means the number is taken.
    return (await holdNumber(trx, phoneNumber, userId, now, new Date(now.getTime() + HOLD_MS))) === userId ? 'order' : 'unavailable';
  });
  if (claim === 'taken back') {
    log.info({ userId }, 'a held number was taken back by its last owner');
    return;
  }
  if (claim === 'unavailable') await refuseAsTheCarrierWould(ctx, phoneNumber, log);

  try {
    await ctx.providers.telephony.orderNumber({ phoneNumber, idempotencyKey: `order-${userId}-${phoneNumber}` });
  } catch (error) {
    if (error instanceof NumberUnavailableError) {
      await releaseHold(ctx.db, phoneNumber, userId);
      throw new HttpFailure(409, NUMBER_UNAVAILABLE);
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
    if (isUniqueViolation(error)) throw new HttpFailure(409, NUMBER_UNAVAILABLE);
    throw error;
  }
}

/**
 * Refuses a number that is taken here as a number the carrier does not have is refused: after a
 * carrier round trip (its search of the number's area code), so that the refusal takes as long
 * as the carrier's, and with the carrier's outage answer when the carrier cannot be reached.
 */
async function refuseAsTheCarrierWould(ctx: AppContext, phoneNumber: string, log: Logger): Promise<never> {
  try {
    await ctx.providers.telephony.searchNumbers({ areaCode: phoneNumber.slice(0, 3), limit: 1, exclude: new Set() });
  } catch (error) {
    if (!(error instanceof TelephonyProviderError)) throw error;
    log.warn({ err: error }, 'number search failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }
  throw new HttpFailure(409, NUMBER_UNAVAILABLE);
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
