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
import { findPaymentByKey, setCreditApplied } from '../db/queries/payments';
import { markQuoteUsed } from '../db/queries/upgradeQuotes';
import type { PurchaseIntent } from './purchaseIntent';
import { checkPricingCurrent, priceUpgradeRequest, type UpgradePricing } from './upgradeQuotes';

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

/**
 * Whether the caller's subscription may change this way now (run with the user's row locked). A
 * priced upgrade's price is checked before the plans are compared: when another confirm of its
 * quote won the race, the answer is the stale quote's, not 'choose a higher plan'.
 */
async function checkAllowed(purpose: SubscriptionPurpose, live: Subscription | undefined, plan: Plan, currentPlan: Plan | undefined, checkPrice?: () => Promise<void>): Promise<void> {
  if (purpose === 'subscribe' && live) throw new HttpFailure(409, live.status === 'transition' ? LAPSED_RENEW_INSTEAD : ALREADY_SUBSCRIBED);
  if (purpose === 'resubscribe' && live?.status !== 'transition') throw new HttpFailure(409, NOTHING_TO_RENEW);
  if (purpose === 'upgrade') {
    if (!live) throw new HttpFailure(409, NOTHING_TO_UPGRADE);
    if (live.status === 'transition') throw new HttpFailure(409, LAPSED_RENEW_INSTEAD);
    await checkPrice?.();
    if (!currentPlan || plan.total_amount_cents <= currentPlan.total_amount_cents) throw new HttpFailure(400, UPGRADE_NEEDS_HIGHER_PLAN);
  }
}

/**
 * What a subscription purchase checks (with the user's row locked) and does once paid: a full
 * period of `plan` from now, and for a new subscription the plan's bonus credits. The request and
 * the settling of a purchase cut short (pendingPayments.ts) both use it.
 */
export function subscriptionEffect(userId: number, purpose: SubscriptionPurpose, plan: Plan, pricing?: UpgradePricing): PurchaseEffect {
  return {
    async check(trx) {
      const live = await findLiveSubscription(trx, userId, { forUpdate: true });
      const currentPlan = live ? await findPlan(trx, live.plan_id) : undefined;
      await checkAllowed(purpose, live, plan, currentPlan, pricing && (() => checkPricingCurrent(trx, userId, pricing)));
    },
    async apply(trx, payment) {
      // A prorated upgrade's new period starts when its credit was computed (the quote's moment).
      const subscriptionId = await startPaidPeriod(trx, userId, plan, pricing ? new Date(pricing.proratedAt) : new Date());
      if (purpose === 'subscribe') await addWalletCredits(trx, { userId, cents: PLAN_BONUS_CREDITS, reason: 'plan_bonus', paymentId: payment.id });
      if (pricing) {
        await setCreditApplied(trx, payment.id, pricing.creditCents);
        if (pricing.quoteId !== null) await markQuoteUsed(trx, pricing.quoteId, payment.id);
      }
      return subscriptionId;
    },
  };
}

/**
 * An upgrade's price: under a key already tried, the price that attempt was recorded with (so its
 * retry is the same purchase); else the quote's, or the proration computed now.
 */
async function upgradePricing(ctx: AppContext, userId: number, plan: Plan, quoteId: string | null, idempotencyKey: string): Promise<UpgradePricing> {
  const prior = await findPaymentByKey(ctx.db, userId, idempotencyKey);
  const priorIntent = prior?.purchase as PurchaseIntent | null | undefined;
  if (priorIntent?.type === 'subscription' && priorIntent.pricing && priorIntent.planId === plan.id && priorIntent.pricing.quoteId === quoteId) return priorIntent.pricing;
  return priceUpgradeRequest(ctx, userId, plan, quoteId);
}

/** After a new subscription is recorded, before the answer: the welcome mail, into the outbox. */
export async function sendSubscriptionStartedEmail(ctx: AppContext, userId: number, plan: Plan): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (user) await ctx.mail.enqueue(ctx.db, subscriptionStartedEmail(ctx.config, user.email, plan));
}

/**
 * Subscribe, resubscribe (after a failed renewal) or upgrade: each starts a full period of the
 * chosen plan. Subscribe and resubscribe charge its full price. An upgrade is prorated as Stripe
 * does (billing/proration.ts): the unused part of the current period is credited, and the charge is
 * exactly the quote's amount when `quoteId` is given (an expired, used or stale quote is refused
 * with QuoteRefused, never charged otherwise). Only a new subscription brings the plan's 100 bonus
 * credits. Idempotent by key (see purchase.ts).
 */
export async function purchaseSubscription(
  ctx: AppContext,
  input: PurchaseRequest & { purpose: SubscriptionPurpose; planId: number; quoteId?: string | null },
  log: Logger,
): Promise<{ replayed: boolean }> {
  const { userId, purpose } = input;
  const quoteId = input.quoteId ?? null;
  const plan = await findPlan(ctx.db, input.planId);
  if (!plan || !plan.active) throw new HttpFailure(404, PLAN_NOT_FOUND);
  const description = `${LABELS[purpose]}: ${plan.name_en}`;
  const result = await purchaseRequested(
    ctx,
    input,
    { purpose, fingerprint: quoteId === null ? `plan:${plan.id}` : `plan:${plan.id}:${quoteId}` },
    async (idempotencyKey) => {
      const pricing = purpose === 'upgrade' ? await upgradePricing(ctx, userId, plan, quoteId, idempotencyKey) : undefined;
      return {
        kind: 'subscription' as const,
        amountCents: pricing ? pricing.amountDueCents : plan.total_amount_cents,
        description,
        exclusive: true,
        intent: { type: 'subscription' as const, purpose, planId: plan.id, ...(pricing ? { pricing } : {}) },
        ...subscriptionEffect(userId, purpose, plan, pricing),
      };
    },
    log,
  );
  if (!result.replayed && purpose === 'subscribe') await sendSubscriptionStartedEmail(ctx, userId, plan);
  return { replayed: result.replayed };
}
