import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDay } from '../../../contract/dateFormat';

interface CancelPlanDialogProps {
  open: boolean;
  planName: string;
  /** The end of the paid period, when the backend tells it: the plan lasts until then. */
  endsAt: Date | null;
  /** A lapsed plan ('transition') has no paid time left: cancelling ends it at once. */
  lapsed: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Exactly what cancelling does, told before the customer confirms. */
function whatHappens({ planName, endsAt, lapsed }: Pick<CancelPlanDialogProps, 'planName' | 'endsAt' | 'lapsed'>): string {
  const question = `Are you sure you want to cancel your ${planName} plan?`;
  if (lapsed) return `${question} Its last payment did not go through, so there is no paid time left: it ends now. After that the number is held for you for a while.`;
  if (!endsAt) return `${question} Your subscription ends and it will not renew.`;
  return `${question} Your plan stays active until ${formatDay(endsAt)}. It will not renew and you will not be charged again. Your number and credits stay until then; after that the number is held for you for a while. You can resume the plan any time before then.`;
}

/** Cancelling stops the plan: the customer confirms first. */
export function CancelPlanDialog({ open, planName, endsAt, lapsed, onConfirm, onClose }: CancelPlanDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-plan-title" aria-describedby="cancel-plan-text">
      <DialogTitle id="cancel-plan-title">Cancel plan</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-plan-text">{whatHappens({ planName, endsAt, lapsed })}</DialogContentText>
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
