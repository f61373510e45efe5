import { MuiIcon } from '../../../components/icons/MuiIcon';
import { downloadPath } from '../../../components/icons/paths/download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useDownloadBillingHistoryCsvMutation, useGetBillingHistoryInfiniteQuery } from '../../../api/billingApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { receiptAskedFrom } from '../../../components/receipts/LatestReceiptLink';
import type { BillingHistoryItem } from '../../../contract/api';
import { billingMessages } from '../billingMessages';
import { BillingEmptyState } from '../components/BillingEmptyState';
import { ChargeList } from '../components/ChargeList';
import { OlderCharges } from '../components/OlderCharges';
import { ReceiptDialog } from '../components/ReceiptDialog';
import { useSaveDownload } from '../useSaveDownload';

/**
 * /dashboard/billing (not in SPEC §2): every charge, newest first, a page of 50 at a time,
 * each successful one with its receipt; the whole history as CSV. Default export for lazy loading.
 */
export default function BillingPage() {
  const history = useGetBillingHistoryInfiniteQuery();
  const charges = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);
  const [receiptItem, setReceiptItem] = useState<BillingHistoryItem | null>(null);
  // Stable, so that the memoised rows already shown do not render again when older ones arrive.
  const openReceipt = useCallback((item: BillingHistoryItem) => setReceiptItem(item), []);
  // A receipt linked to (after a purchase) opens once, when its charge is on the page.
  const askedReceipt = receiptAskedFrom(useLocation().state);
  const [openedAsked, setOpenedAsked] = useState<string | null>(null);
  if (askedReceipt !== null && askedReceipt !== openedAsked) {
    const asked = charges.find((item) => item.receipt_id !== null && String(item.receipt_id) === askedReceipt);
    if (asked) {
      setOpenedAsked(askedReceipt);
      setReceiptItem(asked);
    }
  }
  const [downloadCsv] = useDownloadBillingHistoryCsvMutation();
  const saveCsv = useSaveDownload(() => downloadCsv());
  const count = useRef<HTMLParagraphElement>(null);
  const showOlder = async () => {
    const result = await history.fetchNextPage();
    // The button goes once the last page is in: the keyboard carries on from the count, not from the top.
    const lastPage = result.data?.pages.at(-1);
    if (!result.isError && lastPage && lastPage.next_before === null) count.current?.focus();
  };

  let content;
  if (history.isLoading) content = <LoadingState label={billingMessages.loading} />;
  else if (!history.data) {
    content = <ErrorWithRetry title={billingMessages.loadFailed} message={failureText(history.error)} onRetry={() => void history.refetch()} />;
  } else if (charges.length === 0) content = <BillingEmptyState />;
  else {
    content = (
      <>
        <ChargeList charges={charges} onOpenReceipt={openReceipt} />
        <Typography ref={count} tabIndex={-1} role="status" variant="body2" color="text.secondary" sx={{ mt: 1.5, '&:focus': { outline: 'none' } }}>
          {billingMessages.shown(charges.length)}
        </Typography>
        <OlderCharges
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          error={history.isFetchNextPageError ? history.error : null}
          onShowMore={() => void showOlder()}
        />
      </>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1, mb: 2 }}>
        <Typography variant="h1" sx={{ m: 0 }}>
          {billingMessages.title}
        </Typography>
        {charges.length > 0 && (
          <Button variant="outlined" startIcon={<MuiIcon path={downloadPath} />} onClick={saveCsv.start} disabled={saveCsv.running}>
            {billingMessages.downloadCsv}
          </Button>
        )}
      </Box>
      {content}
      <ReceiptDialog item={receiptItem} onClose={() => setReceiptItem(null)} />
    </Box>
  );
}
