import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { UpgradeQuoteResponse } from '../../contract/api';
import { formatCents } from '../../lib/formatMoney';
import { paymentMessages } from './paymentMessages';
import { quoteDisplay, type QuoteLine } from './upgradeQuote';

/** Where the quote stands: asked for, priced, failed, or not offered by this backend (priced at payment). */
export type QuoteView =
  | { status: 'loading' }
  | { status: 'quoted'; quote: UpgradeQuoteResponse }
  | { status: 'unpriced' }
  | { status: 'failed'; message: string };

export interface UpgradeQuoteDialogProps {
  open: boolean;
  view: QuoteView;
  /** A 409 refused the last quote: this one is new. */
  priceUpdated: boolean;
  /** The upgrade is being charged: nothing can be pressed. */
  busy: boolean;
  planName: string;
  planPriceCents: number;
  currentPlanName: string | null;
  /** 'Visa •••• 4242', 'the new card you entered'. */
  cardText: string;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
}

function Lines({ lines }: { lines: QuoteLine[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {lines.map((line) => (
        <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
          <Typography component="dt">{line.label}</Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
            {line.amount}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/**
 * The priced confirmation before an upgrade is charged: the amount due today, the
 * credit for unused time on its own line, the new plan's price and renewal, and the card. All
 * amounts are the server's quote; a backend without quotes gets the plan price and a note.
 */
export function UpgradeQuoteDialog(props: UpgradeQuoteDialogProps) {
  const { open, view, priceUpdated, busy, planName, planPriceCents, currentPlanName, cardText, onConfirm, onCancel, onRetry } = props;
  const titleId = useId();
  const display = view.status === 'quoted' ? quoteDisplay(view.quote, { current: currentPlanName, next: planName }) : null;
  const canConfirm = !busy && (view.status === 'quoted' || view.status === 'unpriced');
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{paymentMessages.quoteTitle(planName)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {priceUpdated && view.status !== 'loading' && <Alert severity="info">{paymentMessages.priceUpdated}</Alert>}
          {view.status === 'loading' && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label={paymentMessages.quoteLoading} />
            </Box>
          )}
          {view.status === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={onRetry}>
                  Try again
                </Button>
              }
            >
              <AlertTitle>{paymentMessages.quoteFailedTitle}</AlertTitle>
              {view.message}
            </Alert>
          )}
          {display && (
            <>
              <div>
                <Typography variant="body2" color="text.secondary">
                  {paymentMessages.dueToday}
                </Typography>
                <Typography variant="h3" component="p" aria-label={`${paymentMessages.dueToday} ${display.dueToday}`}>
                  {display.dueToday}
                </Typography>
              </div>
              <Divider />
              <Lines lines={display.lines} />
              {display.renewal && <Typography color="text.secondary">{display.renewal}</Typography>}
            </>
          )}
          {view.status === 'unpriced' && (
            <>
              <Lines lines={[{ label: planName, amount: formatCents(planPriceCents) }]} />
              <Typography color="text.secondary">{paymentMessages.priceAtPayment}</Typography>
            </>
          )}
          {(display || view.status === 'unpriced') && <Typography>{paymentMessages.chargedTo(cardText)}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {paymentMessages.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={!canConfirm}>
          {display ? display.confirmLabel : paymentMessages.confirmUpgrade}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
