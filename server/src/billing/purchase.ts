import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import {
  closePayment,
  findInterruptedTwin,
  findPaymentByKey,
  hasRunningPayment,
  insertPendingPayment,
  lockPaymentStatus,
  markPaymentPaid,
  releasePayment,
  resumePayment,
  type Payment,
} from '../db/queries/payments';
import { lockUser } from '../db/queries/users';
import type { Database, PaymentKind, User } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import type { Logger } from '../lib/logger';
import { PaymentDeclinedError, type CardSummary } from '../providers/payments/PaymentProvider';
import { sendReceiptEmail } from './billingMail';
import { newProviderKey, type PurchaseIntent } from './purchaseIntent';

type Trx = Transaction<Database>;

export const NO_SAVED_CARD = 'Please add a payment card before purchasing.';
export const PURCHASE_IN_PROGRESS = 'This purchase is already in progress. Please wait a moment.';
export const KEY_REUSED = 'This Idempotency-Key was already used for another purchase.';
export const PAYMENT_UNAVAILABLE = 'The payment could not be processed right now. Please try again.';
export const RECORDING_FAILED = 'Your purchase could not be completed right now. Please try again: you will not be charged twice.';

/** An unfinished attempt younger than this is running; an older one was interrupted and is resumed by a retry. */
export const IN_PROGRESS_MS = 60_000;
/** A repeat of a running attempt waits this long for its answer before giving up with 409. */
const REPEAT_WAIT_MS = 20_000;
const REPEAT_POLL_MS = 50;
/** Stripe keeps an idempotency key's answer 24 hours: older unresolved attempts are not resumed. */
const PROVIDER_KEY_LIFETIME_MS = 23 * 60 * 60_000;

/**
 * What a purchase checks before money moves and does once it has; also what settles it later
 * (pendingPayments.ts). `Delivery` is what `deliver` fetches from a provider for `apply` to store.
 */
export interface PurchaseEffect<Delivery = void> {
  /** Before any money moves, with the user's row locked: throws HttpFailure if the purchase is not allowed now. */
  check(trx: Trx, user: User): Promise<void>;
  /**
   * After the charge, outside any transaction: what a provider must hand over before the purchase
   * is recorded (an eSIM profile), asked under the attempt's provider key so that a resumed attempt
   * gets the same one. Throws if it cannot now: the attempt stays pending, and a retry resumes it.
   */
  deliver?(payment: Payment, user: User): Promise<Delivery>;
  /** In the transaction that marks the payment paid: what was bought. May return the subscription to link. */
  apply(trx: Trx, payment: Payment, user: User, delivery: Delivery): Promise<number | null>;
  /** In the transaction that marks a declined payment failed (renewals lapse the subscription). */
  onDecline?(trx: Trx, payment: Payment): Promise<void>;
}

export interface PurchaseSpec<Delivery = void> extends PurchaseEffect<Delivery> {
  userId: number;
  /** What is bought, stored with the attempt so that another instance can finish it. */
  intent: PurchaseIntent;
  /** As resolved by resolveIdempotencyKey: the same key is the same purchase. */
  idempotencyKey: string;
  kind: PaymentKind;
  amountCents: number;
  description: string;
  /** At most one unfinished attempt of this kind per user (subscriptions, eSIMs): another key gets 409. */
  exclusive: boolean;
  /** A one-time card token to charge instead of the card on file (not saved); the customer must exist. */
  oneTimeCardToken?: string;
}

export interface PurchaseResult {
  /**
   * True when an earlier request with the same key made this purchase (nothing was charged now),
   * or when another instance recorded this request's charge first (and told the customer).
   */
  replayed: boolean;
  paymentId: number;
}

/**
 * Checks that an unresolved attempt may still be completed. If not (the customer bought the same
 * thing another way meanwhile), the attempt is closed as failed and the check's failure answered.
 * Its charge was never confirmed; should the provider have taken it, it shows in the provider's
 * dashboard under the attempt's key for a refund (logged as a warning).
 */
async function checkOrSupersede<Delivery>(trx: Trx, spec: PurchaseSpec<Delivery>, user: User, attempt: Payment, log: Logger): Promise<HttpFailure | null> {
  try {
    await spec.check(trx, user);
    return null;
  } catch (error) {
    if (!(error instanceof HttpFailure)) throw error;
    await closePayment(trx, attempt, { reason: 'superseded', failureMessage: `superseded: ${error.message}` });
    log.warn({ paymentId: attempt.id, providerKey: providerKey(attempt) }, 'unresolved payment attempt superseded: check the provider for a charge to refund');
    return error;
  }
}

type Attempt = { kind: 'replay'; payment: Payment } | { kind: 'busy' } | { kind: 'refused'; failure: HttpFailure } | { kind: 'charge'; payment: Payment; user: User };

/**
 * The provider's key of one attempt: stable while it is retried, resumed or taken over, new after
 * a decline. Recorded with the attempt; attempts from before migration 0610 derive it as they did
 * (eSIM attempts had a scheme of their own).
 */
export function providerKey(payment: Payment): string {
  if (payment.provider_key) return payment.provider_key;
  if (payment.kind === 'esim') return `esim-payment-${payment.id}`;
  const digest = createHash('sha256').update(`${payment.user_id}:${payment.idempotency_key}`).digest('hex').slice(0, 16);
  return `payment-${payment.id}-${digest}`;
}

/**
 * One transaction holding the user's row: answer a repeat, wait for a running twin, or check the
 * purchase and record it as a pending payment before any money moves.
 */
async function beginAttempt<Delivery>(trx: Trx, spec: PurchaseSpec<Delivery>, providerName: string, log: Logger): Promise<Attempt> {
  const user = await lockUser(trx, spec.userId);
  if (!user) throw new HttpFailure(401, SESSION_ENDED);
  const prior = await findPaymentByKey(trx, spec.userId, spec.idempotencyKey);
  if (prior && (prior.kind !== spec.kind || prior.amount_cents !== spec.amountCents || prior.description !== spec.description)) {
    throw new HttpFailure(409, KEY_REUSED);
  }
  if (prior?.status === 'succeeded') return { kind: 'replay', payment: prior };
  const freshSince = new Date(Date.now() - IN_PROGRESS_MS);
  if (prior && new Date(prior.updated_at) > freshSince) return { kind: 'busy' };
  if (!user.payment_customer_id || (!user.payment_method_token && spec.oneTimeCardToken === undefined)) throw new HttpFailure(400, NO_SAVED_CARD);

  if (prior) {
    // An interrupted attempt under this key: resume it (the provider answers its charge again,
    // once), if the purchase is still allowed; see checkOrSupersede for when it no longer is.
    const refusal = await checkOrSupersede(trx, spec, user, prior, log);
    if (refusal) return { kind: 'refused', failure: refusal };
    return { kind: 'charge', payment: await resumePayment(trx, prior.id), user };
  }
  // The same purchase under a new key (the customer clicked Pay again after an outage) takes over
  // the unresolved attempt: its charge may have gone through with the answer lost, and resuming it
  // under its own provider key charges at most once either way.
  const unresolved = await findInterruptedTwin(trx, {
    userId: spec.userId,
    kind: spec.kind,
    amountCents: spec.amountCents,
    description: spec.description,
    quietSince: freshSince,
    createdAfter: new Date(Date.now() - PROVIDER_KEY_LIFETIME_MS),
  });
  if (unresolved) {
    const refusal = await checkOrSupersede(trx, spec, user, unresolved, log);
    if (refusal) return { kind: 'refused', failure: refusal };
    return { kind: 'charge', payment: await resumePayment(trx, unresolved.id, spec.idempotencyKey), user };
  }
  if (spec.exclusive && (await hasRunningPayment(trx, spec.userId, spec.kind, freshSince))) throw new HttpFailure(409, PURCHASE_IN_PROGRESS);
  await spec.check(trx, user);
  const payment = await insertPendingPayment(trx, {
    userId: spec.userId,
    idempotencyKey: spec.idempotencyKey,
    kind: spec.kind,
    amountCents: spec.amountCents,
    provider: providerName,
    description: spec.description,
    providerKey: newProviderKey(),
    purchase: spec.intent,
  });
  return { kind: 'charge', payment, user };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Charges the saved card for a purchase exactly once per idempotency key, then records the paid
 * payment and its effect (`apply`) in ONE transaction, so that no charge is recorded without what
 * it bought, nor the reverse (`deliver`, when the purchase has one, runs between the two). A
 * repeat of a finished purchase answers `replayed` without charging; a repeat of a running one
 * waits for it. A decline (402, the provider's text) frees the key so the customer may retry after
 * fixing the card; an outage (502) keeps it, so a retry resumes the attempt.
 */
export async function purchase<Delivery>(ctx: AppContext, spec: PurchaseSpec<Delivery>, log: Logger): Promise<PurchaseResult> {
  const providerName = ctx.config.stripeSecretKey ? 'stripe' : 'sandbox';
  let attempt: Attempt;
  for (let waited = 0; ; waited += REPEAT_POLL_MS) {
    attempt = await ctx.db.transaction().execute((trx) => beginAttempt(trx, spec, providerName, log));
    if (attempt.kind !== 'busy') break;
    if (waited >= REPEAT_WAIT_MS) throw new HttpFailure(409, PURCHASE_IN_PROGRESS);
    await sleep(REPEAT_POLL_MS);
  }
  if (attempt.kind === 'replay') return { replayed: true, paymentId: attempt.payment.id };
  // Thrown after the transaction committed, so that the closed attempt stays closed.
  if (attempt.kind === 'refused') throw attempt.failure;
  const { payment, user } = attempt;
  await ctx.pausePoint('pending-recorded');

  let chargeId: string;
  let card: CardSummary | null;
  try {
    const charge = await ctx.providers.payments.charge({
      customerId: user.payment_customer_id as string,
      ...(spec.oneTimeCardToken === undefined ? {} : { cardToken: spec.oneTimeCardToken }),
      amountCents: payment.amount_cents,
      currency: 'usd',
      description: payment.description,
      idempotencyKey: providerKey(payment),
    });
    chargeId = charge.chargeId;
    card = charge.card;
    await ctx.pausePoint('charged');
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await ctx.db.transaction().execute(async (trx) => {
        await closePayment(trx, payment, { reason: 'declined', failureMessage: error.message });
        await spec.onDecline?.(trx, payment);
      });
      throw new HttpFailure(402, error.message);
    }
    await releasePayment(ctx.db, payment.id);
    log.warn({ err: error, paymentId: payment.id }, 'charge failed');
    throw new HttpFailure(502, PAYMENT_UNAVAILABLE);
  }

  let recorded: 'now' | 'already';
  try {
    recorded = await recordPaid(ctx, spec, payment, user, chargeId, card);
  } catch (error) {
    // Charged but not recorded: the attempt stays pending, and a retry with the same key
    // resumes it (the provider answers the same charge, so the card is not charged again).
    await releasePayment(ctx.db, payment.id, chargeId);
    log.error({ err: error, paymentId: payment.id }, 'charged, but the purchase could not be recorded');
    throw new HttpFailure(502, RECORDING_FAILED);
  }
  if (recorded === 'now') await sendReceiptEmail(ctx, payment.id, log);
  return { replayed: recorded === 'already', paymentId: payment.id };
}

/** What the charge bought: delivered first if it must be, then applied and the payment marked paid in one transaction. */
async function recordPaid<Delivery>(ctx: AppContext, spec: PurchaseSpec<Delivery>, payment: Payment, user: User, chargeId: string, card: CardSummary | null): Promise<'now' | 'already'> {
  const delivery = await deliveryOf(spec, payment, user);
  return ctx.db.transaction().execute(async (trx) => {
    // Another instance settling pending payments may have found this charge and recorded it.
    if (await settledMeanwhile(trx, payment)) return 'already';
    const subscriptionId = await spec.apply(trx, payment, user, delivery);
    await ctx.pausePoint('subscription-inserted');
    await markPaymentPaid(trx, payment.id, chargeId, subscriptionId, card);
    return 'now';
  });
}

/** What the effect's `deliver` hands over, if it has one. */
export async function deliveryOf<Delivery>(effect: PurchaseEffect<Delivery>, payment: Payment, user: User): Promise<Delivery> {
  // Without a deliver step, Delivery is void: apply gets nothing.
  return effect.deliver ? effect.deliver(payment, user) : (undefined as Delivery);
}

/**
 * With the payment's row locked: true if it was recorded as paid meanwhile (by the settling of
 * pending payments, pendingPayments.ts). Throws if that settling gave it up as never charged,
 * which its grace period makes a charge far slower than any provider's timeout.
 */
export async function settledMeanwhile(trx: Trx, payment: Payment): Promise<boolean> {
  const status = await lockPaymentStatus(trx, payment.id);
  if (status === undefined) throw new Error(`payment ${payment.id} no longer exists`);
  if (status === 'pending') return false;
  if (status === 'succeeded') return true;
  throw new Error(`payment ${payment.id} was charged (provider key ${providerKey(payment)}) after it was given up as never charged: refund it`);
}
