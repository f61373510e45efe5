import * as yup from 'yup';
import { EMAIL_PATTERN, FORM_ERROR, filled, formRule, MIN_PASSWORD_LENGTH } from '../../lib/forms/formRules';
import { accountMessages } from './accountMessages';

// Re-exported for the feature's forms and tests.
export { EMAIL_PATTERN, FORM_ERROR, MIN_PASSWORD_LENGTH };

export interface ProfileNameValues {
  firstName: string;
  lastName: string;
}

/** SPEC §5 Profile save: both names required. */
export const profileNameSchema: yup.ObjectSchema<ProfileNameValues> = yup
  .object({ firstName: yup.string().defined(), lastName: yup.string().defined() })
  .test(formRule<ProfileNameValues>('required', accountMessages.namesRequired, (v) => filled(v.firstName) && filled(v.lastName)));

export interface EmailValues {
  email: string;
}

/** SPEC §5 Email change, in order: required, valid, different from the current one. */
export function emailSchema(currentEmail: string): yup.ObjectSchema<EmailValues> {
  return yup
    .object({ email: yup.string().defined() })
    .test(formRule<EmailValues>('required', accountMessages.newEmail, (v) => filled(v.email)))
    .test(formRule<EmailValues>('pattern', accountMessages.invalidEmail, (v) => EMAIL_PATTERN.test(v.email.trim())))
    .test(
      formRule<EmailValues>('different', accountMessages.newEmail, (v) => v.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase()),
    );
}

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** SPEC §5 Password change: both at least 8 characters, then matching (the register texts). */
export const passwordSchema: yup.ObjectSchema<PasswordValues> = yup
  .object({ password: yup.string().defined(), confirmPassword: yup.string().defined() })
  .test(
    formRule<PasswordValues>(
      'length',
      accountMessages.passwordLength,
      (v) => v.password.length >= MIN_PASSWORD_LENGTH && v.confirmPassword.length >= MIN_PASSWORD_LENGTH,
    ),
  )
  .test(formRule<PasswordValues>('match', accountMessages.passwordMismatch, (v) => v.password === v.confirmPassword));

/** MP3 only (SPEC §9): the type browsers give .mp3 files, or the extension when the type is missing. */
export function isMp3(file: File): boolean {
  return file.type === 'audio/mpeg' || file.type === 'audio/mp3' || (file.type === '' && /\.mp3$/i.test(file.name));
}

export interface GreetingValues {
  file: File | null;
}

/** SPEC §5 Voicemail greeting: an MP3 file must be chosen. */
export const greetingSchema: yup.ObjectSchema<GreetingValues> = yup
  .object({ file: yup.mixed<File>().nullable().defined() })
  .test(formRule<GreetingValues>('mp3', accountMessages.mp3Required, (v) => v.file !== null && isMp3(v.file)));

export interface UnblockValues {
  numbers: string[];
}

/** SPEC §5 Unblock: at least one number. */
export const unblockSchema: yup.ObjectSchema<UnblockValues> = yup
  .object({ numbers: yup.array(yup.string().defined()).defined() })
  .test(formRule<UnblockValues>('some', accountMessages.selectNumber, (v) => v.numbers.length > 0));

export interface ResendValues {
  password: string;
}

/** SPEC §5: resending the verification needs the password (with the email we know). */
export const resendSchema: yup.ObjectSchema<ResendValues> = yup
  .object({ password: yup.string().defined() })
  .test(formRule<ResendValues>('password', accountMessages.rightParams, (v) => v.password !== ''));
