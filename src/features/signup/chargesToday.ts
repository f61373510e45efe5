import type { Plan } from '../../contract/api';
import { formatCents } from '../../lib/formatMoney';
import { ADD_ON } from './planPricing';

/**
 * SPEC §4's purchase is two calls, the plan then the add-on's credits: two card charges and two
 * receipts, said before Pay. An upgrade's plan price is its quote, confirmed in a dialog first, so
 * it is not named here.
 */
export function twoChargesText(plan: Plan, upgrade: boolean): string {
  const planPart = upgrade ? 'plan upgrade (its price is confirmed before you pay)' : `plan ${formatCents(plan.new_total_amount)}`;
  return `Two charges today: ${planPart}, credits ${formatCents(ADD_ON.cents)}`;
}

/** The add-on's line in the order summary: a charge (and receipt) of its own. */
export const ADD_ON_SEPARATE_CHARGE = 'charged separately, own receipt';
