import { useLocation } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../../api/authApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainLink } from '../../../components/plain/PlainLink';
import { paths } from '../../../config/paths';
import { resetEmailFrom } from '../../../lib/routeState';
import { resetLinkSentMessage } from '../authMessages';
import { AuthCard } from '../components/AuthCard';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

/** /forgot-password (SPEC §2 Forgot password). Default export for lazy loading. */
export default function ForgotPasswordPage() {
  const notify = useNotify();
  const [requestReset] = useRequestPasswordResetMutation();
  // From a sign-in lock's reset link: the email typed there.
  const carriedEmail = resetEmailFrom(useLocation().state);
  const { control, handleSubmit, formState } = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: carriedEmail ?? '' } });

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
      <p className="pn-body1 pn-secondary">Enter the email address of your account and we will send you a link to reset your password.</p>
      <form className="pn-stack" style={{ gap: 20 }} noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField input={PlainField} name="email" control={control} label="Email" type="email" autoComplete="email" />
        <PlainButton type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          SEND LINK
        </PlainButton>
      </form>
      <PlainLink to={paths.login} variant="body2" style={{ alignSelf: 'center' }}>
        Back to log in
      </PlainLink>
    </AuthCard>
  );
}
