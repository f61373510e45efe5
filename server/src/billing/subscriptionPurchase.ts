import type { AppContext } from '../appContext';
import { addWalletCredits, findLiveSubscription, findPlan, type Subscription } from '../db/queries/subscriptions';
import { findUserById } from '../db/queries/users';
import type { Plan } from '../db/schema';
import { subscriptionStartedEmail } from '../emails/subscriptionEmails';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import type { PurchaseEffect } from './purchase';
import { purchaseRequested, type PurchaseRequest } from './requestedPurchase';
import { PLAN_BONUS_CREDITS, startPaidPeriod } from './subscriptionChanges';

export type SubscriptionPurpose = 'subscribe' | 'resubscribe' | 'upgrade';

export const PLAN_NOT_FOUND = 'This plan is not available.';
export const ALREADY_SUBSCRIBED = 'You already have a subscription.';
export const LAPSED_RENEW_INSTEAD = 'Your plan has expired: please renew your subscription.';
export const NOTHING_TO_RENEW = 'There is no expired subscription to renew.';
export const NOTHING_TO_UPGRADE = 'You have no subscription to upgrade.';
export const UPGRADE_NEEDS_HIGHER_PLAN = 'You can only upgrade to a plan that costs more than your current plan.';

/** The answer of each purchase; a repeat of a finished purchase answers the same. */
export const SUBSCRIPTION_MESSAGES: Record<SubscriptionPurpose, string> = {
  subscribe: 'Your subscription is active.',
  resubscribe: 'Your subscription has been renewed.',
  upgrade: 'Your plan has been upgraded.',
};

const LABELS: Record<SubscriptionPurpose, string> = { subscribe: 'Subscription', resubscribe: 'Renewal', upgrade: 'Upgrade' };

/** Whether the caller's subscription may change this way now (run with the user's row locked). */
async function checkAllowed(purpose: SubscriptionPurpose, live: Subscription | undefined, plan: Plan, currentPlan: Plan | undefined): Promise<void> {
  if (purpose === 'subscribe' && live) throw new HttpFailure(409, live.status === 'transition' ? LAPSED_RENEW_INSTEAD : ALREADY_SUBSCRIBED);
  if (purpose === 'resubscribe' && live?.status !== 'transition') throw new HttpFailure(409, NOTHING_TO_RENEW);
  if (purpose === 'upgrade') {
    if (!live) throw new HttpFailure(409, NOTHING_TO_UPGRADE);
    if (live.status === 'transition') throw new HttpFailure(409, LAPSED_RENEW_INSTEAD);
    if (!currentPlan || plan.total_amount_cents <= currentPlan.total_amount_cents) throw new HttpFailure(400, UPGRADE_NEEDS_HIGHER_PLAN);
  }
}

/**
 * What a subscription purchase checks (with the user's row locked) and does once paid: a full
 * period of `plan` from now, and for a new subscription the plan's bonus credits. The request and
 * the settling of a purchase cut short (pendingPayments.ts) both use it.
 */
export function subscriptionEffect(userId: number, purpose: SubscriptionPurpose, plan: Plan): PurchaseEffect {
  return {
    async check(trx) {
      const live = await findLiveSubscription(trx, userId, { forUpdate: true });
      const currentPlan = live ? await findPlan(trx, live.plan_id) : undefined;
      await checkAllowed(purpose, live, plan, currentPlan);
    },
    async apply(trx, payment) {
      const subscriptionId = await startPaidPeriod(trx, userId, plan, new Date());
      if (purpose === 'subscribe') await addWalletCredits(trx, { userId, cents: PLAN_BONUS_CREDITS, reason: 'plan_bonus', paymentId: payment.id });
      return subscriptionId;
    },
  };
}

/** After a new subscription is recorded: the welcome mail (in the background). */
export async function sendSubscriptionStartedEmail(ctx: AppContext, userId: number, plan: Plan): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (user) ctx.background.run('subscription email', () => ctx.providers.mail.send(subscriptionStartedEmail(ctx.config, user.email, plan)));
}

/**
 * Subscribe, resubscribe (after a failed renewal) or upgrade: each charges the chosen plan's full
 * price and starts a full period now. An upgrade does not prorate: what was left of the old period
 * is not refunded (SPEC: no refunds for partial periods). Only a new subscription brings the plan's
 * 100 bonus credits. Idempotent by key (see purchase.ts).
 */
export async function purchaseSubscription(
  ctx: AppContext,
  input: PurchaseRequest & { purpose: SubscriptionPurpose; planId: number },
  log: Logger,
): Promise<{ replayed: boolean }> {
  const { userId, purpose } = input;
  const plan = await findPlan(ctx.db, input.planId);
  if (!plan || !plan.active) throw new HttpFailure(404, PLAN_NOT_FOUND);
  const result = await purchaseRequested(
    ctx,
    input,
    { purpose, fingerprint: `plan:${plan.id}` },
    {
      kind: 'subscription',
      amountCents: plan.total_amount_cents,
      description: `${LABELS[purpose]}: ${plan.name_en}`,
      exclusive: true,
      intent: { type: 'subscription', purpose, planId: plan.id },
      ...subscriptionEffect(userId, purpose, plan),
    },
    log,
  );
  if (!result.replayed && purpose === 'subscribe') await sendSubscriptionStartedEmail(ctx, userId, plan);
  return { replayed: result.replayed };
}
