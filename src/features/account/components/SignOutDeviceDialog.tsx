import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { devicesMessages } from '../devicesMessages';

export interface SignOutConfirmation {
  title: string;
  text: string;
}

interface SignOutDeviceDialogProps {
  /** What is about to be signed out; null: the dialog is closed. */
  confirmation: SignOutConfirmation | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Once it has closed, when MUI has given the focus back (to a button that may be gone by then). */
  onClosed?: () => void;
}

/** Asks before signing a device out (Cancel has the focus: nothing happens by pressing Enter). */
export function SignOutDeviceDialog({ confirmation, busy, onCancel, onConfirm, onClosed }: SignOutDeviceDialogProps) {
  return (
    <Dialog open={confirmation !== null} onClose={onCancel} slotProps={{ transition: { onExited: onClosed } }} aria-labelledby="sign-out-device-title" aria-describedby="sign-out-device-text">
      <DialogTitle id="sign-out-device-title">{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-device-text">{confirmation?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {devicesMessages.cancel}
        </Button>
        <Button color="error" variant="outlined" loading={busy} onClick={onConfirm}>
          {devicesMessages.signOut}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
