import { randomBytes } from 'node:crypto';
import type { UpgradePricing } from './upgradeQuotes';

/**
 * What a payment buys, stored with it (payments.purchase, migration 0610) when the attempt is
 * recorded, so that any instance can finish a purchase cut short after the charge
 * (billing/pendingPayments.ts) exactly as the request would have.
 */
export type PurchaseIntent =
  /** An upgrade carries its price (a quote's, or computed at the request) since migration 0710. */
  | { type: 'subscription'; purpose: 'subscribe' | 'resubscribe' | 'upgrade'; planId: number; pricing?: UpgradePricing }
  | { type: 'renewal'; subscriptionId: number; endedAt: string }
  | { type: 'credits'; credits: number; bundleId: number | null }
  | { type: 'esim'; esimPlanId: number }
  /** Data added to the customer's eSIM. */
  | { type: 'esim_topup'; esimId: number; topupPlanId: number };

/**
 * The key the provider knows an attempt's charge by (payments.provider_key): fixed when the attempt
 * is recorded and kept while it is resumed or taken over, so a charge is never sent under two keys.
 */
export function newProviderKey(): string {
  return `payment-${randomBytes(16).toString('hex')}`;
}
