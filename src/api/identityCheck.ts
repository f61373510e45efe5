import type { ApiError } from './apiError';

/** The refusal of a guarded call ("sudo mode") made without a recent proof of identity. */
export const IDENTITY_REFUSAL = 'Please confirm your password first.';

/** True for the server's answer that this call needs a recent proof of identity first. */
export function isIdentityRefusal(error: ApiError): boolean {
  return error.status === 403 && error.failure === IDENTITY_REFUSAL;
}

interface PendingCheck {
  answer: Promise<boolean>;
  settle(confirmed: boolean): void;
}

// One question at a time for the whole app: calls refused together wait for the same answer.
let pending: PendingCheck | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Asks the customer to confirm it is them (the dialog that subscribes here); resolves true once
 * they have, false if they cancelled or nothing is there to ask (the refusal then stands).
 */
export function askToConfirmIdentity(): Promise<boolean> {
  if (listeners.size === 0) return Promise.resolve(false);
  if (pending) return pending.answer;
  let settle: (confirmed: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  pending = { answer, settle };
  notify();
  return answer;
}

/** The dialog's answer: every call waiting on it goes on (retried) or ends with its refusal. */
export function settleIdentityCheck(confirmed: boolean): void {
  const settling = pending;
  if (!settling) return;
  pending = null;
  settling.settle(confirmed);
  notify();
}

/** Whether a question is waiting for the customer (useSyncExternalStore's snapshot). */
export function identityCheckPending(): boolean {
  return pending !== null;
}

/** The dialog's host subscribes; once the last one has gone, a waiting question ends as cancelled. */
export function subscribeToIdentityCheck(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) settleIdentityCheck(false);
  };
}
