import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CallLogItem } from '../../../contract/api';
import { formatPhone } from '../../../lib/formatPhone';
import { callDay, callTime } from '../callHistory';
import { callMessages } from '../callMessages';

interface DeleteCallDialogProps {
  /** The call to delete (still named while the dialog closes). */
  call: CallLogItem;
  open: boolean;
  /** The other party of that call. */
  party: string;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Deleting a call hides it from the account's history (the server keeps no way back): the
 * customer confirms first, with Cancel focused so that Enter keeps the call.
 */
export function DeleteCallDialog({ call, open, party, onConfirm, onClose }: DeleteCallDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-call-title" aria-describedby="delete-call-text">
      <DialogTitle id="delete-call-title">{callMessages.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-call-text">
          {callMessages.deleteText(formatPhone(party), `${callDay(call)}, ${callTime(call)}`)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" onClick={onConfirm}>
          {callMessages.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
