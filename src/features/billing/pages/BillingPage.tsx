import { downloadPath } from '../../../components/icons/paths/download';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useDownloadBillingHistoryCsvMutation, useGetBillingHistoryInfiniteQuery } from '../../../api/billingApi';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { receiptAskedFrom } from '../../../components/receipts/billingPageState';
import type { BillingHistoryItem } from '../../../contract/api';
import { billingMessages } from '../billingMessages';
import { BillingEmptyState } from '../components/BillingEmptyState';
import { ChargeList } from '../components/ChargeList';
import { OlderCharges } from '../components/OlderCharges';
import { ReceiptDialog } from '../parts';
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
  // The dialog's code loads when a receipt first opens.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (receiptItem !== null && !dialogWanted) setDialogWanted(true);
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
  if (history.isLoading) content = <PlainLoadingState label={billingMessages.loading} />;
  else if (!history.data) {
    content = <PlainErrorWithRetry title={billingMessages.loadFailed} message={failureText(history.error)} onRetry={() => void history.refetch()} />;
  } else if (charges.length === 0) content = <BillingEmptyState />;
  else {
    content = (
      <>
        <ChargeList charges={charges} onOpenReceipt={openReceipt} />
        <p ref={count} tabIndex={-1} role="status" className="billing-count pn-body2 pn-secondary pn-mt-1_5">
          {billingMessages.shown(charges.length)}
        </p>
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
    <div>
      <div className="billing-head">
        <h1 className="pn-h1">{billingMessages.title}</h1>
        {charges.length > 0 && (
          <PlainButton variant="outlined" startIcon={downloadPath} onClick={saveCsv.start} disabled={saveCsv.running}>
            {billingMessages.downloadCsv}
          </PlainButton>
        )}
      </div>
      {content}
      {/* Mounted at the first receipt and kept, so the dialog's closing transition plays. */}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ReceiptDialog item={receiptItem} onClose={() => setReceiptItem(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
