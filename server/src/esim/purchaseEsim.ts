import type { Selectable, Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import { findEsimPlan, type EsimPlan } from '../db/queries/esims';
import type { Database, PaymentsTable, User } from '../db/schema';
import { esimReadyEmail } from '../emails/esimEmails';
import { HttpFailure } from '../http/HttpFailure';
import { settledMeanwhile } from '../billing/purchase';
import { newProviderKey, type PurchaseIntent } from '../billing/purchaseIntent';
import type { Logger } from '../lib/logger';
import { PaymentDeclinedError } from '../providers/payments/PaymentProvider';

type Payment = Selectable<PaymentsTable>;

export const ALREADY_HAS_ESIM = 'You already have an eSIM.';
export const PURCHASE_IN_PROGRESS = 'This purchase is already in progress. Please wait a moment.';
export const NO_SAVED_CARD = 'Please add a payment card before purchasing.';
export const ESIM_PLAN_NOT_FOUND = 'This eSIM plan is not available.';
export const PAYMENT_UNAVAILABLE = 'The payment could not be processed right now. Please try again.';
export const PROVISIONING_FAILED = 'Your eSIM could not be activated right now. Please try again: you will not be charged twice.';

/** A pending attempt younger than this is still running; an older one was interrupted and may be resumed. */
const IN_PROGRESS_MS = 60_000;
/** Set on an attempt that stopped after a failure, so that a retry resumes it at once. */
const RELEASED_AT = new Date(0);

export interface PurchaseRequest {
  userId: number;
  planId: number;
  /** The Idempotency-Key header, or one derived from the request. */
  idempotencyKey: string;
}

export interface PurchaseResult {
  /** True when an earlier request with the same key already made this purchase. */
  replayed: boolean;
}

/**
 * The provider's key of one attempt (for the charge and the provisioning): stable while it is
 * retried or resumed, new after a decline. Recorded with the attempt (migration 0610).
 */
const providerKey = (payment: Payment) => payment.provider_key ?? `esim-payment-${payment.id}`;

type Attempt = { kind: 'replay' } | { kind: 'charge'; payment: Payment; user: User };

/**
 * Step 1, in one transaction holding the user's row: answer a replay, refuse a second eSIM or a
 * concurrent purchase, and record the attempt as a pending payment before any money moves.
 */
async function beginAttempt(trx: Transaction<Database>, request: PurchaseRequest, plan: EsimPlan, providerName: string): Promise<Attempt> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', request.userId).forUpdate().executeTakeFirstOrThrow();
  const prior = await trx
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', request.userId)
    .where('idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (prior && prior.kind !== 'esim') throw new HttpFailure(409, 'This Idempotency-Key was already used for another purchase.');
  if (prior?.status === 'succeeded') return { kind: 'replay' };

  const freshSince = new Date(Date.now() - IN_PROGRESS_MS);
  if (prior && new Date(prior.updated_at) > freshSince) throw new HttpFailure(409, PURCHASE_IN_PROGRESS);
  const hasEsim = await trx.selectFrom('esims').select('id').where('user_id', '=', request.userId).executeTakeFirst();
  if (hasEsim) throw new HttpFailure(409, ALREADY_HAS_ESIM);
  const running = await trx
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', request.userId)
    .where('kind', '=', 'esim')
    .where('status', '=', 'pending')
    .where('updated_at', '>', freshSince)
    .executeTakeFirst();
  if (running) throw new HttpFailure(409, PURCHASE_IN_PROGRESS);
  if (!user.payment_customer_id || !user.payment_method_token) throw new HttpFailure(400, NO_SAVED_CARD);

  if (prior) {
    // An interrupted attempt with this key: resume it (the provider answers its charge again, once).
    const payment = await trx.updateTable('payments').set({ updated_at: new Date() }).where('id', '=', prior.id).returningAll().executeTakeFirstOrThrow();
    return { kind: 'charge', payment, user };
  }
  const payment = await trx
    .insertInto('payments')
    .values({
      user_id: request.userId,
      idempotency_key: request.idempotencyKey,
      kind: 'esim',
      amount_cents: plan.price_cents,
      status: 'pending',
      provider: providerName,
      description: `eSIM: ${plan.name_en}`,
      provider_key: newProviderKey('esim-payment'),
      purchase: JSON.stringify({ type: 'esim', esimPlanId: plan.id } satisfies PurchaseIntent),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { kind: 'charge', payment, user };
}

/**
 * Buys an eSIM: records the attempt, charges the saved card (once per attempt, whatever the
 * retries), provisions the profile, then stores the paid payment and the eSIM in one transaction.
 * A declined attempt frees its key, so the customer may try again after fixing the card.
 */
export async function purchaseEsim(ctx: AppContext, request: PurchaseRequest, log: Logger): Promise<PurchaseResult> {
  const plan = await findEsimPlan(ctx.db, request.planId);
  if (!plan || !plan.active) throw new HttpFailure(404, ESIM_PLAN_NOT_FOUND);
  const providerName = ctx.config.stripeSecretKey ? 'stripe' : 'sandbox';
  const attempt = await ctx.db.transaction().execute((trx) => beginAttempt(trx, request, plan, providerName));
  if (attempt.kind === 'replay') return { replayed: true };
  const { payment, user } = attempt;

  const release = (changes: { status?: 'failed'; failure_message?: string; idempotency_key?: string; provider_charge_id?: string }) =>
    ctx.db.updateTable('payments').set({ ...changes, updated_at: RELEASED_AT }).where('id', '=', payment.id).execute();

  let chargeId: string;
  try {
    const charge = await ctx.providers.payments.charge({
      customerId: user.payment_customer_id as string,
      amountCents: payment.amount_cents,
      currency: 'usd',
      description: payment.description,
      idempotencyKey: providerKey(payment),
    });
    chargeId = charge.chargeId;
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await release({ status: 'failed', failure_message: error.message, idempotency_key: `${request.idempotencyKey}#declined-${payment.id}` });
      throw new HttpFailure(402, error.message);
    }
    await release({});
    log.warn({ err: error }, 'eSIM charge failed');
    throw new HttpFailure(502, PAYMENT_UNAVAILABLE);
  }

  try {
    await recordPaidEsim(ctx, payment, user, plan, chargeId, log);
  } catch (error) {
    // Paid but not provisioned: a retry with the same key resumes this attempt and is not charged again.
    await release({ provider_charge_id: chargeId });
    log.warn({ err: error }, 'eSIM provisioning or its record failed');
    throw new HttpFailure(502, PROVISIONING_FAILED);
  }
  return { replayed: false };
}

/**
 * What a paid eSIM attempt becomes: the profile provisioned (once per attempt, by its key), then
 * the payment marked paid and the eSIM stored in one transaction, and the customer mailed. Used by
 * the request and by the settling of a purchase cut short after its charge (pendingPayments.ts);
 * whichever comes second finds the payment paid and does nothing more. Throws if provisioning fails.
 */
export async function recordPaidEsim(ctx: AppContext, payment: Payment, user: User, plan: EsimPlan, chargeId: string, log: Logger): Promise<void> {
  const provisioned = await ctx.providers.esim.provision({ dataMb: plan.data_mb, idempotencyKey: providerKey(payment) });
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    if (await settledMeanwhile(trx, payment)) return false;
    await trx.updateTable('payments').set({ status: 'succeeded', provider_charge_id: chargeId, updated_at: new Date() }).where('id', '=', payment.id).execute();
    await trx
      .insertInto('esims')
      .values({
        user_id: user.id,
        esim_plan_id: plan.id,
        payment_id: payment.id,
        provider_esim_id: provisioned.providerEsimId,
        iccid: provisioned.iccid,
        imei: provisioned.imei,
        text_qr_code: provisioned.textQrCode,
        status: 'active',
      })
      .execute();
    return true;
  });
  if (!recorded) return;
  log.info({ paymentId: payment.id }, 'eSIM purchase recorded');
  ctx.background.run('eSIM purchase email', () => ctx.providers.mail.send(esimReadyEmail(ctx.config, user.email, plan, payment.amount_cents)));
}
