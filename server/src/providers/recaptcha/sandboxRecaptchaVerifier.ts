import type { RecaptchaVerifier } from './RecaptchaVerifier';

/** The token the SPA's sandbox checkbox sends; the only one the sandbox accepts. */
export const SANDBOX_RECAPTCHA_TOKEN = 'sandbox-recaptcha-ok';

export function createSandboxRecaptchaVerifier(): RecaptchaVerifier {
  return { verify: async (token) => token === SANDBOX_RECAPTCHA_TOKEN };
}
