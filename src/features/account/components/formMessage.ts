import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FORM_ERROR } from '../../../lib/forms/formRules';

/** The form's one message: the first failed rule of its schema (reported at FORM_ERROR). */
export function formMessageOf<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[FORM_ERROR]?.message;
}
