import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatPhone } from '../../lib/formatPhone';

interface BlockContactDialogProps {
  /** The number to block; null while no block is being confirmed. */
  phoneNumber: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Blocking silences a contact: the customer confirms first. */
export function BlockContactDialog({ phoneNumber, onConfirm, onClose }: BlockContactDialogProps) {
  return (
    <Dialog open={phoneNumber !== null} onClose={onClose} aria-labelledby="block-contact-title" aria-describedby="block-contact-text">
      <DialogTitle id="block-contact-title">Block {phoneNumber ? formatPhone(phoneNumber) : ''}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="block-contact-text">
          Calls and messages from this number will no longer reach you. You can unblock it under Manage account › Blocked numbers.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" onClick={onConfirm}>
          Block
        </Button>
      </DialogActions>
    </Dialog>
  );
}
