import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PasskeySummary } from '../../../contract/api';
import { passkeyMessages } from '../../../lib/passkeys/passkeyMessages';

interface RemovePasskeyDialogProps {
  /** The passkey about to be removed; null: the dialog is closed. */
  passkey: PasskeySummary | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Once it has closed, when MUI has given the focus back (to a button that may be gone by then). */
  onClosed?: () => void;
}

/** Asks before removing a passkey, saying what stays (Cancel has the focus: Enter removes nothing). */
export function RemovePasskeyDialog({ passkey, busy, onCancel, onConfirm, onClosed }: RemovePasskeyDialogProps) {
  return (
    <Dialog open={passkey !== null} onClose={onCancel} slotProps={{ transition: { onExited: onClosed } }} aria-labelledby="remove-passkey-title" aria-describedby="remove-passkey-text">
      <DialogTitle id="remove-passkey-title">{passkeyMessages.confirmRemoveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-passkey-text">{passkey && passkeyMessages.confirmRemove(passkey.label)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {passkeyMessages.cancel}
        </Button>
        <Button color="error" variant="outlined" loading={busy} onClick={onConfirm}>
          {passkeyMessages.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
