import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useResendVerificationMutation } from '../../../api/authApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { FormMessage } from '../../../components/forms/FormMessage';
import { OutlinedField } from '../../../components/forms/OutlinedField';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { accountMessages } from '../accountMessages';
import { resendSchema, type ResendValues } from '../schemas';

const ERROR_ID = 'resend-error';

interface ResendVerificationDialogProps {
  email: string;
  onClose: () => void;
}

/** The resend call needs the password with the email (SPEC §7): ask for it here. */
export function ResendVerificationDialog({ email, onClose }: ResendVerificationDialogProps) {
  const [resend, state] = useResendVerificationMutation();
  const notify = useNotify();
  const { control, handleSubmit, formState } = useSchemaForm<ResendValues>(resendSchema, { defaultValues: { password: '' } });
  const message = formMessageOf(formState.errors);

  const send = handleSubmit(async ({ password }) => {
    try {
      await resend({ email, password }).unwrap();
      notify.success(accountMessages.resent);
      onClose();
    } catch {
      // This screen reports its own text (its endpoint `reportsOwnErrors`, src/api/authApi.ts).
      notify.error(accountMessages.resendFailed);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="resend-title">
      <Box component="form" noValidate onSubmit={(event) => void send(event)}>
        <DialogTitle id="resend-title">Resend the verification email</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{`Enter your password to send a new link to ${email}.`}</DialogContentText>
          <FormField input={OutlinedField} name="password" control={control} label="Password" type="password" autoComplete="current-password" size="small" formMessageId={message && ERROR_ID} />
          <FormMessage id={ERROR_ID} message={message} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={state.isLoading}>
            RESEND EMAIL
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
