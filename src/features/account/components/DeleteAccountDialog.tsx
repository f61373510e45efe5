import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccountMutation, useGetProfileQuery } from '../../../api/accountApi';
import { useAppDispatch } from '../../../state/hooks';
import { paths } from '../../../config/paths';
import { sessionCleared } from '../../../session/sessionSlice';
import { accountMessages } from '../accountMessages';
import { emptyOwnerValues } from '../ownerProof';
import { useIdentityProofForm } from '../useIdentityProofForm';
import { OwnerProofDialogFields } from './OwnerProofDialogFields';

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
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text delete-account-details"
    >
      <Box component="form" noValidate aria-labelledby="delete-account-title" onSubmit={(event) => void confirm(event)}>
        <DialogTitle id="delete-account-title">Delete account</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">{accountMessages.deleteConfirm}</DialogContentText>
          <DialogContentText id="delete-account-details" sx={{ mt: 1, mb: 2 }}>
            {accountMessages.deleteDetails}
          </DialogContentText>
          <OwnerProofDialogFields
            intro={{ byPassword: accountMessages.deleteProofByPassword, byProvider: accountMessages.deleteProofByProvider }}
            confirmBy={confirmBy}
            profile={profile}
            control={form.control}
            message={message}
            messageId={ERROR_ID}
            providerSignIn={providerSignIn}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" loading={form.formState.isSubmitting}>
            OK
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
