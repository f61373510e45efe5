import type { ActiveSubscription, Plan } from '../contract/api';
import { sameId } from './ids';

/**
 * The customer's current plan, from either source SPEC §3 gives: the plan of GET /plans/ that
 * carries a subscription_id, else the plan an item of GET /websubscription/active names by
 * plan_id (that item's subscription id and date then complete it). Null when neither says.
 */
export function currentPlanOf(plans: readonly Plan[], activeSubscriptions: readonly ActiveSubscription[] = []): Plan | null {
  const marked = plans.find((plan) => plan.subscription_id != null);
  if (marked) return marked;
  for (const subscription of activeSubscriptions) {
    const plan = plans.find((candidate) => sameId(candidate.plan_id, subscription.plan_id));
    if (plan) {
      return {
        ...plan,
        subscription_id: subscription.subscription_id ?? null,
        subscription_date: plan.subscription_date ?? subscription.subscription_date ?? null,
      };
    }
  }
  return null;
}
