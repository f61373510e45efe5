/** SPEC §5 texts. */
export const recaptchaMessages = {
  required: 'Please complete the reCAPTCHA verification',
  expired: 'reCAPTCHA expired. Please verify again.',
  error: 'reCAPTCHA error. Please try again.',
} as const;

/** The token the server's sandbox reCAPTCHA accepts. */
export const SANDBOX_RECAPTCHA_TOKEN = 'sandbox-recaptcha-ok';
