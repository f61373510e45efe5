import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../../api/authApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { paths } from '../../../config/paths';
import { resetLinkSentMessage } from '../authMessages';
import { AuthCard } from '../components/AuthCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

/** /forgot-password (SPEC §2 Forgot password). Default export for lazy loading. */
export default function ForgotPasswordPage() {
  const notify = useNotify();
  const [requestReset] = useRequestPasswordResetMutation();
  const { control, handleSubmit, formState } = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    try {
      await notify.whileBusy(() => requestReset({ email }).unwrap());
      notify.success(resetLinkSentMessage(email));
    } catch {
      // The error middleware shows the server's failure text; the address stays in the field.
    }
  };

  return (
    <AuthCard title="Forgot password">
      <Typography color="text.secondary">Enter the email address of your account and we will send you a link to reset your password.</Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        <FormField name="email" control={control} label="Email" type="email" autoComplete="email" />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          SEND LINK
        </Button>
      </Stack>
      <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
        Back to log in
      </Link>
    </AuthCard>
  );
}
