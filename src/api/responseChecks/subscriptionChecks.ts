import type { ActiveSubscription, Plan, SubscriptionStatus } from '../../contract/api';
import { amount, id, isObject, listOf, maybe, optional, responseCheck, shape, text } from './readers';

const plan = shape({
  plan_id: id,
  plan_name_en: text,
  plan_interval: optional(text, ''),
  new_total_amount: amount,
  new_monthly_amount: amount,
  renew_en: optional(text, ''),
  description_en: optional(text, ''),
  subscription_id: maybe(id),
  stripe_plan_id: optional(text, ''),
});

/** The item shape is open (SPEC §3 'item shape not shown'): any item counts; ids, when there, are opaque. */
const activeSubscription = (value: unknown) => (isObject(value) ? shape({ subscription_id: maybe(id), plan_id: maybe(id) })(value) : {});

export const subscriptionChecks = {
  // A customer who never subscribed may be answered with no status, a null one, or no object at all.
  subscription: responseCheck<SubscriptionStatus>(
    'subscription',
    optional(shape({ status: optional(text, null), payment_method: optional(text, null) }), { status: null, payment_method: null }),
  ),
  activeSubscriptions: responseCheck<ActiveSubscription[]>('active subscriptions', listOf(activeSubscription)),
  plans: responseCheck<Plan[]>('plans', listOf(plan)),
};
