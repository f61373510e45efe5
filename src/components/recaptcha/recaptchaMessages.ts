/** SPEC §5 texts. */
export const recaptchaMessages = {
  required: 'Please complete the reCAPTCHA verification',
  expired: 'reCAPTCHA expired. Please verify again.',
  error: 'reCAPTCHA error. Please try again.',
} as const;

/** What the tokens of the sandbox checkbox start with. */
export const SANDBOX_RECAPTCHA_TOKEN = 'sandbox-recaptcha-ok';

/**
 * A token of one tick of the sandbox checkbox: new each time, as Google's are, since the server's
 * sandbox accepts each token once.
 */
export function newSandboxRecaptchaToken(): string {
  return `${SANDBOX_RECAPTCHA_TOKEN}.${crypto.randomUUID()}`;
}
