import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { alertClosed, noticeClosed, selectNotifications, toastDismissed } from './notificationsSlice';

/** SPEC §9: toasts fade over 250 ms; notices time out after 10 seconds. */
export const TOAST_FADE_MS = 250;
export const TOAST_DURATION_MS = 5000;
const TOAST_LONGEST_MS = 15_000;

/**
 * How long a toast stays: at least 5 s, and long enough to read at a slow pace (about 60 ms a
 * character on top of 2 s), up to 15 s (WCAG 2.2.1). Hovering or focusing it pauses it
 * (MUI's Snackbar), and it closes early with its × or Escape.
 */
export function toastDurationMs(message: string): number {
  return Math.min(TOAST_LONGEST_MS, Math.max(TOAST_DURATION_MS, 2000 + message.length * 60));
}
export const NOTICE_DURATION_MS = 10_000;
/** SPEC §2: the loading overlay sits at z-index 999. */
export const OVERLAY_Z_INDEX = 999;

/** Renders toasts, the alert popup, the centred notice and the loading overlay, once for the app. */
export function FeedbackHost() {
  const dispatch = useAppDispatch();
  const { toasts, alert, notice, busy } = useAppSelector(selectNotifications);
  const toast = toasts[0];

  return (
    <>
      <Snackbar
        key={toast?.id}
        open={Boolean(toast)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={toast ? toastDurationMs(toast.message) : TOAST_DURATION_MS}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: TOAST_FADE_MS } }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway' && toast) dispatch(toastDismissed(toast.id));
        }}
      >
        {toast ? (
          <Alert
            severity={toast.severity}
            variant="filled"
            role={toast.severity === 'error' ? 'alert' : 'status'}
            onClose={() => dispatch(toastDismissed(toast.id))}
          >
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>

      <Snackbar
        key={notice?.id}
        open={Boolean(notice)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        autoHideDuration={NOTICE_DURATION_MS}
        onClose={() => dispatch(noticeClosed())}
        // Centred on every width (MUI anchors snackbars to an edge; at xs it also stretches them).
        sx={{ top: '50%', bottom: 'auto', left: '50%', right: 'auto', transform: 'translate(-50%, -50%)', width: 'max-content', maxWidth: 'calc(100vw - 32px)' }}
      >
        {notice ? (
          <Alert severity="info" role="status" onClose={() => dispatch(noticeClosed())}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>

      <Dialog open={Boolean(alert)} onClose={() => dispatch(alertClosed())} aria-labelledby="alert-popup-title">
        <DialogTitle id="alert-popup-title">{alert?.severity.toUpperCase()}</DialogTitle>
        <DialogContent>
          <DialogContentText>{alert?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => dispatch(alertClosed())} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>

      <Backdrop open={busy > 0} sx={{ zIndex: OVERLAY_Z_INDEX, color: 'common.white' }}>
        <CircularProgress color="inherit" aria-label="Working" />
      </Backdrop>
    </>
  );
}
