import { isApiError } from '../../api/apiError';

/**
 * SPEC §8 'failure text or …': the call's failure text, else the screen's own fallback. A failed
 * call's text is the server's, or §8's own: 'Internal Server Error' for an error status without a
 * body, 'Network Error' when nothing arrived. The fallback is for failures with no text at all,
 * such as a body that carries no failure.
 */
export function screenFailureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.failure && !error.withoutFailureText ? error.failure : fallback;
}
