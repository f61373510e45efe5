import { useGetBalanceQuery } from '../../api/creditsApi';
import type { BillingHistoryItem } from '../../contract/api';
import { Stack } from '../plain/layout/Stack';
import { LatestReceiptLink } from '../receipts/LatestReceiptLink';
import { creditTexts } from './creditTexts';

/** A credits charge of this price: the purchase just made (the newest one is taken). */
const creditsChargeOf = (priceCents: number) => (item: BillingHistoryItem) => item.kind === 'credits' && item.amount_cents === priceCents;

/**
 * After credits were paid for: what was bought, the new balance in both units (once reloaded
 * after the purchase, never the old one) and the receipt.
 */
export function CreditPurchaseDone({ credits, price }: { credits: number; price: number }) {
  const balance = useGetBalanceQuery();
  const fresh = balance.data !== undefined && !balance.isFetching;
  return (
    <Stack as="section" gap={1.5} aria-labelledby="credit-purchase-done">
      <h2 id="credit-purchase-done" className="pn-h2 pn-panel__title">
        {creditTexts.paidTitle(credits, price)}
      </h2>
      <p role="status" className="pn-body1 pn-anywhere">
        {fresh ? creditTexts.newBalance(balance.data as number) : creditTexts.balanceUpdating}
      </p>
      <LatestReceiptLink matches={creditsChargeOf(Math.round(price * 100))} label={creditTexts.viewReceipt} />
    </Stack>
  );
}
