import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
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
    <ConfirmDialog
      open={open}
      title={callMessages.deleteTitle}
      text={callMessages.deleteText(formatPhone(party), `${callDay(call)}, ${callTime(call)}`)}
      confirmLabel={callMessages.deleteConfirm}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
