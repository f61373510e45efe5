import { failureMessages } from '../lib/failureMessages';

/** Every failed call ends as this shape (SPEC §8): a status and the text the UI shows. */
export interface ApiError {
  /** HTTP status, or what went wrong before a status existed. */
  status: number | 'NO_TOKEN' | 'NETWORK_ERROR' | 'TIMEOUT';
  failure: string;
  /**
   * The server sent a body without a failure text: `failure` is §8's 'Internal Server Error' for
   * screens without a text of their own, and screens that have one ('failure text or …') show it.
   */
  withoutFailureText?: true;
  /**
   * A 429 of sign-in whose lock a password reset ends: the server's `reset_path` (a path on this
   * site). Absent from a backend that does not send it.
   */
  resetPath?: string;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'failure' in value &&
    typeof (value as ApiError).failure === 'string' &&
    'status' in value
  );
}

/** The text to show for anything a call or an unwrap() threw. */
export function failureText(error: unknown, fallback: string = failureMessages.network): string {
  if (isApiError(error)) return error.failure;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
