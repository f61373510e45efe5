import type { AppContext } from '../appContext';
import { claimFailureMail, claimReceiptMail } from '../db/queries/billingRecords';
import { findUserById } from '../db/queries/users';
import { failedRenewalEmail, receiptEmail } from '../emails/billingEmails';
import type { Logger } from '../lib/logger';
import { chargeDescription } from './chargeDescription';
import { loadReceipt } from './receipts';

/**
 * After a charge is recorded: its receipt by mail, in the background. The payment row is claimed
 * first (receipt_mailed_at), so whichever instance or path records the charge, it is mailed once.
 */
export function sendReceiptEmail(ctx: AppContext, paymentId: number, log: Logger): void {
  ctx.background.run('receipt email', async () => {
    const payment = await claimReceiptMail(ctx.db, paymentId);
    if (!payment) return;
    const user = await findUserById(ctx.db, payment.user_id);
    if (!user) return;
    await ctx.providers.mail.send(receiptEmail(ctx.config, user.email, await loadReceipt(ctx, payment)));
    log.info({ paymentId }, 'receipt mailed');
  });
}

/** After a renewal failed: the mail telling the customer, once per failed payment (failure_mailed_at). */
export function sendFailedRenewalEmail(ctx: AppContext, paymentId: number, log: Logger): void {
  ctx.background.run('failed renewal email', async () => {
    const payment = await claimFailureMail(ctx.db, paymentId);
    if (!payment) return;
    const user = await findUserById(ctx.db, payment.user_id);
    if (!user) return;
    const reason = payment.failure_message ?? 'your card was declined.';
    await ctx.providers.mail.send(failedRenewalEmail(ctx.config, user.email, { description: chargeDescription(payment), amountCents: payment.amount_cents, reason }));
    log.info({ paymentId }, 'failed renewal mailed');
  });
}
