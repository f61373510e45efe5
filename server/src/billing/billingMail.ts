import type { Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import { claimFailureMail, claimReceiptMail } from '../db/queries/billingRecords';
import type { Database } from '../db/schema';
import { findUserById } from '../db/queries/users';
import { failedRenewalEmail, receiptEmail } from '../emails/billingEmails';
import type { Logger } from '../lib/logger';
import { chargeDescription } from './chargeDescription';
import { loadReceipt } from './receipts';

/**
 * After a charge is recorded, before the answer: its receipt into the mail outbox. The payment's
 * receipt_mailed_at is set in the same transaction, so whichever instance or path records the
 * charge, the receipt is queued once, and it is marked only if it really is queued. A failure is
 * logged and leaves the purchase as it is.
 */
export async function sendReceiptEmail(ctx: AppContext, paymentId: number, log: Logger): Promise<void> {
  await queueOnce(ctx, log, 'receipt', async (trx) => {
    const payment = await claimReceiptMail(trx, paymentId);
    if (!payment) return false;
    const user = await findUserById(trx, payment.user_id);
    if (!user) return false;
    await ctx.mail.enqueue(trx, receiptEmail(ctx.config, user.email, await loadReceipt({ db: trx, config: ctx.config }, payment)), `receipt:${paymentId}`);
    return true;
  });
}

/** After a renewal failed: the mail telling the customer, queued once per failed payment (failure_mailed_at, set with it). */
export async function sendFailedRenewalEmail(ctx: AppContext, paymentId: number, log: Logger): Promise<void> {
  await queueOnce(ctx, log, 'failed renewal', async (trx) => {
    const payment = await claimFailureMail(trx, paymentId);
    if (!payment) return false;
    const user = await findUserById(trx, payment.user_id);
    if (!user) return false;
    const reason = payment.failure_message ?? 'your card was declined.';
    const message = failedRenewalEmail(ctx.config, user.email, { description: chargeDescription(payment), amountCents: payment.amount_cents, reason });
    await ctx.mail.enqueue(trx, message, `failed-renewal:${paymentId}`);
    return true;
  });
}

/** Runs `queue` in a transaction and sends what it queued; answers nothing, logs a failure (the charge stands). */
async function queueOnce(ctx: AppContext, log: Logger, what: string, queue: (trx: Transaction<Database>) => Promise<boolean>): Promise<void> {
  try {
    if (await ctx.db.transaction().execute(queue)) ctx.mail.wake();
  } catch (error) {
    log.error({ err: error, what }, 'mail could not be queued');
  }
}
