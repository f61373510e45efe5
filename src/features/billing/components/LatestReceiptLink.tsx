import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetBillingHistoryInfiniteQuery } from '../../../api/billingApi';
import { paths } from '../../../config/paths';
import type { BillingHistoryItem } from '../../../contract/api';
import { receiptOf } from '../charges';
import { ReceiptDialog } from './ReceiptDialog';

interface LatestReceiptLinkProps {
  /** Which charge the receipt is for: the newest charge it matches is taken. */
  matches(item: BillingHistoryItem): boolean;
  label: string;
  historyLabel: string;
}

/**
 * The receipt of a charge just made, opened in place, and the billing history beside it. Shown
 * once the history has been read again after the charge (a stale page could hold an older charge
 * of the same amount); nothing when the backend keeps no history (SPEC's has none).
 */
export function LatestReceiptLink({ matches, label, historyLabel }: LatestReceiptLinkProps) {
  const history = useGetBillingHistoryInfiniteQuery();
  const [open, setOpen] = useState<BillingHistoryItem | null>(null);
  if (history.isFetching || history.isError || !history.data) return null;
  const charge = history.data.pages[0]?.items.find(matches);
  if (!charge || receiptOf(charge) === null) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
      <Button variant="outlined" size="small" onClick={() => setOpen(charge)}>
        {label}
      </Button>
      <Link component={RouterLink} to={paths.dashboard.billing}>
        {historyLabel}
      </Link>
      <ReceiptDialog item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
