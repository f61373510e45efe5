import { recaptchaMessages } from '../../components/recaptcha/recaptchaMessages';

/** The sign-in screens' texts of SPEC §5 and §8, character for character (odd spellings included). */
export const authMessages = {
  required: 'Please fill out all required fields',
  terms: 'Agree the terms & conditions',
  invalidEmail: 'Invalid Email Address',
  passwordLength: 'Password should at least 8 digits',
  passwordMismatch: "Password doesn't match",
  recaptchaRequired: recaptchaMessages.required,
  forgotInvalidEmail: 'Please input vaild email address.',
  loginFailed: 'Something went wrong',
  signupFailed: 'Unable to create an account, this email is already associated to another account.',
  authorizeError: 'Authorize Error.',
  resent: 'Verification email has been resent.',
  resendFailed: 'Verification email resending error.',
  resendMissingState: 'Please request with right params',
  /** Not in the spec: shown on /login after the emailed verification link. */
  emailVerified: 'Your email address is verified. Log in to continue.',
  /** Not in SPEC: the verification link followed in the browser that registered signs it in. */
  emailVerifiedSignedIn: 'Your email address is verified. You are signed in.',
  /** Not in the spec: a migrated account whose redirect_url is not a safe https URL. */
  migrationRefused: 'Your account has been migrated, but the address of the new site is not valid. Please contact support.',
} as const;

/** SPEC §8, success of POST /account/request-password-reset. */
export function resetLinkSentMessage(email: string): string {
  return `Password reset link sent to your email address ${email}`;
}

/** SPEC §8 migration notice, with the configured brand. */
export function migrationNotice(brandName: string): string {
  return `Your account has been migrated to ${brandName}. Taking you there now...`;
}
