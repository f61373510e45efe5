import type { Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import { HELD_PHONE_STATUSES } from '../db/queries/phones';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { NumberUnavailableError, PortRejectedError } from '../providers/telephony/TelephonyProvider';
import { PORT_CLAIM_LEASE_MS, type PortCompletions } from './portCompletions';

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
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const subscription = await trx.selectFrom('subscriptions').select('id').where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
    if (!subscription) throw new HttpFailure(403, SUBSCRIPTION_REQUIRED);
    const held = await trx.selectFrom('phones').select('id').where('user_id', '=', userId).where('status', 'in', HELD_PHONE_STATUSES).executeTakeFirst();
    if (held) throw new HttpFailure(409, ALREADY_HAS_NUMBER);
    const otherHold = await trx
      .selectFrom('phone_number_reservations')
      .select('phone_number')
      .where('user_id', '=', userId)
      .where('phone_number', '<>', phoneNumber)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (otherHold) throw new HttpFailure(409, NUMBER_PURCHASE_RUNNING);
    const holder = await trx.selectFrom('phones').select('id').where('phone_number', '=', phoneNumber).where('status', 'in', HELD_PHONE_STATUSES).executeTakeFirst();
    if (holder) throw new HttpFailure(409, NUMBER_TAKEN);
    await trx.deleteFrom('phone_number_reservations').where('phone_number', '=', phoneNumber).where('expires_at', '<=', now).execute();
    const hold = await trx
      .insertInto('phone_number_reservations')
      .values({ phone_number: phoneNumber, user_id: userId, expires_at: new Date(now.getTime() + HOLD_MS) })
      .onConflict((oc) => oc.column('phone_number').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!hold) {
      const existing = await trx.selectFrom('phone_number_reservations').select('user_id').where('phone_number', '=', phoneNumber).executeTakeFirst();
      // The caller's own hold (a retry) goes on; anyone else's means the number is taken.
      if (existing?.user_id !== userId) throw new HttpFailure(409, NUMBER_TAKEN);
    }
  });

  const releaseHold = () => ctx.db.deleteFrom('phone_number_reservations').where('phone_number', '=', phoneNumber).where('user_id', '=', userId).execute();
  try {
    await ctx.providers.telephony.orderNumber({ phoneNumber, idempotencyKey: `order-${userId}-${phoneNumber}` });
  } catch (error) {
    if (error instanceof NumberUnavailableError) {
      await releaseHold();
      throw new HttpFailure(409, error.message);
    }
    // The hold stays until it expires: a retry by this customer finds the number still theirs.
    log.warn({ err: error }, 'number order failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }

  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('phones').values({ user_id: userId, phone_number: phoneNumber, status: 'active', origin: 'purchased' }).execute();
      await trx.deleteFrom('phone_number_reservations').where('phone_number', '=', phoneNumber).execute();
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
async function checkPortAllowed(trx: Transaction<Database>, userId: number): Promise<void> {
  const user = await trx.selectFrom('users').select('email_verified_at').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  const held = await trx.selectFrom('phones').select('id').where('user_id', '=', userId).where('status', 'in', HELD_PHONE_STATUSES).executeTakeFirst();
  if (held) throw new HttpFailure(409, ALREADY_HAS_NUMBER);
  const active = await trx.selectFrom('subscriptions').select('id').where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
  if (!active && !user.email_verified_at) throw new HttpFailure(403, PORT_NEEDS_CHECKOUT);
}

/**
 * Files a port-in request: the number is recorded at once as the caller's (port_pending), so that
 * nobody else can buy or port it meanwhile, then the carrier is asked; if it refuses, the record
 * is removed again. The completion is scheduled for when the carrier expects it.
 */
export async function requestPort(ctx: AppContext, ports: PortCompletions, userId: number, phoneNumber: string, log: Logger): Promise<void> {
  const now = new Date();
  let phoneId: number;
  try {
    phoneId = await ctx.db.transaction().execute(async (trx) => {
      await checkPortAllowed(trx, userId);
      const hold = await trx.selectFrom('phone_number_reservations').select('user_id').where('phone_number', '=', phoneNumber).where('expires_at', '>', now).executeTakeFirst();
      if (hold) throw new HttpFailure(400, PORT_REFUSED);
      const row = await trx
        .insertInto('phones')
        // Due (to be looked at by any instance) after a claim's lease, should this one die before the carrier answers.
        .values({ user_id: userId, phone_number: phoneNumber, status: 'port_pending', origin: 'ported', port_requested_at: now, port_completes_at: new Date(now.getTime() + PORT_CLAIM_LEASE_MS) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    // The number is held here already, by someone: answered as the carrier's refusal is.
    if (isUniqueViolation(error)) throw new HttpFailure(400, PORT_REFUSED);
    throw error;
  }

  let expectedCompletionAt: Date;
  try {
    ({ expectedCompletionAt } = await ctx.providers.telephony.requestPort({ phoneNumber }));
  } catch (error) {
    await ctx.db.deleteFrom('phones').where('id', '=', phoneId).execute();
    if (error instanceof PortRejectedError) {
      log.info({ reason: error.message }, 'port request refused by the carrier');
      throw new HttpFailure(400, PORT_REFUSED);
    }
    log.warn({ err: error }, 'port request failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }
  await ctx.db.updateTable('phones').set({ port_completes_at: expectedCompletionAt, updated_at: new Date() }).where('id', '=', phoneId).execute();
  ports.schedule(expectedCompletionAt);
}
