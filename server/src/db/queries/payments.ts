import type { Selectable } from 'kysely';
import type { PaymentKind, PaymentStatus, PaymentsTable } from '../schema';
import type { Executor } from './executor';

/** The card a payment was made with, as the table keeps it (a provider's card summary fits). */
interface PaidWithCard {
  brand: string;
  last4: string;
}

export type Payment = Selectable<PaymentsTable>;

/** Why an attempt was closed; its key is renamed `<key>#<reason>-<id>`, freeing the customer's key. */
export type ClosingReason = 'declined' | 'superseded' | 'unsettled';

/** The attempt recorded under this key for the user, if any (closed attempts are renamed away). */
export function findPaymentByKey(db: Executor, userId: number, idempotencyKey: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** With the payment's row locked until the transaction ends: its status (undefined if it is gone). */
export async function lockPaymentStatus(trx: Executor, paymentId: number): Promise<PaymentStatus | undefined> {
  const row = await trx.selectFrom('payments').select('status').where('id', '=', paymentId).forUpdate().executeTakeFirst();
  return row?.status;
}

/**
 * The oldest pending attempt of the same purchase (kind, amount, description) that nothing has
 * touched since `quietSince` and that was recorded after `createdAfter`.
 */
export function findInterruptedTwin(
  db: Executor,
  twin: { userId: number; kind: PaymentKind; amountCents: number; description: string; quietSince: Date; createdAfter: Date },
): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', twin.userId)
    .where('status', '=', 'pending')
    .where('kind', '=', twin.kind)
    .where('amount_cents', '=', twin.amountCents)
    .where('description', '=', twin.description)
    .where('updated_at', '<=', twin.quietSince)
    .where('created_at', '>', twin.createdAfter)
    .orderBy('id')
    .executeTakeFirst();
}

/** Whether the user has a pending attempt of this kind touched after `freshSince`. */
export async function hasRunningPayment(db: Executor, userId: number, kind: PaymentKind, freshSince: Date): Promise<boolean> {
  const running = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where('updated_at', '>', freshSince)
    .executeTakeFirst();
  return running !== undefined;
}

export interface NewPendingPayment {
  userId: number;
  idempotencyKey: string;
  kind: PaymentKind;
  amountCents: number;
  provider: string;
  description: string;
  providerKey: string;
  /** What the payment buys (billing/purchaseIntent.ts), stored as JSON. */
  purchase: unknown;
}

/** Records an attempt as pending, before any money moves. */
export function insertPendingPayment(db: Executor, attempt: NewPendingPayment): Promise<Payment> {
  return db
    .insertInto('payments')
    .values({
      user_id: attempt.userId,
      idempotency_key: attempt.idempotencyKey,
      kind: attempt.kind,
      amount_cents: attempt.amountCents,
      status: 'pending',
      provider: attempt.provider,
      description: attempt.description,
      provider_key: attempt.providerKey,
      purchase: JSON.stringify(attempt.purchase),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks an attempt as running again (touched now), under `idempotencyKey` when given; answers its row. */
export function resumePayment(db: Executor, paymentId: number, idempotencyKey?: string): Promise<Payment> {
  return db
    .updateTable('payments')
    .set({ ...(idempotencyKey === undefined ? {} : { idempotency_key: idempotencyKey }), updated_at: new Date() })
    .where('id', '=', paymentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Marks a stopped attempt as not running (touched at the epoch), so that a retry resumes it at
 * once; with the charge it took, when it got that far.
 */
export async function releasePayment(db: Executor, paymentId: number, chargeId?: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ ...(chargeId === undefined ? {} : { provider_charge_id: chargeId }), updated_at: new Date(0) })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Closes an attempt as failed and renames its key (see ClosingReason); with the charge it took, if
 * any. With `onlyIfPending`, an attempt settled meanwhile is left alone. Answers whether it closed.
 */
export async function closePayment(
  db: Executor,
  payment: Payment,
  closing: { reason: ClosingReason; failureMessage: string; chargeId?: string; onlyIfPending?: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'failed',
      failure_message: closing.failureMessage,
      ...(closing.chargeId === undefined ? {} : { provider_charge_id: closing.chargeId }),
      idempotency_key: `${payment.idempotency_key}#${closing.reason}-${payment.id}`,
      updated_at: new Date(),
    })
    .where('id', '=', payment.id)
    .$if(closing.onlyIfPending === true, (query) => query.where('status', '=', 'pending'))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records an attempt as paid by `chargeId` (with the card charged, when known), linked to the subscription it bought, if any. */
export async function markPaymentPaid(db: Executor, paymentId: number, chargeId: string, subscriptionId: number | null, card: PaidWithCard | null = null): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'succeeded', provider_charge_id: chargeId, subscription_id: subscriptionId, card_brand: card?.brand ?? null, card_last4: card?.last4 ?? null, updated_at: new Date() })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Claims up to `limit` pending payments (none in `exclude`) recorded before `recordedBefore` and
 * untouched since `quietSince` that have a provider key, oldest first, passing over rows another
 * instance holds (SKIP LOCKED). The claim touches updated_at (to `now`), which marks them running.
 */
export function claimUnsettledPayments(
  db: Executor,
  claim: { now: Date; recordedBefore: Date; quietSince: Date; exclude: number[]; limit: number },
): Promise<Payment[]> {
  const unsettled = db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'pending')
    .where('provider_key', 'is not', null)
    .where('created_at', '<=', claim.recordedBefore)
    .where('updated_at', '<=', claim.quietSince)
    .$if(claim.exclude.length > 0, (query) => query.where('id', 'not in', claim.exclude))
    .orderBy('created_at')
    .limit(claim.limit)
    .forUpdate()
    .skipLocked();
  return db.updateTable('payments').set({ updated_at: claim.now }).where('id', 'in', unsettled).where('status', '=', 'pending').returningAll().execute();
}

/** The prorated credit an upgrade applied to its new period (what the period was worth is amount + credit). */
export async function setCreditApplied(db: Executor, paymentId: number, creditCents: number): Promise<void> {
  await db.updateTable('payments').set({ credit_applied_cents: creditCents }).where('id', '=', paymentId).execute();
}
