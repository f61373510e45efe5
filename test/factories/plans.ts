import type { ActiveSubscription, Plan, SubscriptionStatus } from '../../src/contract/api';
import { nextId } from './sequence';

/** A plan of GET /plans/ (amounts in cents); monthly unless overridden. */
export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  const planId = overrides.plan_id ?? nextId();
  return {
    plan_id: planId,
    plan_name_en: 'Monthly',
    plan_interval: '1 month',
    new_total_amount: 999,
    new_monthly_amount: 999,
    renew_en: 'Renews every month',
    description_en: 'Private number•Unlimited texts•100 outbound credits',
    subscription_id: null,
    stripe_plan_id: `price_${planId}`,
    subscription_date: null,
    ...overrides,
  };
}

/** The three plans the product sells: monthly, '3 months' and yearly (the costliest). */
export function buildPlanList(): Plan[] {
  return [
    buildPlan({ plan_name_en: 'Monthly', plan_interval: '1 month', new_total_amount: 999, new_monthly_amount: 999 }),
    buildPlan({
      plan_name_en: 'Quarterly',
      plan_interval: '3 months',
      new_total_amount: 2397,
      new_monthly_amount: 799,
      renew_en: 'Renews every 3 months',
    }),
    buildPlan({
      plan_name_en: 'Yearly',
      plan_interval: '1 year',
      new_total_amount: 7188,
      new_monthly_amount: 599,
      renew_en: 'Renews every year',
    }),
  ];
}

/** GET /webgetsubscription: active, paid by card, unless overridden. */
export function buildSubscriptionStatus(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return { status: 'active', payment_method: 'stripe', ...overrides };
}

/** An item of GET /websubscription/active. */
export function buildActiveSubscription(overrides: Partial<ActiveSubscription> = {}): ActiveSubscription {
  return {
    subscription_id: nextId(),
    plan_id: nextId(),
    plan_name_en: 'Monthly',
    status: 'active',
    subscription_date: '2024-05-01',
    ...overrides,
  };
}
