import type { Plan } from '../../contract/api';

const FEATURE_SEPARATOR = '•';

/**
 * Plans offered on the plan page, cheapest first: with a current plan only those with a higher
 * total (an upgrade); without one, every plan (a new subscription).
 */
export function upgradeOptions(plans: readonly Plan[], current: Plan | null): Plan[] {
  const offered = current ? plans.filter((plan) => plan.new_total_amount > current.new_total_amount) : [...plans];
  return offered.sort((a, b) => a.new_total_amount - b.new_total_amount);
}

/** The feature bullets of a plan's description_en ('A•B•C'). */
export function featureBullets(description: string): string[] {
  return description
    .split(FEATURE_SEPARATOR)
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 0);
}
