import type * as yup from 'yup';

/** SPEC §5 'a standard pattern' (the server checks the same). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §9. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The form-level error: the spec's rules span several fields and one message is shown at a
 * time (under the form), so each rule reports here, in the spec's order.
 */
export const FORM_ERROR = 'form';

export const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** Between a form rule's name and the fields it is about, in the error's type ('required:email,password'). */
const CONCERNS_SEPARATOR = ':';

/**
 * A rule of the whole form; failing ones report at FORM_ERROR in declaration order. `concerns`
 * names the fields the failure is about (the empty ones, the mismatched one): they are marked
 * invalid and described by the form's message, carried in the error's type.
 */
export function formRule<T>(name: string, message: string, passes: (values: T) => boolean, concerns: (values: T) => readonly string[] = () => []) {
  return {
    name,
    message,
    test(this: yup.TestContext, values: T) {
      if (passes(values)) return true;
      const fields = concerns(values);
      return this.createError({ path: FORM_ERROR, message, type: fields.length > 0 ? `${name}${CONCERNS_SEPARATOR}${fields.join(',')}` : name });
    },
  };
}

/** The fields a form-level error is about, from its type (see formRule); none for other errors. */
export function fieldsConcerned(type: string | undefined): string[] {
  const at = type?.indexOf(CONCERNS_SEPARATOR) ?? -1;
  return type && at >= 0 ? type.slice(at + 1).split(',') : [];
}

/** The names among `fields` whose value is empty (for 'required' rules). */
export function emptyAmong<T>(values: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((field) => !filled(values[field] as string | undefined));
}
