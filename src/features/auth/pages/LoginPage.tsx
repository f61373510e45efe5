import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useNotify } from '../../../components/feedback/useNotify';
import { paths } from '../../../config/paths';
import { lazyResolver } from '../../../lib/forms/lazyResolver';
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

/** /login and / (SPEC §2 Login). Default export for lazy loading. */
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
    validation.preload();
  }, [dispatch]);

  const onSubmit = async (values: LoginValues) => {
    const failure = await notify.whileBusy(() => signIn(values));
    if (failure) setError('root', { message: failure });
  };

  return (
    <AuthCard title="Log in">
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)} aria-describedby={MESSAGE_ID}>
        <TextInput name="email" control={control} label="Email" type="email" autoComplete="username" />
        <PasswordField name="password" control={control} label="Password" autoComplete="current-password" />
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          LOG IN
        </Button>
        <FormMessage id={MESSAGE_ID} message={formMessageOf(formState.errors)} />
      </Stack>
      <SocialSignIn />
      <Typography variant="body2" align="center">
        New here?{' '}
        <Link component={RouterLink} to={paths.register}>
          Create an account
        </Link>
      </Typography>
    </AuthCard>
  );
}
