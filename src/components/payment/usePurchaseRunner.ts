import { useRef, useState } from 'react';
import { isApiError } from '../../api/apiError';
import { useNotify } from '../feedback/useNotify';

/** One press of Pay (or one Apple Pay authorisation). */
export interface PurchaseAttempt {
  /**
   * The idempotency key of one purchase call of this attempt, e.g. keyFor('subscribe'): a fresh
   * UUID per step and attempt, so that two charges of one attempt never share a key.
   */
  keyFor(step: string): string;
}

export type PurchaseOutcome<T> =
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown }
  /** A purchase was already running: this press did nothing. */
  | { status: 'ignored' };

/** A failure whose outcome on the server is unknown: the charge may have gone through. */
export function outcomeUnknown(error: unknown): boolean {
  if (isApiError(error)) return error.status === 'NETWORK_ERROR' || error.status === 'TIMEOUT';
  // An API error re-thrown with a text of the screen's own keeps the original as its cause.
  return error instanceof Error && error.cause !== undefined && outcomeUnknown(error.cause);
}

/**
 * Runs purchases: the loading overlay while one runs, a second press ignored, idempotency keys
 * per attempt, and on failure the message shown (PaymentPanel then resets the reCAPTCHA). Nothing
 * typed is touched, so the customer can correct and press again.
 *
 * Failure messages: an API error thrown by a mutation's unwrap() was already toasted by the
 * error middleware, so it is not shown twice; anything else (a CardError, an Error you throw,
 * e.g. new Error('Failed to add credits', { cause }) for an endpoint that `reportsOwnErrors`) is
 * shown here. Keep the API error as `cause`: a network failure then keeps the attempt's keys.
 */
export function usePurchaseRunner() {
  const notify = useNotify();
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  // Kept after a failure of unknown outcome, so that a retry cannot charge a second time.
  const keptKeys = useRef<Map<string, string> | null>(null);

  const run = async <T>(purchase: (attempt: PurchaseAttempt) => Promise<T>): Promise<PurchaseOutcome<T>> => {
    if (busy.current) return { status: 'ignored' };
    busy.current = true;
    setRunning(true);
    const keys = keptKeys.current ?? new Map<string, string>();
    keptKeys.current = null;
    const attempt: PurchaseAttempt = {
      keyFor(step) {
        let key = keys.get(step);
        if (!key) {
          key = crypto.randomUUID();
          keys.set(step, key);
        }
        return key;
      },
    };
    try {
      const value = await notify.whileBusy(() => purchase(attempt));
      return { status: 'done', value };
    } catch (error) {
      if (outcomeUnknown(error)) keptKeys.current = keys;
      if (!isApiError(error)) notify.failure(error);
      return { status: 'failed', error };
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  return { run, running };
}
