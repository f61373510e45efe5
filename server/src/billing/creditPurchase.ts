import type { AppContext } from '../appContext';
import { addWalletCredits, findCreditBundleByName } from '../db/queries/subscriptions';
import { HttpFailure } from '../http/HttpFailure';
import { creditsChargeDescription } from './chargeDescription';
import type { Logger } from '../lib/logger';
import type { PurchaseEffect } from './purchase';
import { purchaseRequested, type PurchaseRequest } from './requestedPurchase';

/** SPEC §9: the checkout add-on, bought with `plan: null`: 1000 outbound credits for $10. */
export const ADD_ON = { credits: 1000, priceCents: 1000 } as const;
export const BUNDLE_NOT_FOUND = 'This credit bundle is not available.';

/** What the caller sees; the same for a repeat of a finished purchase. */
export const creditsAddedMessage = (credits: number) => `${credits} credits were added to your balance.`;

/** Credits need no check; once paid they go to the wallet, tied to the payment (never twice). */
export function creditsEffect(userId: number, credits: number, bundleId: number | null): PurchaseEffect {
  return {
    check: async () => undefined,
    async apply(trx, payment) {
      await addWalletCredits(trx, { userId, cents: credits, reason: 'purchase', paymentId: payment.id, creditBundleId: bundleId });
      return null;
    },
  };
}

/**
 * Buys outbound credits (a bundle by purchase_name, or the add-on) with the saved card and adds
 * them to the wallet in the transaction that records the payment. Idempotent by key. Any number of
 * purchases may run side by side (each key is its own purchase), and no subscription is needed.
 */
export async function purchaseCredits(
  ctx: AppContext,
  input: PurchaseRequest & { purchaseName: string | null },
  log: Logger,
): Promise<{ credits: number; replayed: boolean }> {
  const { userId } = input;
  let item: { credits: number; priceCents: number; bundleId: number | null; label: string };
  if (input.purchaseName === null) {
    item = { ...ADD_ON, bundleId: null, label: 'add-on' };
  } else {
    const bundle = await findCreditBundleByName(ctx.db, input.purchaseName);
    if (!bundle) throw new HttpFailure(404, BUNDLE_NOT_FOUND);
    item = { credits: bundle.credits, priceCents: bundle.price_cents, bundleId: bundle.id, label: bundle.purchase_name };
  }
  const result = await purchaseRequested(
    ctx,
    input,
    { purpose: 'credits', fingerprint: `bundle:${item.label}` },
    {
      kind: 'credits',
      amountCents: item.priceCents,
      description: creditsChargeDescription(item.credits),
      exclusive: false,
      intent: { type: 'credits', credits: item.credits, bundleId: item.bundleId },
      ...creditsEffect(userId, item.credits, item.bundleId),
    },
    log,
  );
  return { credits: item.credits, replayed: result.replayed };
}
