import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useDownloadReceiptPdfMutation, useGetReceiptQuery } from '../../../api/billingApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import type { BillingHistoryItem, Id } from '../../../contract/api';
import { billingMessages } from '../billingMessages';
import { chargeName } from '../charges';
import { useSaveDownload } from '../useSaveDownload';

interface ReceiptDialogProps {
  /** The charge whose receipt is open; null: closed. */
  item: BillingHistoryItem | null;
  onClose(): void;
}

/**
 * A charge's receipt: the server's printable page in a frame, with Print, Download PDF and Close.
 * The frame runs no scripts (sandbox without allow-scripts); allow-same-origin lets Print reach
 * its window, and allow-modals lets that window open the print dialog.
 */
export function ReceiptDialog({ item, onClose }: ReceiptDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // The last charge stays shown while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  return (
    <Dialog open={item !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="receipt-title" aria-describedby="receipt-charge">
      {shown && shown.receipt_id !== null && <ReceiptContent item={shown} receiptId={shown.receipt_id} onClose={onClose} />}
    </Dialog>
  );
}

function ReceiptContent({ item, receiptId, onClose }: { item: BillingHistoryItem; receiptId: Id; onClose(): void }) {
  const receipt = useGetReceiptQuery(receiptId);
  const frame = useRef<HTMLIFrameElement>(null);
  const [downloadPdf] = useDownloadReceiptPdfMutation();
  const savePdf = useSaveDownload(() => downloadPdf(receiptId));
  const name = chargeName(item);

  let body;
  if (receipt.isSuccess) {
    body = (
      <Box
        component="iframe"
        ref={frame}
        title={billingMessages.receiptFor(name)}
        srcDoc={receipt.data}
        sandbox="allow-same-origin allow-modals"
        // A receipt is a sheet of paper: white in either colour scheme, as it prints; it fills a phone's full-screen dialog.
        sx={{ display: 'block', width: '100%', flex: 1, height: { sm: '60vh' }, minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
    );
  } else if (receipt.isError) {
    body = <ErrorWithRetry title={billingMessages.receiptFailed} message={failureText(receipt.error)} onRetry={() => void receipt.refetch()} />;
  } else body = <LoadingState label={billingMessages.receiptLoading} />;

  return (
    <>
      <DialogTitle id="receipt-title">{billingMessages.receipt}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography id="receipt-charge" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {name}
        </Typography>
        {body}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => frame.current?.contentWindow?.print()} disabled={!receipt.isSuccess}>
          {billingMessages.print}
        </Button>
        <Button onClick={savePdf.start} disabled={savePdf.running}>
          {billingMessages.downloadPdf}
        </Button>
        <Button onClick={onClose} variant="contained">
          {billingMessages.close}
        </Button>
      </DialogActions>
    </>
  );
}
