import { ConfirmDialog } from '../dialogs/ConfirmDialog';
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
    <ConfirmDialog
      open={phoneNumber !== null}
      title={`Block ${phoneNumber ? formatPhone(phoneNumber) : ''}?`}
      text="Calls and messages from this number will no longer reach you. You can unblock it under Manage account › Blocked numbers."
      confirmLabel="Block"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
