import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface CancelPlanDialogProps {
  open: boolean;
  planName: string;
  onConfirm(): void;
  onClose(): void;
}

/** Cancelling ends the plan: the customer confirms first. */
export function CancelPlanDialog({ open, planName, onConfirm, onClose }: CancelPlanDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-plan-title" aria-describedby="cancel-plan-text">
      <DialogTitle id="cancel-plan-title">Cancel plan</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-plan-text">
          Are you sure you want to cancel your {planName} plan? Your subscription ends and it will not renew.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Keep plan
        </Button>
        <Button color="error" onClick={onConfirm}>
          Yes, cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
