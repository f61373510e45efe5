import { sql } from 'kysely';
import type { Payment } from './payments';
import type { Executor } from './executor';

/** The columns a history row is made from (billing/billingHistory.ts): a narrower read is a faster one. */
const HISTORY_COLUMNS = ['id', 'receipt_number', 'created_at', 'kind', 'description', 'amount_cents', 'currency', 'card_brand', 'card_last4', 'status', 'purchase'] as const;
export type HistoryPayment = Pick<Payment, (typeof HISTORY_COLUMNS)[number]>;

/**
 * The charges a customer sees in their billing history: every succeeded payment and every declined
 * one (a closed attempt renamed `…#declined-…`); attempts never charged (pending, superseded,
 * unsettled) are not charges. The same condition, written the same way, defines the index
 * payments_charges (migration 0850), which is what lets the planner use that index.
 */
function historyRows(db: Executor, userId: number) {
  return db
    .selectFrom('payments')
    .select(HISTORY_COLUMNS)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('status', '=', 'succeeded'), eb.and([eb('status', '=', 'failed'), eb('idempotency_key', 'like', '%#declined-%')])]));
}

/** The query of one history page, newest first, of ids below `before` (keyset: index payments_charges). */
export function historyPageQuery(db: Executor, userId: number, before: number | null, limit: number) {
  return historyRows(db, userId)
    .$if(before !== null, (query) => query.where('id', '<', before as number))
    .orderBy('id', 'desc')
    .limit(limit);
}

export function listHistoryPage(db: Executor, userId: number, before: number | null, limit: number): Promise<HistoryPayment[]> {
  return historyPageQuery(db, userId, before, limit).execute();
}

/** The id of the user's charge with this receipt number (a history page's cursor); another user's is not found. */
export async function findUserChargeId(db: Executor, userId: number, receiptNumber: string): Promise<number | undefined> {
  const row = await historyRows(db, userId).clearSelect().select('id').where('receipt_number', '=', receiptNumber).executeTakeFirst();
  return row?.id;
}

/** The user's succeeded payment (a receipt) with this number; another user's, or a failed one, is not found. */
export function findUserReceiptPayment(db: Executor, userId: number, receiptNumber: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('receipt_number', '=', receiptNumber).where('user_id', '=', userId).where('status', '=', 'succeeded').executeTakeFirst();
}

/** Marks the receipt of a succeeded payment as mailed; answers the payment only the first time. */
export function claimReceiptMail(db: Executor, paymentId: number): Promise<Payment | undefined> {
  return db
    .updateTable('payments')
    .set({ receipt_mailed_at: new Date() })
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .where('receipt_mailed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Marks a failed payment's mail as sent; answers the payment only the first time. */
export function claimFailureMail(db: Executor, paymentId: number): Promise<Payment | undefined> {
  return db
    .updateTable('payments')
    .set({ failure_mailed_at: new Date() })
    .where('id', '=', paymentId)
    .where('status', '=', 'failed')
    .where('failure_mailed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The newest declined attempt of a renewal key (`renewal:<subscription>:<period end>`). */
export function findDeclinedRenewal(db: Executor, userId: number, renewalKey: string): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'failed')
    .where('idempotency_key', 'like', sql<string>`${escapeLike(renewalKey)} || '#declined-%'`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A renewal that could not even be tried (no card on file), recorded as a declined attempt so the
 * customer's history shows it; once per renewal key. Answers the row.
 */
export async function recordUnchargeableRenewal(
  db: Executor,
  renewal: { userId: number; renewalKey: string; amountCents: number; description: string; failureMessage: string; intent: unknown },
): Promise<Payment | undefined> {
  const key = `${renewal.renewalKey}#declined-no-card`;
  await db
    .insertInto('payments')
    .values({
      user_id: renewal.userId,
      idempotency_key: key,
      kind: 'subscription',
      amount_cents: renewal.amountCents,
      status: 'failed',
      provider: 'none',
      description: renewal.description,
      failure_message: renewal.failureMessage,
      purchase: JSON.stringify(renewal.intent),
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .execute();
  return db.selectFrom('payments').selectAll().where('user_id', '=', renewal.userId).where('idempotency_key', '=', key).executeTakeFirst();
}
