import { useCallback, useRef } from 'react';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainCheckbox } from '../../../components/plain/PlainCheckbox';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import { registerSchema, type RegisterValues } from '../schemas';
import { LegalLinks } from '../../../components/legal/LegalLinks';

const MESSAGE_ID = 'register-message';

interface RegisterFormProps {
  initialEmail: string;
  /** Resolves with the text to show when sign-up failed, or null. */
  onRegister(values: RegisterValues): Promise<string | null>;
}

/** The sign-up form (SPEC §2 Register): one message at a time, the first failing rule of §5. Plain kit: a sign-in screen paints first. */
export function RegisterForm({ initialEmail, onRegister }: RegisterFormProps) {
  const notify = useNotify();
  const recaptcha = useRef<RecaptchaHandle>(null);
  const { control, handleSubmit, setError, setValue, formState } = useSchemaForm(registerSchema, {
    defaultValues: { firstName: '', lastName: '', email: initialEmail, password: '', confirmPassword: '', terms: false, recaptchaToken: null },
  });
  const message = formMessageOf(formState.errors);
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
    <form className="pn-stack" style={{ gap: 20 }} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-describedby={MESSAGE_ID}>
      <div className="pn-fields">
        <FormField input={PlainField} name="firstName" control={control} label="First name" autoComplete="given-name" formMessageId={message && MESSAGE_ID} />
        <FormField input={PlainField} name="lastName" control={control} label="Last name" autoComplete="family-name" formMessageId={message && MESSAGE_ID} />
      </div>
      <FormField input={PlainField} name="email" control={control} label="Email" type="email" autoComplete="email" formMessageId={message && MESSAGE_ID} />
      <FormField input={PlainField} name="password" control={control} label="Password" type="password" revealable autoComplete="new-password" formMessageId={message && MESSAGE_ID} />
      <FormField input={PlainField} name="confirmPassword" control={control} label="Confirm password" type="password" revealable autoComplete="new-password" formMessageId={message && MESSAGE_ID} />
      <div>
        <FormField name="terms" control={control} label="I agree to the terms & conditions" type="checkbox" input={PlainCheckbox} formMessageId={message && MESSAGE_ID} />
        <LegalLinks />
      </div>
      <Recaptcha ref={recaptcha} onChange={onRecaptchaChange} onError={notify.error} />
      <PlainButton type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Sign up
      </PlainButton>
      <PlainFormMessage id={MESSAGE_ID} message={message} />
    </form>
  );
}
