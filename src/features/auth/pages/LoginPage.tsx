import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainLink } from '../../../components/plain/PlainLink';
import { getConfig } from '../../../config/loadConfig';
import { paths } from '../../../config/paths';
import type { NoticeState, ResetEmailState } from '../../../lib/routeState';
import { sessionCleared } from '../../../session/sessionSlice';
import { authMessages } from '../authMessages';
import { useAppDispatch } from '../../../state/hooks';
import { AuthCard } from '../components/AuthCard';
import { DemoAccountOffer, PasskeySignIn } from '../parts';
import { SocialSignIn } from '../components/SocialSignIn';
import type { LoginValues } from '../schemas';
import { usePasswordSignIn } from '../usePasswordSignIn';
import { useVerifiedLinkArrival } from '../useVerifiedLinkArrival';

const MESSAGE_ID = 'login-message';

// The rules (yup) are not needed to paint: they load once the user starts on the form.
const loginSchema = () => import('../schemas').then((module) => module.loginSchema);

/**
 * /login and / (SPEC §2 Login). Default export for lazy loading. Plain elements only, no MUI:
 * it is the first paint of most visits (the budget for /login).
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const signIn = usePasswordSignIn();
  const { control, handleSubmit, setError, formState, getValues, setValue } = useSchemaForm<LoginValues>(loginSchema, { defaultValues: { email: '', password: '' } });
  const message = formMessageOf(formState.errors);
  // The server's failure that came with a way out (a sign-in lock a password reset ends).
  const [resetOffer, setResetOffer] = useState<string | null>(null);

  // SPEC §2: the session is cleared on load (locally: this is not a logout).
  useEffect(() => {
    dispatch(sessionCleared());
  }, [dispatch]);

  // The emailed verification link lands here with ?verified=1: say so, as a notice the customer
  // can dismiss (the address then drops the flag).
  const verified = useSearchParams()[0].get('verified') === '1';
  const navigate = useNavigate();
  // In the browser that registered the link signs in; elsewhere the form gets the verified address.
  useVerifiedLinkArrival((email) => setValue('email', email));
  useEffect(() => {
    if (!verified) return;
    const state: NoticeState = { notice: { severity: 'success', message: authMessages.emailVerified } };
    void navigate(paths.login, { replace: true, state });
  }, [verified, navigate]);

  const onSubmit = async (values: LoginValues) => {
    setResetOffer(null);
    const failure = await notify.whileBusy(() => signIn(values));
    if (!failure) return;
    if (failure.offersReset) setResetOffer(failure.text);
    setError('root', { message: failure.text });
  };

  return (
    <AuthCard title="Log in">
      <form className="pn-stack" style={{ gap: 20 }} noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={MESSAGE_ID}>
        <FormField input={PlainField} name="email" control={control} label="Email" type="email" autoComplete="username" formMessageId={message && MESSAGE_ID} />
        <FormField input={PlainField} name="password" control={control} label="Password" type="password" revealable autoComplete="current-password" formMessageId={message && MESSAGE_ID} />
        <PlainLink to={paths.forgotPassword} variant="body2" style={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </PlainLink>
        <PlainButton type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          LOG IN
        </PlainButton>
        <PlainFormMessage id={MESSAGE_ID} message={message} />
        {message !== undefined && message === resetOffer && (
          <PlainLink to={paths.forgotPassword} state={{ resetEmail: getValues('email').trim() } satisfies ResetEmailState} style={{ alignSelf: 'center' }}>
            Reset your password
          </PlainLink>
        )}
      </form>
      <div className="pn-passkey-slot">
        <PasskeySignIn />
      </div>
      <SocialSignIn />
      {getConfig().sandbox && <DemoAccountOffer />}
      <p className="pn-body2 pn-center">
        New here? <PlainLink to={paths.register}>Create an account</PlainLink>
      </p>
    </AuthCard>
  );
}
