import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetBalanceQuery } from '../../api/creditsApi';
import type { BillingHistoryItem } from '../../contract/api';
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
    <Stack spacing={1.5} component="section" aria-labelledby="credit-purchase-done">
      <Typography id="credit-purchase-done" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {creditTexts.paidTitle(credits, price)}
      </Typography>
      <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
        {fresh ? creditTexts.newBalance(balance.data as number) : creditTexts.balanceUpdating}
      </Typography>
      <LatestReceiptLink matches={creditsChargeOf(Math.round(price * 100))} label={creditTexts.viewReceipt} />
    </Stack>
  );
}
