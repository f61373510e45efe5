import * as yup from 'yup';
import { EMAIL_PATTERN, emptyAmong, FORM_ERROR, filled, formRule, MIN_PASSWORD_LENGTH } from '../../lib/forms/formRules';
import { authMessages } from './authMessages';

// Re-exported for the feature's forms and tests.
export { EMAIL_PATTERN, FORM_ERROR, MIN_PASSWORD_LENGTH };

/** The password fields shorter than the minimum. */
function tooShortAmong<T>(values: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((field) => String(values[field] ?? '').length < MIN_PASSWORD_LENGTH);
}

export interface LoginValues {
  email: string;
  password: string;
}

/** SPEC §5 Login: both fields required. */
export const loginSchema: yup.ObjectSchema<LoginValues> = yup
  .object({ email: yup.string().defined(), password: yup.string().defined() })
  .test(
    formRule<LoginValues>(
      'required',
      authMessages.required,
      (v) => filled(v.email) && filled(v.password),
      (v) => emptyAmong(v, ['email', 'password']),
    ),
  );

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  recaptchaToken: string | null;
}

/** SPEC §5 Register: the six rules, in order; the first failing one is the message shown. */
export const registerSchema: yup.ObjectSchema<RegisterValues> = yup
  .object({
    firstName: yup.string().defined(),
    lastName: yup.string().defined(),
    email: yup.string().defined(),
    password: yup.string().defined(),
    confirmPassword: yup.string().defined(),
    terms: yup.boolean().defined(),
    recaptchaToken: yup.string().nullable().defined(),
  })
  .test(
    formRule<RegisterValues>(
      'required',
      authMessages.required,
      (v) => [v.firstName, v.lastName, v.email, v.password, v.confirmPassword].every(filled),
      (v) => emptyAmong(v, ['firstName', 'lastName', 'email', 'password', 'confirmPassword']),
    ),
  )
  .test(formRule<RegisterValues>('terms', authMessages.terms, (v) => v.terms, () => ['terms']))
  .test(formRule<RegisterValues>('email', authMessages.invalidEmail, (v) => EMAIL_PATTERN.test(v.email.trim()), () => ['email']))
  .test(
    formRule<RegisterValues>(
      'password-length',
      authMessages.passwordLength,
      (v) => v.password.length >= MIN_PASSWORD_LENGTH && v.confirmPassword.length >= MIN_PASSWORD_LENGTH,
      (v) => tooShortAmong(v, ['password', 'confirmPassword']),
    ),
  )
  .test(formRule<RegisterValues>('password-match', authMessages.passwordMismatch, (v) => v.password === v.confirmPassword, () => ['confirmPassword']))
  .test(formRule<RegisterValues>('recaptcha', authMessages.recaptchaRequired, (v) => Boolean(v.recaptchaToken)));

export interface ForgotPasswordValues {
  email: string;
}

/** SPEC §5 Forgot password: a valid email. */
export const forgotPasswordSchema: yup.ObjectSchema<ForgotPasswordValues> = yup.object({
  email: yup.string().defined().trim().required(authMessages.forgotInvalidEmail).matches(EMAIL_PATTERN, authMessages.forgotInvalidEmail),
});
