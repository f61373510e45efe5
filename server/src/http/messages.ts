/**
 * Answers more than one module gives, word for word (SPEC §8 where it has them): kept here so that
 * no module imports another's route file for a text.
 */

/** One answer for an unknown email and a wrong password: callers must not learn which accounts exist. */
export const BAD_CREDENTIALS = 'Invalid email or password.';

/** A request whose session ended, or whose account is gone, while it ran. */
export const SESSION_ENDED = 'Your session has expired or was signed out: please sign in again.';

/** SPEC §8: a reCAPTCHA token that did not pass (sign-up, purchases). */
export const RECAPTCHA_FAILED = 'reCAPTCHA verification failed. Please try again.';
