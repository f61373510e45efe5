import type { ActiveSubscription, Plan } from '../../../contract/api';
import { formatDay, parseTimestamp } from '../../../contract/dateFormat';
import { sameId } from '../../../lib/ids';

/** Renewal facts our server may add to an item of GET /websubscription/active (a SPEC backend sends none). */
interface RenewalFacts {
  renews_at?: unknown;
  cancels_at?: unknown;
}

const dayOf = (value: unknown): string | null => {
  const at = typeof value === 'string' || typeof value === 'number' ? parseTimestamp(value) : null;
  return at ? formatDay(at) : null;
};

/**
 * One line on the plan's renewal, from what is known: a failed renewal (status 'transition'),
 * a cancellation or a renewal with its day, a cancelled plan, else the plan's own renew_en
 * ('Renews every month'). Null when nothing is known.
 */
export function planStateText(plan: Plan, status: string | null | undefined, activeSubscriptions: readonly ActiveSubscription[] = []): string | null {
  const state = status?.trim().toLowerCase();
  if (state === 'transition') return 'Renewal failed';
  const facts = (activeSubscriptions.find((item) => sameId(item.plan_id, plan.plan_id)) ?? activeSubscriptions[0] ?? {}) as RenewalFacts;
  const cancelsOn = dayOf(facts.cancels_at);
  if (cancelsOn) return `Cancels on ${cancelsOn}`;
  if (state === 'canceled' || state === 'cancelled') return 'Cancelled';
  const renewsOn = dayOf(facts.renews_at);
  if (renewsOn) return `Renews on ${renewsOn}`;
  return plan.renew_en?.trim() || null;
}
