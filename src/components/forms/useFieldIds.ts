import { useId } from 'react';

/**
 * The ids of a field's input and helper text, and what describes the input: another element given
 * (the form's message), then the helper text when there is one.
 */
export function useFieldIds(describedByGiven: string | undefined, helperText: string | undefined) {
  const id = useId();
  const helperId = `${id}-helper`;
  const describedBy = [describedByGiven, helperText ? helperId : undefined].filter(Boolean).join(' ') || undefined;
  return { id, helperId, describedBy };
}
