import type { Logger } from '../../lib/logger';
import type { RecaptchaVerifier } from './RecaptchaVerifier';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 5000;

/** Verifies tokens with Google's siteverify API. Fails closed: no answer means no pass. */
export function createGoogleRecaptchaVerifier(secret: string, log: Logger, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
        const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (result.success !== true) log.info({ errors: result['error-codes'] }, 'reCAPTCHA token rejected');
        return result.success === true;
      } catch (error) {
        log.warn({ err: error }, 'reCAPTCHA siteverify unreachable');
        return false;
      }
    },
  };
}
