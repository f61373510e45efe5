import { randomBytes } from 'node:crypto';
import type { UpgradeQuoteResponse } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import type { Executor } from '../db/queries/executor';
import { findLiveSubscription, findPlan, type Subscription } from '../db/queries/subscriptions';
import { currentPeriodValueCents, findUserQuote, pruneQuotes, insertUpgradeQuote, type UpgradeQuote } from '../db/queries/upgradeQuotes';
import type { Plan } from '../db/schema';
import { HttpFailure } from '../http/HttpFailure';
import { prorateUpgrade } from './proration';
import { addMonths } from './subscriptionChanges';

/** A quote holds its price this long (Stripe Checkout's shortest session is longer; a dialog is not). */
export const QUOTE_TTL_MS = 15 * 60_000;
/** Unused quotes kept per customer (a dialog opened again and again); older ones are refused as unknown. */
export const QUOTES_KEPT = 20;

export const QUOTE_PLAN_NOT_FOUND = 'This plan is not available.';
export const QUOTE_NOTHING_TO_UPGRADE = 'You have no subscription to upgrade.';
export const QUOTE_NEEDS_HIGHER_PLAN = 'You can only upgrade to a plan that costs more than your current plan.';
export const QUOTE_UNKNOWN = 'This price quote is not valid. Please confirm the new price.';
export const QUOTE_EXPIRED = 'This price quote has expired. Please confirm the new price.';
export const QUOTE_USED = 'This price quote was already used. Please confirm the new price.';
export const QUOTE_STALE = 'Your plan changed since this price was quoted. Please confirm the new price.';

/** A quote that cannot be charged: the route answers 409 with a new quote, never a different charge. */
export class QuoteRefused extends HttpFailure {
  constructor(message: string) {
    super(409, message);
    this.name = 'QuoteRefused';
  }
}

/**
 * An upgrade's price as charged: from a stored quote, or computed when the request came (a SPEC §7
 * client sends no quote). Stored with the payment's intent (ISO dates), so that the settling of a
 * purchase cut short applies the same proration.
 */
export interface UpgradePricing {
  quoteId: string | null;
  subscriptionId: number;
  fromPlanId: number;
  periodEnd: string;
  /** When the credit was computed: the new period starts then. */
  proratedAt: string;
  creditCents: number;
  amountDueCents: number;
}

const newQuoteId = () => `quote_${randomBytes(16).toString('hex')}`;

/** The upgrade the caller may price now (throws the failure the SPA shows otherwise). */
async function upgradeable(db: Executor, userId: number, planId: number): Promise<{ plan: Plan; live: Subscription }> {
  const plan = await findPlan(db, planId);
  if (!plan || !plan.active) throw new HttpFailure(404, QUOTE_PLAN_NOT_FOUND);
  const live = await findLiveSubscription(db, userId);
  if (!live) throw new HttpFailure(409, QUOTE_NOTHING_TO_UPGRADE);
  // A lapsed plan is renewed at full price (no credit) on any plan; an active one only moves up.
  if (live.status === 'active') {
    const current = await findPlan(db, live.plan_id);
    if (!current || plan.total_amount_cents <= current.total_amount_cents) throw new HttpFailure(400, QUOTE_NEEDS_HIGHER_PLAN);
  }
  return { plan, live };
}

/** What moving `live` to `plan` costs at `now`. */
async function priceAt(db: Executor, live: Subscription, plan: Plan, now: Date): Promise<UpgradePricing> {
  const periodEnd = new Date(live.current_period_end);
  const proration = prorateUpgrade({
    periodValueCents: (await currentPeriodValueCents(db, live.id)) ?? 0,
    periodStart: new Date(live.current_period_start),
    periodEnd,
    lapsed: live.status !== 'active',
    newPlanTotalCents: plan.total_amount_cents,
    now,
  });
  return {
    quoteId: null,
    subscriptionId: live.id,
    fromPlanId: live.plan_id,
    periodEnd: periodEnd.toISOString(),
    proratedAt: now.toISOString(),
    creditCents: proration.creditCents,
    amountDueCents: proration.amountDueCents,
  };
}

export function quoteResponse(quote: UpgradeQuote): UpgradeQuoteResponse {
  return {
    quote_id: quote.id,
    amount_due_cents: quote.amount_due_cents,
    credit_cents: quote.credit_cents,
    plan_total_cents: quote.plan_total_cents,
    renews_at: new Date(quote.renews_at).toISOString(),
    expires_at: new Date(quote.expires_at).toISOString(),
  };
}

/** GET /webupgradesubscription/quote: prices the upgrade now and stores the price for QUOTE_TTL_MS. */
export async function issueUpgradeQuote(ctx: AppContext, userId: number, planId: number, now = new Date()): Promise<UpgradeQuoteResponse> {
  const { plan, live } = await upgradeable(ctx.db, userId, planId);
  const pricing = await priceAt(ctx.db, live, plan, now);
  const quote = await insertUpgradeQuote(ctx.db, {
    id: newQuoteId(),
    user_id: userId,
    plan_id: plan.id,
    subscription_id: live.id,
    from_plan_id: live.plan_id,
    period_end: pricing.periodEnd,
    prorated_at: now,
    credit_cents: pricing.creditCents,
    plan_total_cents: plan.total_amount_cents,
    amount_due_cents: pricing.amountDueCents,
    renews_at: addMonths(now, plan.interval_months),
    expires_at: new Date(now.getTime() + QUOTE_TTL_MS),
  });
  await pruneQuotes(ctx.db, userId, now, QUOTES_KEPT);
  return quoteResponse(quote);
}

/**
 * The price an upgrade request is charged: the caller's own quote, unexpired, unused and for this
 * plan (else QuoteRefused); without one, the proration computed now. Whether the subscription is
 * still the one priced is checked again with the user's row locked (checkPricingCurrent).
 */
export async function priceUpgradeRequest(ctx: AppContext, userId: number, plan: Plan, quoteId: string | null, now = new Date()): Promise<UpgradePricing> {
  if (quoteId === null) {
    const { live } = await upgradeable(ctx.db, userId, plan.id);
    return priceAt(ctx.db, live, plan, now);
  }
  const quote = await findUserQuote(ctx.db, userId, quoteId);
  if (!quote || quote.plan_id !== plan.id) throw new QuoteRefused(QUOTE_UNKNOWN);
  if (quote.used_by_payment_id !== null) throw new QuoteRefused(QUOTE_USED);
  if (new Date(quote.expires_at) <= now) throw new QuoteRefused(QUOTE_EXPIRED);
  return {
    quoteId: quote.id,
    subscriptionId: quote.subscription_id,
    fromPlanId: quote.from_plan_id,
    periodEnd: new Date(quote.period_end).toISOString(),
    proratedAt: new Date(quote.prorated_at).toISOString(),
    creditCents: quote.credit_cents,
    amountDueCents: quote.amount_due_cents,
  };
}

/**
 * With the user's row locked, before money moves: the subscription is still the one priced (same
 * subscription, plan and period end, still active) and a quote has not paid another upgrade.
 */
export async function checkPricingCurrent(trx: Executor, userId: number, pricing: UpgradePricing): Promise<void> {
  const live = await findLiveSubscription(trx, userId, { forUpdate: true });
  const same =
    live !== undefined &&
    live.status === 'active' &&
    live.id === pricing.subscriptionId &&
    live.plan_id === pricing.fromPlanId &&
    new Date(live.current_period_end).getTime() === new Date(pricing.periodEnd).getTime();
  if (!same) throw new QuoteRefused(QUOTE_STALE);
  if (pricing.quoteId !== null) {
    const quote = await findUserQuote(trx, userId, pricing.quoteId);
    if (!quote) throw new QuoteRefused(QUOTE_UNKNOWN);
    if (quote.used_by_payment_id !== null) throw new QuoteRefused(QUOTE_USED);
  }
}
