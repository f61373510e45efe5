import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../state/hooks';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainLink } from '../../../components/plain/PlainLink';
import { paths } from '../../../config/paths';
import { lazyResolver } from '../../../lib/forms/lazyResolver';
import { whenUserActs } from '../../../lib/whenUserActs';
import { sessionCleared } from '../../../session/sessionSlice';
import { AuthCard } from '../components/AuthCard';
import { FormMessage } from '../components/FormMessage';
import { formMessageOf } from '../components/formErrors';
import { PasswordField } from '../components/PasswordField';
import { SocialSignIn } from '../components/SocialSignIn';
import { TextInput } from '../components/TextInput';
import type { LoginValues } from '../schemas';
import { usePasswordSignIn } from '../usePasswordSignIn';

const MESSAGE_ID = 'login-message';

const validation = lazyResolver<LoginValues>(() => import('../loginValidation').then((module) => module.loginResolver));

/**
 * /login and / (SPEC §2 Login). Default export for lazy loading. Plain elements only, no MUI:
 * it is the first paint of most visits (issue 9's budget for /login).
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const signIn = usePasswordSignIn();
  const { control, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  // SPEC §2: the session is cleared on load (locally: this is not a logout).
  useEffect(() => {
    dispatch(sessionCleared());
  }, [dispatch]);
  // The rules (yup) load once the user starts on the form, not while the page starts up.
  useEffect(() => whenUserActs(validation.preload), []);

  const onSubmit = async (values: LoginValues) => {
    const failure = await notify.whileBusy(() => signIn(values));
    if (failure) setError('root', { message: failure });
  };

  return (
    <AuthCard title="Log in">
      <form className="pn-stack" style={{ gap: 20 }} noValidate onSubmit={handleSubmit(onSubmit)} aria-describedby={MESSAGE_ID}>
        <TextInput name="email" control={control} label="Email" type="email" autoComplete="username" />
        <PasswordField name="password" control={control} label="Password" autoComplete="current-password" />
        <PlainLink to={paths.forgotPassword} variant="body2" style={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </PlainLink>
        <PlainButton type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          LOG IN
        </PlainButton>
        <FormMessage id={MESSAGE_ID} message={formMessageOf(formState.errors)} />
      </form>
      <SocialSignIn />
      <p className="pn-body2 pn-center">
        New here? <PlainLink to={paths.register}>Create an account</PlainLink>
      </p>
    </AuthCard>
  );
}
