import type { AppContext } from '../appContext';
import { esimTopupChargeDescription } from '../billing/chargeDescription';
import { providerKey, type PurchaseEffect } from '../billing/purchase';
import { purchaseRequested, type PurchaseRequest } from '../billing/requestedPurchase';
import { findUserEsim, type Esim } from '../db/queries/esims';
import { esimBelongsTo, findEsimTopupPlan, insertEsimTopup, type EsimTopupPlan } from '../db/queries/esimTopups';
import { findUserById } from '../db/queries/users';
import { esimTopupEmail } from '../emails/esimEmails';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import type { AppliedTopup } from '../providers/esim/EsimProvider';

export const NO_ESIM_TO_TOP_UP = 'You have no eSIM to add data to.';
export const TOPUP_NOT_FOUND = 'This data top-up is not available.';

/** What the caller sees; the same for a repeat of a finished top-up. */
export const topupAddedMessage = (dataText: string) => `${dataText} added.`;

/**
 * A data package for the customer's eSIM: checked with the user's row locked (the eSIM is still
 * theirs), applied by the operator once paid (outside the transaction, under the attempt's
 * provider key, so a resumed attempt adds the data once) and stored in the transaction that marks
 * the payment paid. The request and the settling of a purchase cut short both use it.
 */
export function topupEffect(ctx: AppContext, esim: Pick<Esim, 'id' | 'user_id' | 'provider_esim_id'>, plan: EsimTopupPlan): PurchaseEffect<AppliedTopup> {
  return {
    async check(trx, user) {
      if (!(await esimBelongsTo(trx, esim.id, user.id))) throw new HttpFailure(404, NO_ESIM_TO_TOP_UP);
    },
    deliver: (payment) => ctx.providers.esim.addData({ providerEsimId: esim.provider_esim_id, dataMb: plan.data_mb, idempotencyKey: providerKey(payment) }),
    async apply(trx, payment) {
      await insertEsimTopup(trx, { esim_id: esim.id, topup_plan_id: plan.id, payment_id: payment.id, data_mb: plan.data_mb });
      return null;
    },
  };
}

/** After a top-up is recorded, before the answer: the mail saying what was added, into the outbox. */
export async function sendTopupEmail(ctx: AppContext, userId: number, dataMb: number, amountCents: number): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (user) await ctx.mail.enqueue(ctx.db, esimTopupEmail(ctx.config, user.email, dataMb, amountCents));
}

/**
 * Buys a data top-up for the customer's eSIM with the saved card on the purchase engine
 * (billing/purchase.ts): idempotent by key, one eSIM payment at a time, reCAPTCHA checked once per
 * attempt, a declined attempt frees its key. Like credits, the data stays on the account's own
 * profile, so no recent proof of identity is asked.
 */
export async function purchaseTopup(ctx: AppContext, input: PurchaseRequest & { topupPlanId: number }, log: Logger): Promise<{ dataMb: number; replayed: boolean }> {
  const esim = await findUserEsim(ctx.db, input.userId);
  if (!esim) throw new HttpFailure(404, NO_ESIM_TO_TOP_UP);
  const plan = await findEsimTopupPlan(ctx.db, input.topupPlanId);
  if (!plan || !plan.active) throw new HttpFailure(404, TOPUP_NOT_FOUND);
  const result = await purchaseRequested(
    ctx,
    input,
    { purpose: 'esim-topup', fingerprint: `esim-topup:${plan.id}` },
    {
      kind: 'esim',
      amountCents: plan.price_cents,
      description: esimTopupChargeDescription(plan.data_mb),
      exclusive: true,
      intent: { type: 'esim_topup', esimId: esim.id, topupPlanId: plan.id },
      ...topupEffect(ctx, esim, plan),
    },
    log,
  );
  if (!result.replayed) {
    log.info({ paymentId: result.paymentId }, 'eSIM top-up recorded');
    await sendTopupEmail(ctx, input.userId, plan.data_mb, plan.price_cents);
  }
  return { dataMb: plan.data_mb, replayed: result.replayed };
}
