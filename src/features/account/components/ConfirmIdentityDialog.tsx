import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetProfileQuery } from '../../../api/accountApi';
import type { SocialProviderName } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { passkeyMessages } from '../../../lib/passkeys/passkeyMessages';
import { useIdentityProofForm } from '../useIdentityProofForm';
import { usePasskeyProof } from '../usePasskeyProof';
import { OwnerProofDialogFields } from './OwnerProofDialogFields';

const TITLE_ID = 'confirm-identity-title';
const TEXT_ID = 'confirm-identity-text';
const ERROR_ID = 'confirm-identity-error';

interface ConfirmIdentityDialogProps {
  /** true once the server has accepted the proof (the refused call is sent again), false on Cancel. */
  onSettled(confirmed: boolean): void;
}

/**
 * 'Confirm it's you': a guarded action (buying eSIM data, the eSIM's activation code) was refused
 * for want of a recent proof of identity. The current password, or a fresh Google or Apple sign-in
 * for an account without one, or one of the account's passkeys, goes to POST /account/reauth; the
 * screen behind keeps what it had.
 */
export function ConfirmIdentityDialog({ onSettled }: ConfirmIdentityDialogProps) {
  const { data: profile } = useGetProfileQuery();
  const { form, confirmBy, message, providerSignIn, prove } = useIdentityProofForm(profile);
  const byProvider = confirmBy === 'provider';
  const passkeyProof = usePasskeyProof();

  const submit = form.handleSubmit(async (values) => {
    const outcome = await prove(values);
    // Proven: the refused call goes again. No proof endpoint (404): the refusal stands.
    if (outcome.kind !== 'refused') onSettled(outcome.kind === 'proven');
  });
  // A provider sign-in is the proof itself: it goes as soon as it is there.
  const signInConfirmed = {
    ...providerSignIn,
    onConfirmed(provider: SocialProviderName, idToken: string) {
      providerSignIn.onConfirmed(provider, idToken);
      void submit();
    },
  };
  const cancel = () => onSettled(false);
  const proveWithPasskey = async () => {
    form.clearErrors();
    const outcome = await passkeyProof.prove();
    if (outcome.kind === 'refused') form.setError('root', { type: 'server', message: outcome.failure });
    // A closed prompt leaves the dialog as it was.
    else if (outcome.kind !== 'cancelled') onSettled(outcome.kind === 'proven');
  };

  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="xs" aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID}>
      <Box component="form" noValidate aria-labelledby={TITLE_ID} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID}>{accountMessages.confirmIdentityTitle}</DialogTitle>
        <DialogContent>
          <OwnerProofDialogFields
            intro={{ byPassword: accountMessages.confirmIdentityByPassword, byProvider: accountMessages.confirmIdentityByProvider }}
            introId={TEXT_ID}
            confirmBy={confirmBy}
            profile={profile}
            control={form.control}
            message={message}
            messageId={ERROR_ID}
            providerSignIn={signInConfirmed}
            autoFocus
          />
          {passkeyProof.available && (
            <Button fullWidth variant="outlined" sx={{ mt: 2 }} loading={passkeyProof.busy} onClick={() => void proveWithPasskey()}>
              {passkeyMessages.useForProof}
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          {!byProvider && (
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              CONFIRM
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
