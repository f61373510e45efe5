import * as yup from 'yup';
import { EMAIL_PATTERN, emptyAmong, FORM_ERROR, filled, formRule, MIN_PASSWORD_LENGTH } from '../../lib/forms/formRules';
import { usDigits } from '../../lib/formatPhone';
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
  .test(
    formRule<ProfileNameValues>(
      'required',
      accountMessages.namesRequired,
      (v) => filled(v.firstName) && filled(v.lastName),
      (v) => emptyAmong(v, ['firstName', 'lastName']),
    ),
  );

/**
 * How the customer proves a change of email or password is theirs: the current password,
 * or for an account without one a fresh sign-in with its provider, whose ID token the form holds.
 */
export type ConfirmBy = 'password' | 'provider';

export interface OwnerValues {
  currentPassword: string;
  idToken: string;
}

/** The rule after the spec's: the current password typed, or the provider sign-in done. */
function ownerRule<T extends OwnerValues>(confirmBy: ConfirmBy) {
  return confirmBy === 'password'
    ? formRule<T>('current', accountMessages.currentPasswordRequired, (v) => v.currentPassword !== '', () => ['currentPassword'])
    : formRule<T>('current', accountMessages.providerConfirmationRequired, (v) => v.idToken !== '');
}

const ownerFields = { currentPassword: yup.string().defined(), idToken: yup.string().defined() };

/** The proof alone: what the delete dialog and 'Confirm it's you' ask before a guarded action. */
export function ownerProofSchema(confirmBy: ConfirmBy): yup.ObjectSchema<OwnerValues> {
  return yup.object(ownerFields).test(ownerRule<OwnerValues>(confirmBy));
}

export interface EmailValues extends OwnerValues {
  email: string;
}

/** SPEC §5 Email change, in order: required, valid, different from the current one; then the proof. */
export function emailSchema(currentEmail: string, confirmBy: ConfirmBy): yup.ObjectSchema<EmailValues> {
  return yup
    .object({ email: yup.string().defined(), ...ownerFields })
    .test(formRule<EmailValues>('required', accountMessages.newEmail, (v) => filled(v.email), () => ['email']))
    .test(formRule<EmailValues>('pattern', accountMessages.invalidEmail, (v) => EMAIL_PATTERN.test(v.email.trim()), () => ['email']))
    .test(
      formRule<EmailValues>(
        'different',
        accountMessages.newEmail,
        (v) => v.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase(),
        () => ['email'],
      ),
    )
    .test(ownerRule<EmailValues>(confirmBy));
}

export interface PasswordValues extends OwnerValues {
  password: string;
  confirmPassword: string;
}

/** SPEC §5 Password change: both at least 8 characters, then matching (the register texts); then the proof. */
export function passwordSchema(confirmBy: ConfirmBy): yup.ObjectSchema<PasswordValues> {
  return yup
    .object({ password: yup.string().defined(), confirmPassword: yup.string().defined(), ...ownerFields })
    .test(
      formRule<PasswordValues>(
        'length',
        accountMessages.passwordLength,
        (v) => v.password.length >= MIN_PASSWORD_LENGTH && v.confirmPassword.length >= MIN_PASSWORD_LENGTH,
        (v) => (['password', 'confirmPassword'] as const).filter((field) => v[field].length < MIN_PASSWORD_LENGTH),
      ),
    )
    .test(formRule<PasswordValues>('match', accountMessages.passwordMismatch, (v) => v.password === v.confirmPassword, () => ['confirmPassword']))
    .test(ownerRule<PasswordValues>(confirmBy));
}

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

export interface BlockNumberValues {
  phoneNumber: string;
}

/** Blocking a number by hand: a US number (SPEC §5's check: 10 digits with an optional leading 1, in any spelling). */
export const blockNumberSchema: yup.ObjectSchema<BlockNumberValues> = yup
  .object({ phoneNumber: yup.string().defined() })
  .test(formRule<BlockNumberValues>('phone', accountMessages.invalidPhone, (v) => usDigits(v.phoneNumber) !== null));

export interface ResendValues {
  password: string;
}

/** SPEC §5: resending the verification needs the password (with the email we know). */
export const resendSchema: yup.ObjectSchema<ResendValues> = yup
  .object({ password: yup.string().defined() })
  .test(formRule<ResendValues>('password', accountMessages.rightParams, (v) => v.password !== ''));
