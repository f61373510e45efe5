import { useGetActiveSubscriptionsQuery } from '../../api/subscriptionApi';
import type { ActiveSubscription, Id } from '../../contract/api';
import { parseTimestamp } from '../../contract/dateFormat';
import { sameId } from '../../lib/ids';

/** What happens at the end of the paid period, when the backend tells (our extra fields of GET /websubscription/active). */
export type Renewal =
  | { kind: 'renews'; at: Date; amountCents: number | null; card: { brand: string; last4: string } | null }
  | { kind: 'cancels'; at: Date };

/** The renewal facts of one active-subscriptions item; null when a SPEC-only backend leaves them out. */
export function renewalOf(item: ActiveSubscription | undefined): Renewal | null {
  if (!item) return null;
  const cancelsAt = parseTimestamp(item.cancels_at);
  if (cancelsAt) return { kind: 'cancels', at: cancelsAt };
  const renewsAt = parseTimestamp(item.renews_at);
  if (!renewsAt) return null;
  const card = item.renewal_card && typeof item.renewal_card.brand === 'string' && typeof item.renewal_card.last4 === 'string' ? item.renewal_card : null;
  return { kind: 'renews', at: renewsAt, amountCents: typeof item.renewal_amount_cents === 'number' ? item.renewal_amount_cents : null, card };
}

/** The renewal of the subscription `subscriptionId` (or of the only active one), from the cached list. */
export function useRenewal(subscriptionId: Id | null | undefined): Renewal | null {
  const { data } = useGetActiveSubscriptionsQuery();
  const items = data ?? [];
  const item = subscriptionId == null ? (items.length === 1 ? items[0] : undefined) : items.find((candidate) => sameId(candidate.subscription_id, subscriptionId));
  return renewalOf(item);
}
