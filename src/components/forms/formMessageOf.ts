import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FORM_ERROR } from '../../lib/forms/formRules';

/**
 * The form's one message: the first failed rule of its schema (reported at FORM_ERROR), else the
 * server's answer that the screen set at 'root' (sign-in and sign-up show it in place).
 */
export function formMessageOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  const byName = errors as Record<string, { message?: string } | undefined>;
  return byName[FORM_ERROR]?.message ?? errors.root?.message;
}
