import type { AppContext } from '../appContext';
import { esimChargeDescription } from '../billing/chargeDescription';
import { providerKey, type PurchaseEffect } from '../billing/purchase';
import { purchaseRequested, type PurchaseRequest } from '../billing/requestedPurchase';
import { findEsimPlan, insertEsim, userHasEsim, type EsimPlan } from '../db/queries/esims';
import { findUserById } from '../db/queries/users';
import { esimReadyEmail } from '../emails/esimEmails';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import type { ProvisionedEsim } from '../providers/esim/EsimProvider';

export const ALREADY_HAS_ESIM = 'You already have an eSIM.';
export const ESIM_PLAN_NOT_FOUND = 'This eSIM plan is not available.';

/**
 * One eSIM per account, checked with the user's row locked; once paid, the profile is provisioned
 * (outside the transaction, once per attempt: the operator knows it by the attempt's provider key)
 * and stored in the transaction that marks the payment paid. The request and the settling of a
 * purchase cut short (pendingPayments.ts) both use it.
 */
export function esimEffect(ctx: AppContext, plan: EsimPlan): PurchaseEffect<ProvisionedEsim> {
  return {
    async check(trx, user) {
      if (await userHasEsim(trx, user.id)) throw new HttpFailure(409, ALREADY_HAS_ESIM);
    },
    deliver: (payment) => ctx.providers.esim.provision({ dataMb: plan.data_mb, idempotencyKey: providerKey(payment) }),
    async apply(trx, payment, user, provisioned) {
      await insertEsim(trx, {
        user_id: user.id,
        esim_plan_id: plan.id,
        payment_id: payment.id,
        provider_esim_id: provisioned.providerEsimId,
        iccid: provisioned.iccid,
        imei: provisioned.imei,
        text_qr_code: provisioned.textQrCode,
        status: 'active',
      });
      return null;
    },
  };
}

/** After an eSIM purchase is recorded, before the answer: the mail saying where its QR code is, into the outbox. */
export async function sendEsimReadyEmail(ctx: AppContext, userId: number, plan: EsimPlan, amountCents: number): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (user) await ctx.mail.enqueue(ctx.db, esimReadyEmail(ctx.config, user.email, plan, amountCents));
}

/**
 * Buys an eSIM with the saved card on the purchase engine (billing/purchase.ts): idempotent by key,
 * one attempt at a time, reCAPTCHA checked once per attempt. A declined attempt frees its key; a
 * profile the operator could not provision now is provisioned by the retry, without a second charge.
 */
export async function purchaseEsim(
  ctx: AppContext,
  input: PurchaseRequest & { planId: number },
  log: Logger,
): Promise<{ replayed: boolean }> {
  const plan = await findEsimPlan(ctx.db, input.planId);
  if (!plan || !plan.active) throw new HttpFailure(404, ESIM_PLAN_NOT_FOUND);
  const result = await purchaseRequested(
    ctx,
    input,
    { purpose: 'esim', fingerprint: `esim-plan:${plan.id}` },
    {
      kind: 'esim',
      amountCents: plan.price_cents,
      description: esimChargeDescription(plan.data_mb),
      exclusive: true,
      intent: { type: 'esim', esimPlanId: plan.id },
      ...esimEffect(ctx, plan),
    },
    log,
  );
  if (!result.replayed) {
    log.info({ paymentId: result.paymentId }, 'eSIM purchase recorded');
    await sendEsimReadyEmail(ctx, input.userId, plan, plan.price_cents);
  }
  return { replayed: result.replayed };
}
