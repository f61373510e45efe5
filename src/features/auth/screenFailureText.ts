import { isApiError, messages } from '../../api/apiError';

/**
 * SPEC §8 'failure text or …': the server's failure text when it sent one, else the screen's own
 * fallback. A failure without a body arrives as 'Internal Server Error' and takes the fallback.
 */
export function screenFailureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.failure !== messages.internal) return error.failure;
  return fallback;
}
