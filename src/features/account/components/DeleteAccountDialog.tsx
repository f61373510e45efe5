import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccountMutation, useGetProfileQuery } from '../../../api/accountApi';
import { useAppDispatch } from '../../../state/hooks';
import { paths } from '../../../config/paths';
import { sessionCleared } from '../../../session/sessionSlice';
import { accountMessages } from '../accountMessages';
import { emptyOwnerValues } from '../ownerProof';
import { useIdentityProofForm } from '../useIdentityProofForm';
import { OwnerProofDialog } from './OwnerProofDialog';

const ERROR_ID = 'delete-account-error';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The popup behind DELETE: asks for the current password (or a fresh Google or Apple sign-in) and
 * proves it at POST /account/reauth before SPEC §7's deletion; a backend without that endpoint
 * deletes as the spec says. Success ends the session and goes to /login (SPEC §4).
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const [deleteAccount] = useDeleteAccountMutation();
  const { data: profile } = useGetProfileQuery();
  const { form, confirmBy, message, providerSignIn, prove } = useIdentityProofForm(profile);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const close = () => {
    onClose();
    // Nothing typed outlives the popup.
    form.reset(emptyOwnerValues);
    providerSignIn.forget();
  };

  const confirm = form.handleSubmit(async (values) => {
    const outcome = await prove(values);
    if (outcome.kind === 'refused') return;
    try {
      await deleteAccount().unwrap();
      dispatch(sessionCleared());
      void navigate(paths.login, { replace: true });
    } catch {
      // The error middleware has shown the failure.
      close();
    }
  });

  return (
    <OwnerProofDialog
      open={open}
      title="Delete account"
      titleId="delete-account-title"
      describedBy="delete-account-text delete-account-details"
      onCancel={close}
      onSubmit={(event) => void confirm(event)}
      proof={{ form, confirmBy, message, providerSignIn }}
      profile={profile}
      intro={{ byPassword: accountMessages.deleteProofByPassword, byProvider: accountMessages.deleteProofByProvider }}
      messageId={ERROR_ID}
      confirm={{ label: 'OK', color: 'error', afterSignIn: true }}
      cancelFirst
    >
      <DialogContentText id="delete-account-text">{accountMessages.deleteConfirm}</DialogContentText>
      <DialogContentText id="delete-account-details" sx={{ mt: 1, mb: 2 }}>
        {accountMessages.deleteDetails}
      </DialogContentText>
    </OwnerProofDialog>
  );
}
