import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNotify } from '../../../components/feedback/useNotify';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import { registerSchema, type RegisterValues } from '../schemas';
import { FormMessage } from './FormMessage';
import { formMessageOf } from './formErrors';
import { PasswordField } from './PasswordField';
import { TextInput } from './TextInput';

const MESSAGE_ID = 'register-message';

interface RegisterFormProps {
  initialEmail: string;
  /** Resolves with the text to show when sign-up failed, or null. */
  onRegister(values: RegisterValues): Promise<string | null>;
}

/** The sign-up form (SPEC §2 Register): one message at a time, the first failing rule of §5. */
export function RegisterForm({ initialEmail, onRegister }: RegisterFormProps) {
  const notify = useNotify();
  const recaptcha = useRef<RecaptchaHandle>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: initialEmail, password: '', confirmPassword: '', terms: false, recaptchaToken: null },
  });
  const onRecaptchaChange = useCallback((token: string | null) => setValue('recaptchaToken', token), [setValue]);

  const onSubmit = async (values: RegisterValues) => {
    const failure = await notify.whileBusy(() => onRegister(values));
    if (failure) {
      setError('root', { message: failure });
      // SPEC §8: a failed sign-up resets the reCAPTCHA (a token is good for one check).
      recaptcha.current?.reset();
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-describedby={MESSAGE_ID}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="firstName" control={control} label="First name" autoComplete="given-name" />
        <TextInput name="lastName" control={control} label="Last name" autoComplete="family-name" />
      </Stack>
      <TextInput name="email" control={control} label="Email" type="email" autoComplete="email" />
      <PasswordField name="password" control={control} label="Password" autoComplete="new-password" />
      <PasswordField name="confirmPassword" control={control} label="Confirm password" autoComplete="new-password" />
      <Controller
        name="terms"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
            label="I agree to the terms & conditions"
          />
        )}
      />
      <Recaptcha ref={recaptcha} onChange={onRecaptchaChange} onError={notify.error} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Sign up
      </Button>
      <FormMessage id={MESSAGE_ID} message={formMessageOf(formState.errors)} />
    </Stack>
  );
}
