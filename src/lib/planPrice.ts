import { formatCents } from './formatMoney';
import type { Plan } from '../contract/api';

/** '$23.97 / 3 months': the plan's total (cents) per billing interval. */
export function planPricePerInterval(plan: Plan): string {
  return `${formatCents(plan.new_total_amount)} / ${plan.plan_interval}`;
}
