import { centsToDollars, type AnalyticsItem } from '../../lib/analytics';
import type { Plan } from '../../contract/api';

/** SPEC §9: the add-on is 1000 outbound credits for $10. */
export const ADD_ON = { cents: 1000, credits: 1000, name: 'OUTBOUND CREDITS' } as const;

/** SPEC §2: by total amount, cheapest first. */
export function sortPlans(plans: readonly Plan[]): Plan[] {
  return [...plans].sort((a, b) => a.new_total_amount - b.new_total_amount);
}

/**
 * How much cheaper per month `plan` is than the dearest plan per month (the monthly one), in
 * whole percent; null when it is not cheaper by at least 1 % (the 'Save 35%').
 */
export function savingPercent(plan: Plan, plans: readonly Plan[]): number | null {
  const dearest = Math.max(...plans.map((candidate) => candidate.new_monthly_amount));
  if (!(dearest > 0) || !(plan.new_monthly_amount >= 0)) return null;
  const percent = Math.floor((1 - plan.new_monthly_amount / dearest) * 100);
  return percent >= 1 ? percent : null;
}

/** What checkout charges today: the plan's total, plus the add-on when chosen. */
export function priceTodayCents(plan: Plan, withAddOn: boolean): number {
  return plan.new_total_amount + (withAddOn ? ADD_ON.cents : 0);
}

const YEARLY_INTERVALS = ['year', 'yearly', '12 months'];

/**
 * SPEC §2 Checkout's billing line: 'Billed every 3 months. Cancel any time.' for '3 months',
 * otherwise 'Billed yearly.'. INTERPRETATION: the spec knew a 3-month and a yearly plan; a plan
 * of another interval (the catalog's 'month') is told its own period rather than 'yearly'.
 */
export function billingText(plan: Plan): string {
  // '1 month' reads as 'month'.
  const interval = plan.plan_interval.trim().toLowerCase().replace(/^1\s+/, '');
  if (interval === '3 months') return 'Billed every 3 months. Cancel any time.';
  if (YEARLY_INTERVALS.includes(interval) || interval === '') return 'Billed yearly.';
  return `Billed every ${interval}. Cancel any time.`;
}

/** The order as analytics items (dollars). */
export function orderItems(plan: Plan, withAddOn: boolean): AnalyticsItem[] {
  const items: AnalyticsItem[] = [
    { item_id: String(plan.plan_id), item_name: plan.plan_name_en, price: centsToDollars(plan.new_total_amount), quantity: 1 },
  ];
  if (withAddOn) items.push({ item_id: 'outbound-credits-1000', item_name: ADD_ON.name, price: centsToDollars(ADD_ON.cents), quantity: 1 });
  return items;
}
