import { useGetProfileQuery } from '../../../api/accountApi';
import { failureText, isApiError } from '../../../api/apiError';
import { useRequestDataExportMutation } from '../../../api/dataExportApi';
import { dataExportMessages as messages } from '../dataExportMessages';
import { emptyOwnerValues, ownerProofOf } from '../ownerProof';
import { useIdentityProofForm } from '../useIdentityProofForm';
import { OwnerProofDialog } from './OwnerProofDialog';

const DIALOG_TITLE_ID = 'data-export-dialog-title';
const ERROR_ID = 'data-export-error';

interface DataExportDialogProps {
  open: boolean;
  /** Closed: `requested` when the copy was asked for (the ask button is gone then). */
  onClose(requested: boolean): void;
  /** The closing transition ended. */
  onExited(): void;
}

/**
 * The proof 'Download your data' asks for (the current password, or a fresh Google or Apple
 * sign-in), sent with the request: a wrong password shows on its field, anything else above the
 * buttons, and nothing typed outlives the popup.
 */
export function DataExportDialog({ open, onClose, onExited }: DataExportDialogProps) {
  const [requestExport] = useRequestDataExportMutation();
  const { data: profile } = useGetProfileQuery();
  const { form, confirmBy, message, providerSignIn } = useIdentityProofForm(profile);

  const close = (requested: boolean) => {
    onClose(requested);
    form.reset(emptyOwnerValues);
    providerSignIn.forget();
  };

  const ask = form.handleSubmit(async (values) => {
    const result = await requestExport(ownerProofOf(values, confirmBy));
    if (!result.error) {
      close(true);
      return;
    }
    // An ID token is good for one try.
    providerSignIn.forget();
    const status = isApiError(result.error) ? result.error.status : undefined;
    const onTheField = confirmBy === 'password' && status === 403;
    form.setError(onTheField ? 'currentPassword' : 'root', { type: 'server', message: failureText(result.error) }, { shouldFocus: onTheField });
  });
  // A provider sign-in is the proof itself: it goes as soon as it is there.
  const signInConfirmed = {
    ...providerSignIn,
    onConfirmed(...args: Parameters<typeof providerSignIn.onConfirmed>) {
      providerSignIn.onConfirmed(...args);
      void ask();
    },
  };

  return (
    <OwnerProofDialog
      open={open}
      title={messages.dialogTitle}
      titleId={DIALOG_TITLE_ID}
      onCancel={() => close(false)}
      onSubmit={(event) => void ask(event)}
      onExited={onExited}
      proof={{ form, confirmBy, message, providerSignIn: signInConfirmed }}
      profile={profile}
      intro={{ byPassword: messages.proofByPassword, byProvider: messages.proofByProvider }}
      messageId={ERROR_ID}
      confirm={{ label: messages.confirm }}
    />
  );
}
