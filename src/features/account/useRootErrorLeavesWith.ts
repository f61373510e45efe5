import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormClearErrors } from 'react-hook-form';

/**
 * A form-wide message set by hand (setError('root')) stays until the next submit in
 * react-hook-form; it leaves as soon as its cause does: `cause` is what the message was about (what
 * was typed, the list it was checked against), and any change to it clears the message.
 */
export function useRootErrorLeavesWith<T extends FieldValues>(clearErrors: UseFormClearErrors<T>, cause: unknown): void {
  const key = JSON.stringify(cause);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    clearErrors('root');
  }, [key, clearErrors]);
}
